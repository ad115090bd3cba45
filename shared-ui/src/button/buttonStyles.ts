import { css } from '@emotion/react';

/** The accent-filled button of a panel's main action (the account's save, my bets' login prompt), alike across remotes. */
export const primaryButton = css`
  border: 1px solid var(--sb-accent);
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  border-radius: 6px;
  padding: 10px 16px;
  font-weight: 700;
  cursor: pointer;
`;
