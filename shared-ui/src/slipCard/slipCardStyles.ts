import { css } from '@emotion/react';
import { countPill } from '../badge/countPill';
import { cardSurface } from '../card/cardSurface';

/**
 * The frame both slips share, the betslip and the jackpot slip: a card with a head holding its title and a
 * count badge, and text-like link buttons. One place, so the two slips a player sees side by side match.
 */
export const slipCardFrame = css`
  ${cardSurface};
  overflow: hidden;
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 12px;
    background: var(--sb-surface-2);
  }
  .head h2 {
    margin: 0;
    font-size: 15px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .count {
    ${countPill};
  }
  .link {
    border: 0;
    background: transparent;
    color: var(--sb-link);
    cursor: pointer;
    font: inherit;
    padding: 4px;
  }
`;
