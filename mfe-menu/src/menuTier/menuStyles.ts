import { css } from '@emotion/react';
import { caption, skeleton } from '@sportsbook/ui';

/** One tier of the menu: an optional small heading over a list, tiers parted by a rule. */
export const tier = css`
  padding: 6px;
  & + & {
    border-top: 1px solid var(--sb-border);
  }
  h3 {
    ${caption};
    margin: 6px 8px 4px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Menu rows: a link (icon, label, optional count) and, for sections with children, an expand button. */
export const menuList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  ul {
    list-style: none;
    margin: 0 0 4px 14px;
    padding: 0 0 0 8px;
    border-left: 1px solid var(--sb-border);
  }
  .row {
    display: flex;
    align-items: center;
    border-radius: 6px;
  }
  .row:hover,
  .row:focus-within {
    background: var(--sb-surface-2);
  }
  a,
  .action {
    flex: 1;
    min-width: 0;
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 9px 8px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--sb-text);
    text-decoration: none;
    text-align: left;
    white-space: nowrap;
    font-weight: 500;
    cursor: pointer;
  }
  a:hover,
  .action:hover {
    background: var(--sb-surface-2);
  }
  .row a:hover {
    background: transparent;
  }
  a[aria-current='page'] {
    background: var(--sb-surface-2);
    box-shadow: inset 3px 0 0 var(--sb-accent);
    font-weight: 700;
  }
  .label {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .count {
    font-size: 12px;
    color: var(--sb-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .icon {
    flex: none;
    color: var(--sb-text-muted);
  }
  a[aria-current='page'] .icon {
    color: var(--sb-accent);
  }
  .expand {
    flex: none;
    display: grid;
    place-items: center;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
  }
  .expand:hover {
    color: var(--sb-text);
  }
  .expand svg {
    transition: transform 0.15s ease;
  }
  .expand[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
`;

export const skeletonRow = css`
  ${skeleton};
  height: 18px;
  margin: 12px 8px;
  border-radius: 4px;
`;
