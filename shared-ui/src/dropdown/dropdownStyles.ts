import { css } from '@emotion/react';

/** One row of a dropdown panel, a link or a button: highlighted under the pointer and the focus, the current one marked. */
export const dropdownItem = css`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 9px 12px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--sb-text);
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: var(--sb-surface-2);
  }
  &[aria-current='page'],
  &[aria-current='true'] {
    font-weight: 700;
    box-shadow: inset 3px 0 0 var(--sb-accent);
  }
`;

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
    ${dropdownItem};
    width: 100%;
    white-space: nowrap;
  }
`;
