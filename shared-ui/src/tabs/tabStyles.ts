import { css } from '@emotion/react';

/**
 * The rounded chips of the lists' tabs and filters (coupons, live sports, competitions, the bet builder):
 * the chosen one takes the accent, whether it says so as a pressed button, a selected tab or the current
 * page's link.
 */
export const pills = css`
  button,
  a {
    flex: none;
    border: 1px solid var(--sb-border);
    border-radius: 999px;
    padding: 6px 12px;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
    font-size: 13px;
    font-weight: 600;
    text-decoration: none;
  }
  [aria-pressed='true'],
  [aria-selected='true'],
  [aria-current='page'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
`;

/** A row of pills that scrolls sideways when it is wider than the page. */
export const pillRow = css`
  ${pills};
  display: flex;
  gap: 6px;
  overflow-x: auto;
  padding: 0 12px 12px;
`;
