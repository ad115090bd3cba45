import { css } from '@emotion/react';

/**
 * The frame both slips share, the betslip and the jackpot slip: a card with a head holding its title and a
 * count badge, and text-like link buttons. One place, so the two slips a player sees side by side match.
 */
export const slipCardFrame = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 12px;
    background: var(--sb-surface-2);
  }
  .head h2 {
    margin: 0;
    font-size: 15px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .count {
    min-width: 22px;
    height: 22px;
    padding: 0 6px;
    border-radius: 11px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    font-size: 12px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
  .link {
    border: 0;
    background: transparent;
    color: var(--sb-link);
    cursor: pointer;
    font: inherit;
    padding: 4px;
  }
`;
