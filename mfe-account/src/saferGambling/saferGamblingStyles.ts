import { css } from '@emotion/react';
import { primaryButton } from '@sportsbook/ui';
import { formFields } from '../formCard';

/** The fields, hints and buttons of the safer-gambling forms, wherever they show (their page, the cashier). */
export const saferGamblingStyles = css`
  ${formFields}
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  form,
  fieldset {
    display: grid;
    gap: 10px;
  }
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 6px;
  }
  input:not([type='checkbox']):not([type='radio']),
  select {
    max-width: 16rem;
  }
  .hint {
    color: var(--sb-text-muted);
    font-size: 13px;
    margin: 0;
  }
  .pending {
    padding: 8px 10px;
    border-left: 3px solid var(--sb-accent);
    background: var(--sb-surface-2);
  }
  .error {
    color: var(--sb-negative);
    margin: 0;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  button {
    ${primaryButton}
    justify-self: start;
  }
  button.secondary {
    background: transparent;
    color: var(--sb-text);
    border: 1px solid var(--sb-border);
  }
`;
