import { Suspense, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useShellStore, type SportEvent } from '@sportsbook/contracts';
import { LiveStream, streamOffered } from '../streaming';
import { MatchTracker } from './MatchTracker';
import { pitchOf, type Pitch } from './trackerSports';

const switcher = css`
  display: flex;
  gap: 6px;
  margin: 0 12px 8px;
  button {
    padding: 6px 14px;
    border: 1px solid var(--sb-border);
    border-radius: 999px;
    background: var(--sb-surface-2);
    color: var(--sb-text);
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: var(--sb-accent);
    border-color: var(--sb-accent);
    color: var(--sb-accent-text);
  }
`;

/**
 * What a live event page shows of the match itself: the tracker for the sports it draws, the stream where the
 * feed streams the match, and a switch between the two where there are both.
 */
export function LiveMedia({ event }: { event: SportEvent }) {
  const pitch = pitchOf(event.sportCode);
  const streaming = useShellStore('globalSettings', (s) => s.settings.enable_clem_streaming) && streamOffered(event);
  if (!pitch) return <LiveStream event={event} />;
  return streaming ? <TrackerOrStream event={event} pitch={pitch} /> : <MatchTracker event={event} pitch={pitch} />;
}

function TrackerOrStream({ event, pitch }: { event: SportEvent; pitch: Pitch }) {
  const { t } = useTranslation();
  const [showing, setShowing] = useState<'tracker' | 'stream'>('tracker');
  return (
    <>
      <div css={switcher} role="group" aria-label={t('events.tracker.view', 'Follow the match')}>
        <button type="button" aria-pressed={showing === 'tracker'} onClick={() => setShowing('tracker')}>
          {t('events.tracker.show-tracker', 'Tracker')}
        </button>
        <button type="button" aria-pressed={showing === 'stream'} onClick={() => setShowing('stream')}>
          {t('events.tracker.show-stream', 'Stream')}
        </button>
      </div>
      {showing === 'tracker' ? (
        <MatchTracker event={event} pitch={pitch} />
      ) : (
        <Suspense fallback={null}>
          <LiveStream event={event} />
        </Suspense>
      )}
    </>
  );
}
