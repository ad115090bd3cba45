import { css } from '@emotion/react';
import { slipCardFrame } from '@sportsbook/ui';

/**
 * The jackpot slip's look: a card beside the board on a wide page, a bar pinned under it in a narrow column
 * (the page is the container: JackpotPage).
 */
export const slipStyle = css`
  ${slipCardFrame}
  .actions {
    display: flex;
    gap: 4px;
  }
  .summary {
    display: flex;
    justify-content: space-between;
    margin: 0;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 40vh;
    overflow-y: auto;
  }
  li {
    display: grid;
    grid-template-columns: 26px minmax(0, 1fr) auto;
    gap: 8px;
    align-items: center;
    padding: 8px 12px;
    border-top: 1px solid var(--sb-border);
  }
  li .ordinal {
    font-weight: 700;
    color: var(--sb-text-muted);
  }
  li .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  li .what span,
  li .what small {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li .what small {
    color: var(--sb-text-muted);
  }
  .remove {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text-muted);
    cursor: pointer;
  }
  .body {
    display: grid;
    gap: 10px;
    padding: 12px;
    border-top: 1px solid var(--sb-border);
  }
  .stakes {
    display: flex;
    gap: 6px;
    border: 0;
    margin: 0;
    padding: 0;
    flex-wrap: wrap;
  }
  .stakes legend {
    font-size: 12px;
    color: var(--sb-text-muted);
    margin-bottom: 6px;
  }
  .stakes button {
    flex: 1;
    min-width: 0;
    min-height: 36px;
    padding: 0 4px;
    font-size: 13px;
    white-space: nowrap;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font-family: inherit;
    cursor: pointer;
  }
  .stakes button[aria-pressed='true'] {
    border-color: var(--sb-accent);
    color: var(--sb-accent);
    font-weight: 700;
  }
  .totals {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 14px;
  }
  .totals span {
    color: var(--sb-text-muted);
  }
  .hint {
    margin: 0;
    font-size: 13px;
    color: var(--sb-text-muted);
  }
  .alert {
    margin: 0;
    padding: 8px 10px;
    border-radius: 6px;
    font-size: 13px;
    color: var(--sb-negative);
    border: 1px solid var(--sb-negative);
  }
  .place,
  .secondary {
    min-height: 44px;
    border-radius: 6px;
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
  .place {
    border: 0;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .place:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .secondary {
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
  }
  .success {
    display: grid;
    gap: 8px;
    padding: 16px 12px;
    text-align: center;
  }
  .success strong {
    color: var(--sb-positive, var(--sb-accent));
    font-size: 17px;
  }
  .code {
    font-family: ui-monospace, monospace;
    font-size: 20px;
    letter-spacing: 1px;
  }
  /* The page is the container (JackpotPage): beside the board the slip stays in view as the board scrolls;
     in a narrow column it is a bar pinned under the board, its picks and stakes folded until asked for. */
  @container (min-width: 900px) {
    position: sticky;
    top: calc(var(--sb-header-height, 0px) + 12px);
    .toggle,
    .summary {
      display: none;
    }
  }
  @container (max-width: 899px) {
    position: sticky;
    bottom: calc(var(--sb-bottom-inset, 0px) + 8px);
    z-index: 2;
    max-height: 75vh;
    overflow-y: auto;
    box-shadow: 0 -6px 24px rgb(0 0 0 / 0.3);
    &:not(.expanded) .collapsible {
      display: none;
    }
    .body {
      gap: 8px;
      padding: 10px 12px;
    }
  }
`;
