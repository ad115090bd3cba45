import { css } from '@emotion/react';

/** The dimmed layer under the page's dialogs: the account remote's (login, settings) and the shell's risk-group notice. */
export const modalBackdrop = css`
  position: fixed;
  inset: 0;
  background: rgb(0 0 0 / 55%);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh 16px 16px;
  z-index: 1000;
`;

/** The card of those dialogs; each sets its own width and content styles on top. */
export const modalSurface = css`
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: 12px;
  padding: 24px;
  box-shadow: 0 20px 60px rgb(0 0 0 / 45%);
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
`;
