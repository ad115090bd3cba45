import { css } from '@emotion/react';
import { modalSurface } from '@sportsbook/contracts';

export const dialog = css`
  ${modalSurface};
  width: min(400px, 100%);
  h2 {
    margin: 0 0 16px;
  }
  label {
    display: block;
    margin: 12px 0 6px;
    font-weight: 600;
  }
  label.check {
    display: flex;
    gap: 8px;
    align-items: center;
    font-weight: 400;
  }
  input[type='text'],
  input[type='password'] {
    width: 100%;
    padding: 10px 12px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
  }
  .secret {
    display: flex;
    gap: 6px;
  }
  .actions {
    display: flex;
    gap: 8px;
    justify-content: flex-end;
    flex-wrap: wrap;
    margin-top: 20px;
  }
  button {
    border-radius: 6px;
    padding: 10px 16px;
    font-weight: 600;
    cursor: pointer;
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button[type='submit'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  a {
    color: var(--sb-accent);
  }
  .hint {
    color: var(--sb-negative);
    margin: 6px 0 0;
    font-size: 0.9em;
  }
  .error {
    color: var(--sb-negative);
    margin: 12px 0 0;
  }
  .terms {
    max-height: 40vh;
    overflow: auto;
    line-height: 1.5;
  }
`;
