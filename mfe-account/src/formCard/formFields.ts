import { css } from '@emotion/react';

/** Labelled fields one under another, as every form of the account remote draws them (a tick box beside its text). */
export const formFields = css`
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: normal;
  }
  input:not([type='checkbox']):not([type='radio']),
  select {
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
  }
`;
