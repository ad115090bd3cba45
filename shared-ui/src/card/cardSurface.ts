import { css } from '@emotion/react';

/** The card every panel of the site sits on (a slip, a board, a content page, a form): the raised surface and its edge. */
export const cardSurface = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
`;

/** A list without bullets or indent, for the lists a rule lays out itself. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
