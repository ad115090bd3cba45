import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Stream } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { LiveStream, STALL_NOTICE_MS } from './LiveStream';

/** hls.js as far as the player uses it; the real one needs Media Source Extensions, which jsdom lacks. */
const mockHls: {
  instances: { source?: string; media?: HTMLMediaElement; destroyed: boolean; fail(type: string, details?: string): void }[];
} = {
  instances: [],
};
jest.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    source?: string;
    media?: HTMLMediaElement;
    destroyed = false;
    private onError?: (event: string, data: { fatal: boolean; type: string; details?: string }) => void;
    constructor() {
      mockHls.instances.push(this);
    }
    on(_event: string, listener: (event: string, data: { fatal: boolean; type: string; details?: string }) => void) {
      this.onError = listener;
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
    fail(type: string, details?: string) {
      this.onError?.('hlsError', { fatal: false, type: 'networkError' });
      this.onError?.('hlsError', { fatal: true, type, details });
    }
  }
  return { __esModule: true, default: FakeHls };
});

const live = sampleEvent(7, {
  name: 'Navi v Vitality',
  sportCode: 'CSGO',
  liveStreaming: true,
  clock: { minutes: 12, status: 'RUNNING' },
});
const PLAYLIST = '/api/video_streams/s7/playlist.m3u8?token={token}';

interface Platform {
  streams?: Partial<Stream>[];
  country?: string;
  ip?: string;
  url?: string | null;
  urlStatus?: number;
}

type Answer = NonNullable<Parameters<typeof renderInEvents>[1]>;

function answerAs({
  streams = [{ stream_id: 's7', provider: 'oddin' }],
  country = 'GB',
  ip = '10.0.0.1',
  url = PLAYLIST,
  urlStatus = 200,
}: Platform = {}): Answer {
  return (config) => {
    if (config.url === '/api/video_streams') return { status: 200, data: streams.map((stream) => ({ eventId: 7, ...stream })) };
    if (config.url === '/api/v2/geo_data') return { status: 200, data: { countryCode: country, ip } };
    if (config.url === '/api/video_streams/s7')
      return { status: urlStatus, data: url === null ? { stream_id: 's7' } : { stream_id: 's7', provider: 'oddin', url } };
    return { status: 404 };
  };
}

function renderStream(event = live, platform: Platform = {}, as: 'player' | 'visitor' = 'player') {
  const shell = renderInEvents(<LiveStream event={event} />, answerAs(platform));
  act(() => {
    if (as === 'player') shell.stores.session.getState().logIn({ jwe_token: 'tok.en', username: 'demo', currency: 'EUR' });
    else shell.stores.session.getState().markAnonymous();
  });
  return shell;
}

const streamUrlCalls = (shell: ReturnType<typeof renderStream>) =>
  shell.requests.filter((request) => request.url === '/api/video_streams/s7').length;

async function watch() {
  await userEvent.click(await screen.findByRole('button', { name: 'Watch live' }));
  return screen.findByLabelText<HTMLVideoElement>('Live stream of Navi v Vitality');
}

function failWith(video: HTMLVideoElement, code: number) {
  Object.defineProperty(video, 'error', { configurable: true, value: { code } });
  fireEvent.error(video);
}

