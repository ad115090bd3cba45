import { css } from '@emotion/react';

/**
 * The buttons of a bet card's own actions (edit bet, auto cash out): outlined, the one that commits filled
 * with the accent (`.primary` or a form's submit), dimmed while the platform answers.
 */
export const actionButtons = css`
  button {
    min-height: 36px;
    border-radius: 6px;
    padding: 6px 12px;
    font-weight: 700;
    cursor: pointer;
    background: transparent;
    color: var(--sb-text);
    border: 1px solid var(--sb-border);
  }
  button.primary,
  button[type='submit'] {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  button:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;
