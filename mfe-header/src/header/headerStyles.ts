import { css } from '@emotion/react';

export const bar = css`
  height: var(--sb-header-height);
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 0 16px;
  max-width: 100%;
`;

export const logo = css`
  font-weight: 800;
  font-size: 20px;
  letter-spacing: 0.06em;
  color: var(--sb-text);
  text-decoration: none;
  white-space: nowrap;
  span {
    color: var(--sb-accent);
  }
`;

export const spacer = css`
  flex: 1;
`;

export const button = css`
  border: 1px solid var(--sb-border);
  background: transparent;
  color: var(--sb-text);
  border-radius: 6px;
  padding: 8px 14px;
  font-weight: 600;
  cursor: pointer;
  white-space: nowrap;
  text-decoration: none;
  &:hover {
    background: var(--sb-surface-2);
  }
`;

export const primaryButton = css`
  ${button};
  border-color: var(--sb-accent);
  background: var(--sb-accent);
  color: var(--sb-accent-text);
  &:hover {
    background: var(--sb-accent);
    filter: brightness(1.08);
  }
`;

export const iconButton = css`
  ${button};
  padding: 8px 10px;
  font-size: 16px;
  line-height: 1;
`;

export const balance = css`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: 1.2;
  small {
    color: var(--sb-text-muted);
    font-size: 11px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  strong {
    font-size: 15px;
  }
`;
