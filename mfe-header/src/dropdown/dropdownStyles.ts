import { css } from '@emotion/react';
import type { DropdownAlign } from './dropdownAlign';

export const wrapper = css`
  position: relative;
  display: inline-flex;
`;

export const panel = (align: DropdownAlign) => css`
  position: absolute;
  top: calc(100% + 6px);
  ${align === 'right' ? 'right: 0;' : 'left: 0;'}
  z-index: 50;
  min-width: 200px;
  padding: 6px;
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius, 8px);
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.28);
`;

/** Links and buttons listed in a dropdown panel. */
export const items = css`
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

export const separator = css`
  height: 1px;
  margin: 4px 6px;
  background: var(--sb-border);
`;
