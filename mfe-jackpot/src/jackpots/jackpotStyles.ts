import { css } from '@emotion/react';
import { slipCardFrame } from '@sportsbook/contracts';

/**
 * The jackpot page: the board and the slip side by side when the centre column is wide enough (a
 * container query, since the column's width depends on the layout, not the viewport), the slip pinned
 * to the bottom of the screen otherwise.
 */
export const pageStyle = css`
  .page-title {
    margin: 0 0 8px;
    font-size: 20px;
  }
  container-type: inline-size;
  display: grid;
  gap: 12px;
  .layout {
    display: grid;
    gap: 12px;
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  @container (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) 320px;
    }
    .slip .toggle,
    .slip .summary {
      display: none;
    }
    .layout > .slip {
      position: sticky;
      top: calc(var(--sb-header-height, 0px) + 12px);
    }
  }
  /* Narrow: the slip is a bar pinned under the board, its picks and stakes folded until asked for. */
  @container (max-width: 899px) {
    .layout > .slip {
      position: sticky;
      bottom: calc(var(--sb-bottom-inset, 0px) + 8px);
      z-index: 2;
      max-height: 75vh;
      overflow-y: auto;
      box-shadow: 0 -6px 24px rgb(0 0 0 / 0.3);
    }
    .layout > .slip:not(.expanded) .collapsible {
      display: none;
    }
    .layout > .slip .body {
      gap: 8px;
      padding: 10px 12px;
    }
  }
  .tabs {
    display: flex;
    gap: 8px;
    overflow-x: auto;
  }
  .tabs a {
    padding: 8px 14px;
    border-radius: 999px;
    border: 1px solid var(--sb-border);
    color: var(--sb-text);
    text-decoration: none;
    white-space: nowrap;
  }
  .tabs a[aria-current='page'] {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  .status {
    padding: 24px 16px;
    margin: 0;
    color: var(--sb-text-muted);
    background: var(--sb-surface);
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
  }
`;

export const boardStyle = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  .hero {
    display: grid;
    gap: 4px;
    padding: 18px 16px;
    background:
      radial-gradient(120% 140% at 100% 0%, color-mix(in srgb, var(--sb-accent) 35%, transparent) 0%, transparent 60%),
      linear-gradient(135deg, var(--sb-surface-2) 0%, var(--sb-surface) 100%);
    border-bottom: 1px solid var(--sb-border);
  }
  .hero h2 {
    margin: 0;
    font-size: 20px;
  }
  .prize {
    font-size: clamp(26px, 6cqi, 40px);
    font-weight: 800;
    color: var(--sb-accent);
    letter-spacing: -0.5px;
    line-height: 1.1;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
  .progress {
    height: 6px;
    border-radius: 3px;
    background: var(--sb-surface-2);
    overflow: hidden;
    margin-top: 6px;
  }
  .progress > span {
    display: block;
    height: 100%;
    background: var(--sb-accent);
    transition: width 0.2s;
  }
  h3 {
    margin: 0;
    padding: 10px 16px;
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.6px;
    color: var(--sb-text-muted);
    background: var(--sb-surface-2);
    border-top: 1px solid var(--sb-border);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .event {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) minmax(168px, 42%);
    gap: 10px;
    align-items: center;
    padding: 10px 16px;
    border-top: 1px solid var(--sb-border);
  }
  .ordinal {
    width: 28px;
    height: 28px;
    border-radius: 50%;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    font-weight: 700;
    font-size: 13px;
    background: var(--sb-surface-2);
    border: 1px solid var(--sb-border);
  }
  .event.done .ordinal {
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    border-color: var(--sb-accent);
  }
  .what {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  .what strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .what small {
    color: var(--sb-text-muted);
  }
  .reserve {
    display: inline-block;
    margin-left: 6px;
    padding: 0 6px;
    border-radius: 4px;
    font-size: 11px;
    font-weight: 600;
    color: var(--sb-accent);
    border: 1px solid var(--sb-accent);
    vertical-align: middle;
  }
  .outcomes {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 6px;
  }
  .outcome {
    min-height: 44px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 1px;
    padding: 4px;
    border-radius: 6px;
    border: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font: inherit;
    cursor: pointer;
    transition:
      background 0.12s,
      border-color 0.12s;
  }
  .outcome b {
    font-size: 15px;
  }
  .outcome small {
    max-width: 100%;
    font-size: 10px;
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .outcome:hover:not(:disabled) {
    border-color: var(--sb-accent);
  }
  .outcome[aria-pressed='true'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
  .outcome[aria-pressed='true'] small {
    color: inherit;
  }
  .outcome:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  .outcome:focus-visible {
    outline: 2px solid var(--sb-accent);
    outline-offset: 2px;
  }
  @container (max-width: 520px) {
    .event {
      grid-template-columns: 32px minmax(0, 1fr);
    }
    .outcomes {
      grid-column: 1 / -1;
    }
  }
`;

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
`;

export const bannerStyle = css`
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  .banner {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    padding: 14px 16px;
    border-radius: var(--sb-radius);
    border: 1px solid var(--sb-border);
    background: linear-gradient(120deg, color-mix(in srgb, var(--sb-accent) 22%, var(--sb-surface)) 0%, var(--sb-surface) 70%);
  }
  .banner strong {
    display: block;
  }
  .banner a {
    flex: none;
    padding: 8px 12px;
    border-radius: 6px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    text-decoration: none;
    font-weight: 700;
  }
`;
