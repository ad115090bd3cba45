import { css } from '@emotion/react';

/** The small upper-case heading of a group in a list or a menu (a league, a menu tier, a search group). */
export const caption = css`
  font-size: 11px;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: var(--sb-text-muted);
`;

/** The caption as a bar across a card, above the group it names (an event list's league, a slip's section). */
export const captionBar = css`
  ${caption};
  margin: 0;
  padding: 8px 12px;
  font-size: 12px;
  background: var(--sb-surface-2);
`;
