import { css } from '@emotion/react';
import { SUB_HEADER_HEIGHT_PX } from '../styles';

/** Spec 1 section 2.5: a sub-header link is its text plus 12 px either side. */
export const LINK_PADDING_PX = 12;

export const subHeader = css`
  position: relative;
  height: ${SUB_HEADER_HEIGHT_PX}px;
  display: flex;
  align-items: stretch;
  gap: 16px;
  padding: 0 4px;
  background: var(--sb-surface-2);
  border-top: 1px solid var(--sb-border);
  font-size: 13px;
  font-weight: 600;
`;

export const row = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  align-items: stretch;
  > li {
    display: flex;
  }
`;

export const left = css`
  ${row};
  flex: 1 1 0;
  min-width: 0;
`;

export const subHeaderLink = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 ${LINK_PADDING_PX}px;
  border: 0;
  background: transparent;
  color: var(--sb-text-muted);
  font: inherit;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  box-shadow: inset 0 -2px 0 transparent;
  &:hover,
  &[aria-expanded='true'] {
    color: var(--sb-text);
  }
  &[aria-current='page'] {
    color: var(--sb-text);
    box-shadow: inset 0 -2px 0 var(--sb-accent);
  }
`;
