import { css } from '@emotion/react';
import { captionBar, cardSurface } from '@sportsbook/ui';

/** The board's look: the jackpot's hero (prize, facts, progress) over its numbered matches and their picks. */
export const boardStyle = css`
  ${cardSurface};
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
    ${captionBar};
    padding: 10px 16px;
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
