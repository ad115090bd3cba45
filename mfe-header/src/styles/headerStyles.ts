import { css } from '@emotion/react';

/**
 * The desktop header is 80 px in all (spec 1 section 9): the bar and the sub-header below it share it,
 * so the shell's sticky columns, placed below --sb-header-height, stay clear of both.
 */
export const SUB_HEADER_HEIGHT_PX = 32;

export const header = css`
  display: flex;
  flex-direction: column;
  background: var(--sb-surface);
  color: var(--sb-text);
`;

export const bar = (withSubHeader: boolean) => css`
  height: ${withSubHeader ? `calc(var(--sb-header-height) - ${SUB_HEADER_HEIGHT_PX}px)` : 'var(--sb-header-height)'};
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 0 16px;
  max-width: 100%;
  @media (max-width: 1023px) {
    gap: 8px;
    padding: 0 10px;
  }
`;

export const spacer = css`
  flex: 1;
  min-width: 0;
`;

export const button = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border: 1px solid var(--sb-border);
  background: transparent;
  color: var(--sb-text);
  border-radius: 6px;
  padding: 8px 14px;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: var(--sb-surface-2);
  }
  &[aria-expanded='true'] {
    background: var(--sb-surface-2);
    border-color: var(--sb-accent);
  }
`;

export const primaryButton = css`
  ${button};
  border-color: var(--sb-accent);
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  &:hover,
  &[aria-expanded='true'] {
    background: var(--sb-accent);
  }
  &:hover {
    filter: brightness(1.08);
  }
`;

export const iconButton = css`
  ${button};
  padding: 8px 10px;
  font-size: 16px;
  line-height: 1;
`;

export const srOnly = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A dropdown panel's heading line: who is logged in, the balance detail. */
export const panelHeading = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 8px 12px 10px;
  small {
    color: var(--sb-text-muted);
    font-size: 12px;
  }
  strong {
    font-size: 16px;
  }
`;

/** Text for screen readers only. */
