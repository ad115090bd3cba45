import { css } from '@emotion/react';
import { actionButtons } from '../betView';

/** Edit bet's look, inside a bet card: the legs, the quote's figures beside the bet's, the actions. */
export const box = css`
  ${actionButtons}
  margin-top: 8px;
  font-size: 13px;
  fieldset {
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
    margin: 0;
    padding: 8px 10px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  legend {
    font-weight: 800;
    padding: 0 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  li .what {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li .what small {
    display: block;
    color: var(--sb-text-muted);
  }
  li.removed .what {
    text-decoration: line-through;
    color: var(--sb-text-muted);
  }
  .mark {
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
    padding: 2px 6px;
    border-radius: 8px;
    background: var(--sb-surface-2);
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 700;
  }
  select {
    min-height: 36px;
    max-width: 100%;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    font: inherit;
    background: var(--sb-surface);
    color: var(--sb-text);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .actions button {
    flex: 1 1 auto;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: var(--sb-text-muted);
  }
  dd {
    margin: 0;
    font-weight: 800;
    text-align: right;
  }
  dd small {
    display: block;
    font-weight: 500;
    color: var(--sb-text-muted);
  }
  .note {
    margin: 0;
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  .note.changed {
    color: var(--sb-text);
    font-weight: 700;
  }
  .note.error {
    color: var(--sb-negative);
  }
`;
