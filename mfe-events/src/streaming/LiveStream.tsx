import { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { sessionToken, useShellContext, useShellStore, type SportEvent } from '@sportsbook/contracts';
import { streamAvailable } from '@sportsbook/domain';
import { playbackErrorMessage, streamOffered, streamUrl, StreamUrlNotSetError } from './streamRules';
import { playHls, type PlaybackError } from './playHls';
import { useEventStream, useStreamViewer } from './useStreams';
import { controlButton } from '@sportsbook/ui';

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 8px 0;
  button {
    ${controlButton};
    align-self: flex-start;
    padding: 6px 12px;
  }
  video {
    width: 100%;
    aspect-ratio: 16 / 9;
    background: #000;
    border-radius: 6px;
  }
  .note {
    margin: 0;
    color: var(--sb-text-muted);
    font-size: 13px;
  }
  [role='alert'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    color: var(--sb-negative);
    p {
      margin: 0;
    }
  }
`;

/**
 * The live stream of an event (spec 2 section 5): offered for live events of a streaming sport that have a
 * stream, where the viewer's country or IP allows it; players watch, visitors are asked to log in.
 */
export function LiveStream({ event }: { event: SportEvent }) {
  const enabled = useShellStore('globalSettings', (s) => s.settings.enable_clem_streaming);
  return enabled && streamOffered(event) ? <EventStream event={event} /> : null;
}

function EventStream({ event }: { event: SportEvent }) {
  const { t } = useTranslation();
  const { bus, stores } = useShellContext();
  const stream = useEventStream(event.id).data;
  const viewer = useStreamViewer();
  const status = useShellStore('session', (s) => s.status);
  const [watching, setWatching] = useState(false);
  if (!stream || !viewer || status === 'unknown') return null;

  const label = t('events.stream.title', 'Live stream');
  if (!streamAvailable(stream, viewer)) {
    return (
      <section css={panel} aria-label={label}>
        <p className="note">{t('events.stream.not-available', 'Live streaming is not available in your country.')}</p>
      </section>
    );
  }
  if (status !== 'logged-in') {
    const askLogin = () => {
      if (stores.ui.getState().embedded) bus.emit('parent/post', { type: 'login-requested' });
      else bus.emit('session/login-requested', { reason: 'user' });
    };
    return (
      <section css={panel} aria-label={label}>
        <button type="button" onClick={askLogin}>
          {t('events.stream.login', 'Log in to watch')}
        </button>
      </section>
    );
  }
  return (
    <section css={panel} aria-label={label}>
      <button type="button" aria-pressed={watching} onClick={() => setWatching(!watching)}>
        {t('events.stream.watch', 'Watch live')}
      </button>
      {watching ? <StreamPlayer streamId={stream.stream_id} title={event.name} /> : null}
    </section>
  );
}

/** A stream that has played and has waited for data this long is said to have stopped (hls.js retries for longer). */
export const STALL_NOTICE_MS = 3000;

/** Whether the stream has stopped mid-play: waiting for data for STALL_NOTICE_MS, until it plays again. */
function useStall() {
  const [now, setNow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    now,
    waiting: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNow(true), STALL_NOTICE_MS);
    },
    resumed: () => {
      clearTimeout(timer.current);
      setNow(false);
    },
  };
}

/** The player: fetches the stream's URL, puts the session token in it and plays it until it fails or is closed. */
function StreamPlayer({ streamId, title }: { streamId: string; title: string }) {
  const { t } = useTranslation();
  const { api, stores } = useShellContext();
  // Each attempt asks for the URL afresh, with the token the player has then.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<PlaybackError | null>(null);
  const [playing, setPlaying] = useState(false);
  const stalled = useStall();
  const video = useRef<HTMLVideoElement>(null);
  const source = useQuery({
    queryKey: ['video_stream_url', streamId, attempt],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<{ url?: string }>(`/api/video_streams/${encodeURIComponent(streamId)}`, { signal });
      return streamUrl(data.url, sessionToken(stores.session.getState().session) ?? '');
    },
  });
  const url = source.data;

  useEffect(() => {
    const element = video.current;
    if (!url || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void playHls(element, url, setFailure).then((stopPlayback) => {
      if (cancelled) stopPlayback();
      else stop = stopPlayback;
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [url]);

  const retry = () => {
    setFailure(null);
    setPlaying(false);
    setAttempt((n) => n + 1);
  };

  let message: string | null = null;
  if (source.error instanceof StreamUrlNotSetError) message = t('events.stream.url-not-set', source.error.message);
  else if (source.error) message = t(playbackErrorMessage(4).key, playbackErrorMessage(4).text);
  else if (failure !== null) message = t(playbackErrorMessage(failure).key, playbackErrorMessage(failure).text);

  return (
    <>
      <video
        key={attempt}
        ref={video}
        aria-label={t('events.stream.video', { defaultValue: 'Live stream of {{title}}', title })}
        muted
        autoPlay
        playsInline
        controls
        onPlaying={() => {
          setPlaying(true);
          stalled.resumed();
        }}
        onWaiting={stalled.waiting}
        onError={(e) => setFailure(e.currentTarget.error?.code ?? 0)}
      />
      {message ? (
        <div role="alert">
          <p>{message}</p>
          <button type="button" onClick={retry}>
            {t('events.stream.retry', 'Retry')}
          </button>
        </div>
      ) : !playing ? (
        <p className="note" role="status">
          {t('events.stream.loading', 'Loading the stream…')}
        </p>
      ) : stalled.now ? (
        <p className="note" role="status">
          {t('events.stream.stalled', 'The stream has stopped. Waiting for it to come back…')}
        </p>
      ) : null}
    </>
  );
}
