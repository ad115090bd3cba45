import { css } from '@emotion/react';
import { primaryButton } from '@sportsbook/contracts';

/** My bets in the site's palette: every colour is a --sb-* variable, so dark and light themes both hold. */
export const panelStyles = css`
  background: var(--sb-surface);
  color: var(--sb-text);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  font-size: 13px;
  &[data-variant='modal'] {
    border: 0;
    border-radius: 0;
    height: 100%;
    display: flex;
    flex-direction: column;
  }
  .title {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 12px 14px;
    border-bottom: 1px solid var(--sb-border);
    background: var(--sb-surface-2);
  }
  h1,
  h2 {
    margin: 0;
    font-size: 16px;
    font-weight: 800;
    letter-spacing: 0.01em;
    outline: none;
  }
  .close {
    margin-left: auto;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 1px solid var(--sb-border);
    background: transparent;
    color: var(--sb-text);
    font-size: 20px;
    line-height: 1;
    cursor: pointer;
  }
  .badge {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 20px;
    height: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: var(--sb-accent);
    color: var(--sb-accent-text);
    font-size: 11px;
    font-weight: 800;
  }
  .badge.wide {
    min-width: 32px;
    padding: 0 8px;
  }
  .tabs {
    display: flex;
    border-bottom: 1px solid var(--sb-border);
  }
  [role='tab'] {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 44px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: transparent;
    color: var(--sb-text-muted);
    font-weight: 700;
    font-size: 13px;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    color: var(--sb-text);
    border-bottom-color: var(--sb-accent);
  }
  .tabpanel {
    padding: 10px;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  &[data-variant='modal'] .tabpanel {
    flex: 1;
    overflow-y: auto;
  }
  .notice:empty {
    display: none;
  }
  .notice {
    margin: 0;
    padding: 8px 10px;
    border-radius: 6px;
    background: var(--sb-surface-2);
    border-left: 3px solid var(--sb-positive);
  }
  .empty,
  .hint {
    margin: 12px 4px;
    color: var(--sb-text-muted);
    text-align: center;
  }
  .hint {
    font-size: 11px;
  }
  .bets {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
  &[data-variant='page'] .bets {
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  }
  .bet {
    border: 1px solid var(--sb-border);
    border-radius: var(--sb-radius);
    background: var(--sb-bg, var(--sb-surface));
    padding: 10px 12px;
  }
  .bet[data-status='won'] {
    border-left: 4px solid var(--sb-positive);
  }
  .bet[data-status='lost'] {
    border-left: 4px solid var(--sb-negative);
  }
  .bet header {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: 14px;
    font-weight: 800;
  }
  .lines {
    font-weight: 500;
    color: var(--sb-text-muted);
  }
  .bet-odds {
    margin-left: auto;
    font-weight: 800;
    color: var(--sb-accent);
  }
  .pill {
    padding: 2px 8px;
    border-radius: 10px;
    font-size: 10px;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    background: var(--sb-surface-2);
    color: var(--sb-text-muted);
  }
  .pill.live {
    background: var(--sb-negative);
    color: #fff;
  }
  .pill.won {
    background: var(--sb-positive);
    color: #fff;
  }
  .pill.lost {
    background: var(--sb-surface-2);
    color: var(--sb-negative);
  }
  .legs {
    list-style: none;
    margin: 8px 0;
    padding: 0;
    display: grid;
    gap: 8px;
  }
  .leg {
    position: relative;
    padding-left: 14px;
    display: grid;
    gap: 2px;
  }
  .marker {
    position: absolute;
    left: 0;
    top: 5px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    border: 2px solid var(--sb-border);
  }
  .marker.won {
    background: var(--sb-positive);
    border-color: var(--sb-positive);
  }
  .marker.lost {
    background: var(--sb-negative);
    border-color: var(--sb-negative);
  }
  .marker.live {
    border-color: var(--sb-negative);
    animation: sb-mybets-pulse 1.6s ease-in-out infinite;
  }
  @keyframes sb-mybets-pulse {
    50% {
      opacity: 0.3;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .marker.live {
      animation: none;
    }
  }
  .pick {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
  /* A jackpot match lists several picks, each with its own marker in the match's gutter. */
  .jackpot-pick {
    position: relative;
  }
  .jackpot-pick .marker {
    left: -14px;
  }
  .odds {
    font-weight: 700;
  }
  .market,
  .state {
    color: var(--sb-text-muted);
    font-size: 12px;
  }
  .state.won {
    color: var(--sb-positive);
    font-weight: 700;
  }
  .state.lost {
    color: var(--sb-negative);
    font-weight: 700;
  }
  .state.live {
    color: var(--sb-negative);
    font-weight: 700;
  }
  .event {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    font-size: 12px;
  }
  .event a {
    color: var(--sb-link, var(--sb-text));
    text-decoration: none;
  }
  .event a:hover,
  .event a:focus-visible {
    text-decoration: underline;
  }
  .score {
    padding: 1px 6px;
    border-radius: 4px;
    background: var(--sb-surface-2);
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .clock {
    color: var(--sb-negative);
    font-weight: 700;
  }
  .figures {
    display: flex;
    justify-content: space-between;
    margin: 0;
    padding-top: 8px;
    border-top: 1px dashed var(--sb-border);
  }
  .figures div:last-of-type {
    text-align: right;
  }
  .figures dt {
    color: var(--sb-text-muted);
    font-size: 11px;
  }
  .figures dd {
    margin: 0;
    font-weight: 800;
    font-size: 14px;
  }
  .returns.up {
    color: var(--sb-positive);
  }
  .foot {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-top: 8px;
    font-size: 11px;
    color: var(--sb-text-muted);
  }
  .link {
    border: 0;
    background: transparent;
    color: var(--sb-accent);
    font-weight: 700;
    cursor: pointer;
    padding: 6px 0;
    min-height: 32px;
  }
  .details {
    margin-top: 6px;
    padding: 8px;
    border-radius: 6px;
    background: var(--sb-surface-2);
  }
  .details dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
  }
  .details dt {
    color: var(--sb-text-muted);
  }
  .details dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
  }
  .details table {
    width: 100%;
    margin-top: 8px;
    border-collapse: collapse;
  }
  .details caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: 4px;
  }
  .details th,
  .details td {
    padding: 3px 0;
    text-align: right;
  }
  .details th[scope='row'],
  .details th:first-of-type {
    text-align: left;
    font-weight: 500;
  }
  .visitor {
    padding: 16px 14px;
  }
  .visitor p {
    margin: 0 0 12px;
    color: var(--sb-text-muted);
  }
  .primary {
    ${primaryButton}
  }
`;
