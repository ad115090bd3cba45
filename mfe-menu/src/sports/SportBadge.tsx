import { css } from '@emotion/react';

const badge = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 22px;
  height: 22px;
  border-radius: 6px;
  background: var(--sb-surface-2);
  border: 1px solid var(--sb-border);
  color: var(--sb-text-muted);
  font-size: 11px;
  font-weight: 700;
`;

/** A sport's initial in a small tile: readable everywhere, where sport emoji depend on the system's fonts. */
export function SportBadge({ name }: { name: string }) {
  return (
    <span css={badge} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
