import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { DropOnError } from '@sportsbook/contracts';
import { skeleton } from '@sportsbook/ui';

const card = css`
  background: var(--sb-surface);
  border: 1px solid var(--sb-border);
  border-radius: var(--sb-radius);
  overflow: hidden;
  margin-bottom: 12px;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    justify-content: space-between;
    padding: 12px;
  }
  h1,
  h2 {
    margin: 0;
    font-size: 17px;
  }
  .state {
    padding: 0 12px 12px;
    margin: 0;
    color: var(--sb-text-muted);
  }
  .more {
    display: block;
    width: 100%;
    border: 0;
    border-top: 1px solid var(--sb-border);
    padding: 10px;
    background: transparent;
    color: var(--sb-link);
    cursor: pointer;
    font-weight: 600;
  }
`;

/** Placeholder rows of an event list about as tall as the real ones (67 px on desktop, about 120 px on phones). */
const rowSkeleton = css`
  ${skeleton};
  height: 56px;
  @media (max-width: 1023px) {
    height: 120px;
  }
  margin: 8px 12px;
`;

export function Card({
  title,
  heading = 'h2',
  actions,
  children,
}: {
  title: string;
  heading?: 'h1' | 'h2';
  actions?: ReactNode;
  children: ReactNode;
}) {
  const Heading = heading;
  // Bad data in one section drops that section alone, reported and not shown (spec 2 section 8);
  // the page's other sections stay.
  return (
    <DropOnError what={`section ${title}`}>
      <section css={card} aria-label={title}>
        <header>
          <Heading>{title}</Heading>
          {actions}
        </header>
        {children}
      </section>
    </DropOnError>
  );
}

/**
 * Placeholder rows for a list that fills the screen when loaded: the content below it starts off screen and
 * stays there, instead of being pushed down when the events arrive (layout shift).
 */
export const SCREENFUL_ROWS = 10;

/** Loading, empty and error states of a list (spec 2 section 8), with a retry on errors. */
export function ListState({
  pending,
  error,
  empty,
  onRetry,
  rows = 3,
}: {
  pending: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
  /** Placeholder rows while loading. */
  rows?: number;
}) {
  const { t } = useTranslation();
  if (pending) return <SkeletonRows rows={rows} />;
  // A call that failed says so, never that there are no matches (the spec's no-events text is for an empty list).
  if (error) {
    return (
      <p className="state" role="alert">
        {t('events.listFailed', 'We could not load the matches.')}{' '}
        <button type="button" onClick={onRetry}>
          {t('shell.retry', 'Retry')}
        </button>
      </p>
    );
  }
  if (empty) {
    return (
      <p className="state" role="status">
        {t('errors.error-no-events-found-for-this-eventpath', 'No events found for this eventpath')}
      </p>
    );
  }
  return null;
}

function SkeletonRows({ rows }: { rows: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} css={rowSkeleton} data-testid="event-skeleton" />
      ))}
    </>
  );
}

/** A page whose code is still on its way: the frame and placeholder rows a list shows while it loads. */
export function LoadingCard() {
  const { t } = useTranslation();
  return (
    <section css={card} role="status" aria-busy="true" aria-label={t('events.content.loading', 'Loading…')}>
      <SkeletonRows rows={SCREENFUL_ROWS} />
    </section>
  );
}
