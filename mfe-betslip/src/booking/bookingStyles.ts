import { css } from '@emotion/react';

/** The booking code's parts of the slip: the share row, the code with its link, the form that loads one. */
export const bookingArea = css`
  display: grid;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid var(--sb-border);
  p {
    margin: 0;
  }
  .booked {
    display: grid;
    gap: 6px;
    justify-items: center;
    text-align: center;
  }
  .booked .code {
    font-family: ui-monospace, monospace;
    font-size: 22px;
    letter-spacing: 0.12em;
  }
  .link-field,
  .code-field {
    width: 100%;
    box-sizing: border-box;
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    padding: 8px 10px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
  }
  .link-field {
    font-size: 12px;
  }
  .code-field {
    font-family: ui-monospace, monospace;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  .row {
    justify-self: stretch;
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }
  form {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 8px;
    align-items: end;
  }
  form label {
    grid-column: 1 / -1;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  form .secondary {
    width: auto;
    padding: 8px 14px;
  }
  ul.closed {
    margin: 0;
    padding-inline-start: 18px;
    list-style: disc;
  }
  ul.closed li {
    color: var(--sb-text);
  }
  ul.closed small {
    color: var(--sb-text-muted);
  }
`;
