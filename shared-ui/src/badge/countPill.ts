import { css } from '@emotion/react';

/**
 * A count as a small accent pill (the slips' selections, the open bets, the bottom navigation's badges). A
 * count of more digits widens it (`data-wide`).
 */
export const countPill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  font-size: 11px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  &[data-wide='true'] {
    min-width: 32px;
  }
`;
