import { css } from '@emotion/react';
import { controlField } from '@sportsbook/ui';

/** The header's search field: at most this wide, centred in the bar's free space. */
export const fieldFrame = css`
  position: relative;
  width: 100%;
  max-width: 420px;
  margin: 0 auto;
  input {
    ${controlField};
    width: 100%;
    height: 34px;
    box-sizing: border-box;
    padding: 0 12px;
    border-radius: 17px;
  }
  input:focus {
    border-color: var(--sb-accent);
    outline: 2px solid var(--sb-accent);
    outline-offset: 1px;
  }
`;

export const popup = css`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 80;
  max-height: min(70vh, 560px);
  overflow-y: auto;
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: 10px;
  box-shadow: 0 12px 32px rgb(0 0 0 / 35%);
`;
