import { css } from '@emotion/react';
import type { ReactNode } from 'react';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  /* My bets as a page has the room for cards side by side. */
  [data-variant='page'] & {
    grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  }
`;

const message = css`
  margin: 12px 4px;
  color: var(--sb-text-muted);
  text-align: center;
`;

const hint = css`
  ${message}
  font-size: 11px;
`;

const textButton = css`
  border: 0;
  background: transparent;
  color: var(--sb-accent);
  font-weight: 700;
  cursor: pointer;
  padding: 6px 0;
  min-height: 32px;
`;

/** The open or settled bets, one card an item. */
export function BetList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="bets" css={list} aria-label={label}>
      {children}
    </ul>
  );
}

/** What a tab says in place of its list: loading, failed, or empty. */
export function ListMessage({ role, children }: { role?: 'alert'; children: ReactNode }) {
  return (
    <p className="empty" css={message} role={role}>
      {children}
    </p>
  );
}

/** A small note under a list. */
export function ListHint({ children }: { children: ReactNode }) {
  return (
    <p className="hint" css={hint}>
      {children}
    </p>
  );
}

/** A button that reads as a link: try again, bet details. */
export function TextButton({
  children,
  onClick,
  ...aria
}: {
  children: ReactNode;
  onClick: () => void;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  return (
    <button type="button" className="link" css={textButton} onClick={onClick} {...aria}>
      {children}
    </button>
  );
}
