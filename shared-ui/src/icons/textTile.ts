import { css } from '@emotion/react';

/**
 * A few letters in a small tile, where a picture would depend on the system's fonts (a sport's initial, a
 * language's country code). Its caller gives it its size.
 */
export const textTile = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  border-radius: 6px;
  background: var(--sb-surface-2);
  border: 1px solid var(--sb-border);
  color: var(--sb-text-muted);
  font-size: 11px;
  font-weight: 700;
`;
