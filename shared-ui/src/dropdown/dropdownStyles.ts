import { css } from '@emotion/react';

/** Links and buttons listed in a dropdown panel. */
export const dropdownItems = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  a,
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    width: 100%;
    padding: 9px 12px;
    border: 0;
    border-radius: 6px;
    background: transparent;
    color: var(--sb-text);
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a:hover,
  a:focus-visible,
  button:hover,
  button:focus-visible {
    background: var(--sb-surface-2);
  }
  a[aria-current='page'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 var(--sb-accent);
  }
`;
