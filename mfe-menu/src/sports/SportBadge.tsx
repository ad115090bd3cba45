import { css } from '@emotion/react';
import { textTile } from '@sportsbook/ui';

const badge = css`
  ${textTile};
  width: 22px;
  height: 22px;
`;

/** A sport's initial in a small tile: readable everywhere, where sport emoji depend on the system's fonts. */
export function SportBadge({ name }: { name: string }) {
  return (
    <span css={badge} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
