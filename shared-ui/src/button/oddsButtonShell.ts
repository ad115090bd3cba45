import { css } from '@emotion/react';
import { controlButton } from './buttonStyles';

/**
 * The shell of a price button, wherever a player picks an outcome (the lists, the event page, the bet
 * builder, the jackpot): the outcome's name over its price, accent-filled once picked, dimmed while it cannot
 * be picked. What it shows inside (arrows, boosts) is the caller's.
 */
export const oddsButtonShell = css`
  ${controlButton};
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:hover:not(:disabled) {
    border-color: var(--sb-accent);
  }
`;
