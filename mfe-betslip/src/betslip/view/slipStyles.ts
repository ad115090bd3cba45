import { css } from '@emotion/react';
import { captionBar, plainList, slipCardFrame } from '@sportsbook/ui';

/** The betslip card and its rows: one stylesheet, since every part of the slip shares the look. */
export const slipCard = css`
  ${slipCardFrame}
  .empty {
    padding: 16px 12px;
    margin: 0;
    color: var(--sb-text-muted);
  }
  ul {
    ${plainList};
  }
  .bet {
    display: grid;
    gap: 8px;
    padding: 10px 12px;
    border-top: 1px solid var(--sb-border);
  }
  .free-bet {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 8px;
    align-items: center;
    color: var(--sb-text-muted);
  }
  .free-bet small {
    grid-column: 1 / -1;
  }
  .bet.closing {
    opacity: 0.5;
  }
  .line {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: 8px;
    align-items: start;
  }
  .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  /* A bet builder: its legs, one a line, under its one price. */
  .what .builder-legs {
    margin: 2px 0;
    padding-left: 16px;
    font-size: 13px;
  }
  .what small {
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .price {
    color: var(--sb-accent);
    font-weight: 700;
    white-space: nowrap;
  }
  .price .up {
    color: var(--sb-positive);
  }
  .price .down {
    color: var(--sb-negative);
  }
  .remove {
    border: 0;
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
    font-size: 16px;
  }
  .stake {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    gap: 8px;
    align-items: end;
  }
  .keypad-toggle,
  .max-stake {
    border: 1px solid var(--sb-border);
    border-radius: 6px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    padding: 8px 10px;
    cursor: pointer;
  }
  .keypad-toggle[aria-expanded='true'] {
    border-color: var(--sb-accent);
  }
  .returns {
    display: flex;
    justify-content: space-between;
    font-size: 12px;
    color: var(--sb-text-muted);
  }
  .returns strong {
    color: var(--sb-text);
  }
  .section-title {
    ${captionBar};
    border-top: 1px solid var(--sb-border);
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .messages {
    display: grid;
    gap: 6px;
    padding: 10px 12px;
    border-top: 1px solid var(--sb-border);
  }
  .messages p {
    margin: 0;
  }
  .error {
    color: var(--sb-negative);
  }
  .notice {
    color: var(--sb-text);
  }
  .footer {
    display: grid;
    gap: 8px;
    padding: 12px;
    border-top: 1px solid var(--sb-border);
  }
  .totals {
    display: flex;
    justify-content: space-between;
  }
  .place {
    width: 100%;
    border: 0;
    border-radius: 8px;
    padding: 12px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    font-weight: 700;
    font-size: 15px;
    cursor: pointer;
  }
  .place:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .secondary {
    width: 100%;
    border: 1px solid var(--sb-border);
    border-radius: 8px;
    padding: 10px;
    background: transparent;
    color: var(--sb-text);
    font-weight: 600;
    cursor: pointer;
  }
  .success {
    padding: 16px 12px;
    display: grid;
    gap: 8px;
    text-align: center;
  }
  .success strong {
    color: var(--sb-positive);
    font-size: 17px;
  }
  .code {
    font-family: ui-monospace, monospace;
    font-size: 22px;
    letter-spacing: 0.12em;
  }
`;