describe('live stream', () => {
  let canPlayHls: jest.SpyInstance;
  beforeEach(() => {
    mockHls.instances = [];
    // jsdom plays nothing: the element says whether it could play HLS natively, and loading is a no-op.
    canPlayHls = jest
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // Unmounted first, while loading is still the no-op above.
    cleanup();
    jest.restoreAllMocks();
    delete (window as { MediaSource?: unknown }).MediaSource;
  });

  it('shows nothing for an event without a stream, a pre-match event, a sport that is not streamed, or streaming turned off', async () => {
    const cases = [
      renderStream({ ...live, liveStreaming: false }),
      renderStream({ ...live, clock: undefined }),
      renderStream({ ...live, sportCode: 'FOOT' }),
      renderStream(live, { streams: [] }),
    ];
    const off = renderStream();
    act(() => {
      const state = off.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, enable_clem_streaming: false }, mobile: state.byChannel.mobile }, 'web');
    });
    await waitFor(() => expect(cases[3].requests.map((r) => r.url)).toContain('/api/video_streams'));
    for (const shell of [...cases, off]) expect(shell.container).toBeEmptyDOMElement();
    expect(cases[0].requests).toEqual([]);
  });

  it('tells a viewer in a blocked country that streaming is not available', async () => {
    renderStream(live, { streams: [{ stream_id: 's7', provider: 'perform_desktop', blocked_countries: ['US'] }], country: 'US' });
    expect(await screen.findByText('Live streaming is not available in your country.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch live' })).not.toBeInTheDocument();
  });

  it('lets a viewer in a country off the allowed list watch from an IP of the settings list', async () => {
    const shell = renderStream(live, {
      streams: [{ stream_id: 's7', provider: 'betgenius_v3', allowed_countries: ['GB'] }],
      country: 'US',
      ip: '10.9.8.7',
    });
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll(
        {
          web: { ...state.settings, location_configuration: { stream_allowed_ips: ['10.9.8.7'] } },
          mobile: state.byChannel.mobile,
        },
        'web',
      );
    });
    expect(await screen.findByRole('button', { name: 'Watch live' })).toBeInTheDocument();
  });

  it('asks a visitor to log in to watch', async () => {
    const shell = renderStream(live, {}, 'visitor');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in to watch' }));
    expect(shell.emittedOf('session/login-requested')).toEqual([{ reason: 'user' }]);
    expect(screen.queryByRole('button', { name: 'Watch live' })).not.toBeInTheDocument();
  });

  it('plays the stream natively with the session token in its URL, loading until it plays, and closes it', async () => {
    renderStream();
    await watch();
    const video = screen.getByLabelText<HTMLVideoElement>('Live stream of Navi v Vitality');
    expect(screen.getByRole('button', { name: 'Watch live' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(video).toHaveAttribute('src', '/api/video_streams/s7/playlist.m3u8?token=tok.en'));
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the stream…');
    fireEvent.playing(video);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(screen.getByRole('button', { name: 'Watch live' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Live stream of Navi v Vitality')).not.toBeInTheDocument();
  });

  it.each([
    [1, 'The video playback was aborted.'],
    [2, 'A network error caused the video download to fail part-way.'],
    [
      3,
      'The video playback was aborted due to a corruption problem or because the video used features your browser did not support.',
    ],
    [4, 'The video could not be loaded, either because the server or network failed or because the format is not supported.'],
    [9, 'An unknown error occurred.'],
  ])('shows the message of MediaError %d and retries with a fresh URL', async (code, text) => {
    const shell = renderStream();
    const video = await watch();
    await waitFor(() => expect(video).toHaveAttribute('src'));
    failWith(video, code);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(streamUrlCalls(shell)).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(streamUrlCalls(shell)).toBe(2));
    const again = screen.getByLabelText<HTMLVideoElement>('Live stream of Navi v Vitality');
    expect(again).not.toBe(video);
    await waitFor(() => expect(again).toHaveAttribute('src', '/api/video_streams/s7/playlist.m3u8?token=tok.en'));
  });

  it('says the stream URL is not set when the platform gives none', async () => {
    renderStream(live, { url: null });
    await watch();
    expect(await screen.findByRole('alert')).toHaveTextContent('The stream URL is not set');
  });

  it('says the source cannot be loaded when the URL call fails', async () => {
    renderStream(live, { urlStatus: 500 });
    await watch();
    expect(await screen.findByRole('alert')).toHaveTextContent('The video could not be loaded');
  });

  it('says the source is not supported where the browser plays HLS neither way', async () => {
    canPlayHls.mockReturnValue('');
    renderStream();
    await watch();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The video could not be loaded, either because the server or network failed or because the format is not supported.',
    );
  });

  it('plays through hls.js where Media Source Extensions exist, showing its fatal errors, and stops it when closed', async () => {
    Object.assign(window, { MediaSource: class {} });
    renderStream();
    const video = await watch();
    await waitFor(() => expect(mockHls.instances).toHaveLength(1));
    const [hls] = mockHls.instances;
    expect(hls.source).toBe('/api/video_streams/s7/playlist.m3u8?token=tok.en');
    expect(hls.media).toBe(video);
    expect(video).not.toHaveAttribute('src');
    act(() => hls.fail('mediaError'));
    expect(screen.getByRole('alert')).toHaveTextContent('corruption problem');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(hls.destroyed).toBe(true);
    await waitFor(() => expect(mockHls.instances).toHaveLength(2));
    act(() => mockHls.instances[1].fail('networkError'));
    expect(screen.getByRole('alert')).toHaveTextContent('A network error caused the video download to fail part-way.');
    await userEvent.click(screen.getByRole('button', { name: 'Watch live' }));
    expect(mockHls.instances[1].destroyed).toBe(true);
  });

  it.each([
    ['a playlist that is not there (404)', 'manifestLoadError'],
    ['an HTML page where the playlist should be', 'manifestParsingError'],
  ])('says the source cannot be played for %s, not that the network failed', async (_, details) => {
    Object.assign(window, { MediaSource: class {} });
    renderStream();
    await watch();
    await waitFor(() => expect(mockHls.instances).toHaveLength(1));
    act(() => mockHls.instances[0].fail('networkError', details));
    expect(screen.getByRole('alert')).toHaveTextContent('the format is not supported');
  });

  it('says a stream that stopped mid-play has stopped, a few seconds into the wait, until it plays again', async () => {
    renderStream();
    const video = await watch();
    fireEvent.playing(video);
    jest.useFakeTimers();
    try {
      fireEvent.waiting(video);
      act(() => jest.advanceTimersByTime(STALL_NOTICE_MS - 1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('The stream has stopped. Waiting for it to come back…');
      fireEvent.playing(video);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
