import { css, keyframes } from '@emotion/react';

/**
 * The selections of a bet as its two lists draw them (the legs of a bet, the picks of a jackpot bet): one
 * look for both, each rule styling markup of this folder only.
 */
export const legListStyle = css`
  list-style: none;
  margin: 8px 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

export const legStyle = css`
  position: relative;
  padding-left: 14px;
  display: grid;
  gap: 2px;
`;

const pulse = keyframes`
  50% {
    opacity: 0.3;
  }
`;

/** The dot in a leg's gutter, coloured by how the leg stands. */
export const markerStyle = css`
  position: absolute;
  left: 0;
  top: 5px;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  border: 2px solid var(--sb-border);
  &.won {
    background: var(--sb-positive);
    border-color: var(--sb-positive);
  }
  &.lost {
    background: var(--sb-negative);
    border-color: var(--sb-negative);
  }
  &.live {
    border-color: var(--sb-negative);
    animation: ${pulse} 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &.live {
      animation: none;
    }
  }
`;

export const pickStyle = css`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

/** A jackpot match lists several picks, each with its own marker in the match's gutter. */
export const jackpotPickStyle = css`
  ${pickStyle}
  position: relative;
  .marker {
    left: -14px;
  }
`;

export const marketStyle = css`
  color: var(--sb-text-muted);
  font-size: 12px;
`;

export const scoreStyle = css`
  padding: 1px 6px;
  border-radius: 4px;
  background: var(--sb-surface-2);
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

/** How a leg stands in words: settled and live ones stand out. */
export const legStateStyle = css`
  ${marketStyle}
  &.won {
    color: var(--sb-positive);
    font-weight: 700;
  }
  &.lost,
  &.live {
    color: var(--sb-negative);
    font-weight: 700;
  }
`;
