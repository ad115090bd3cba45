import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { ClosedReason } from '@sportsbook/contracts';
import { bookingCodeLink, formatBookingCode } from '@sportsbook/domain';
import type { SlipState } from '../betslip';
import type { BookingController } from './bookingController';
import { currentMessages, sharedCodeOf, type BookingProblem } from './bookingModel';
import { bookingArea } from './bookingStyles';

const REASON_KEY: Record<ClosedReason, string> = {
  suspended: 'betslip.booking.reason.suspended',
  closed: 'betslip.booking.reason.closed',
  started: 'betslip.booking.reason.started',
  'event-over': 'betslip.booking.reason.eventOver',
};
const PROBLEM_KEY: Record<BookingProblem, string> = {
  malformed: 'betslip.booking.problem.malformed',
  unknown: 'betslip.booking.problem.unknown',
  expired: 'betslip.booking.problem.expired',
  nothingOpen: 'betslip.booking.problem.nothingOpen',
  tooManyTries: 'betslip.booking.problem.tooManyTries',
  failed: 'betslip.booking.problem.failed',
};
/** How long a copy button says it copied. */
const COPIED_MS = 2000;

/**
 * Booking codes on the slip: with selections, Share gives the code and its link to copy; an empty slip has
 * the field to type a friend's code in; after a load, the code's closed selections are named with why.
 */
export function BookingPanel({ booking, slip }: { booking: BookingController; slip: Pick<SlipState, 'bets'> }) {
  const { t } = useTranslation();
  const state = useStore(booking.store);
  const count = Object.keys(slip.bets).length;
  const shared = sharedCodeOf(state, slip);
  return (
    <div css={bookingArea}>
      <BookingMessages booking={booking} slip={slip} />
      {count === 0 ? (
        <LoadCodeForm onLoad={(code) => void booking.load(code)} busy={state.busy} />
      ) : shared ? (
        <SharedCode code={shared} />
      ) : (
        <button type="button" className="secondary" disabled={state.busy} onClick={() => void booking.share()}>
          {state.busy ? t('betslip.booking.sharing', 'Sharing…') : t('betslip.booking.share', 'Share')}
        </button>
      )}
    </div>
  );
}

function BookingMessages({ booking, slip }: { booking: BookingController; slip: Pick<SlipState, 'bets'> }) {
  const { t } = useTranslation();
  const { loaded, problem } = currentMessages(useStore(booking.store), slip);
  if (problem)
    return (
      <p className="error" role="alert">
        {t(PROBLEM_KEY[problem.kind], { code: problem.code ? formatBookingCode(problem.code) : '' })}
      </p>
    );
  if (!loaded) return null;
  const code = formatBookingCode(loaded.code);
  return (
    <div role="status">
      {loaded.added ? <p className="notice">{t('betslip.booking.loaded', { code })}</p> : null}
      {loaded.closed.length ? (
        <>
          <p className="notice">{t('betslip.booking.closedIntro', { code })}</p>
          <ul className="closed" aria-label={t('betslip.booking.closedList', { code })}>
            {loaded.closed.map((selection) => (
              <li key={selection.outcomeId}>
                <strong>{selection.outcomeDescription}</strong> · {selection.marketDescription}
                <br />
                <small>
                  {selection.eventDescription}: {t(REASON_KEY[selection.reason])}
                </small>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function LoadCodeForm({ onLoad, busy }: { onLoad: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const id = useId();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim()) onLoad(typed);
      }}
    >
      <label htmlFor={id}>{t('betslip.booking.codeLabel', 'Booking code')}</label>
      <input
        id={id}
        className="code-field"
        value={typed}
        maxLength={20}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="7KQ2-M9XD"
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="secondary" disabled={busy || !typed.trim()}>
        {busy ? t('betslip.booking.loading', 'Loading…') : t('betslip.booking.load', 'Load')}
      </button>
    </form>
  );
}

function SharedCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'code' | 'link' | null>(null);
  const linkId = useId();
  const link = bookingCodeLink(window.location.href, code);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (what: 'code' | 'link') =>
    void navigator.clipboard
      ?.writeText(what === 'code' ? formatBookingCode(code) : link)
      .then(() => setCopied(what))
      .catch(() => undefined);
  return (
    <div className="booked">
      <span>{t('betslip.booking.yourCode', 'Your booking code')}</span>
      <span className="code">{formatBookingCode(code)}</span>
      <label htmlFor={linkId}>{t('betslip.booking.link', 'Link')}</label>
      <input id={linkId} className="link-field" readOnly value={link} onFocus={(event) => event.target.select()} />
      <div className="row">
        <button type="button" className="secondary" onClick={() => copy('code')}>
          {copied === 'code' ? t('betslip.booking.copied', 'Copied') : t('betslip.booking.copyCode', 'Copy code')}
        </button>
        <button type="button" className="secondary" onClick={() => copy('link')}>
          {copied === 'link' ? t('betslip.booking.copied', 'Copied') : t('betslip.booking.copyLink', 'Copy link')}
        </button>
      </div>
    </div>
  );
}
