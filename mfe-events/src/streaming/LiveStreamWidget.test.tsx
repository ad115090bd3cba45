import { act, cleanup, screen } from '@testing-library/react';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { LiveStreamWidget } from './LiveStreamWidget';

jest.mock('hls.js', () => ({ __esModule: true, default: class {} }));

const running = { sportCode: 'CSGO', liveStreaming: true, clock: { minutes: 12, status: 'RUNNING' as const } };
const shownMatch = sampleEvent(7, { name: 'Navi v Vitality', ...running });
const otherMatch = sampleEvent(8, { name: 'G2 v FaZe', ...running });
const preMatch = sampleEvent(9, { name: 'Astralis v Heroic', sportCode: 'CSGO', liveStreaming: true, clock: undefined });

type Answer = NonNullable<Parameters<typeof renderInEvents>[1]>;

const platform =
  ({ country = 'GB' } = {}): Answer =>
  (config) => {
    if (config.url === '/api/video_streams') {
      const ids = config.params.eventIds ? String(config.params.eventIds).split(',').map(Number) : [9, 8, 7];
      return {
        status: 200,
        data: ids.map((eventId) => ({ eventId, stream_id: `s${eventId}`, provider: 'oddin', blocked_countries: ['US'] })),
      };
    }
    if (config.url === '/xapi/rest/events/7') return { status: 200, data: shownMatch };
    if (config.url === '/xapi/rest/events/9') return { status: 200, data: preMatch };
    if (config.url === '/xapi/rest/events')
      return { status: 200, data: { events: [otherMatch, shownMatch], page: 1, pageSize: 3, total: 2 } };
    if (config.url === '/api/v2/geo_data') return { status: 200, data: { countryCode: country, ip: '10.0.0.1' } };
    return { status: 404 };
  };

function renderAt(path: string, as: 'player' | 'visitor' = 'player', country = 'GB') {
  window.history.pushState({}, '', path);
  const shell = renderInEvents(<LiveStreamWidget />, platform({ country }));
  act(() => {
    if (as === 'player') shell.stores.session.getState().logIn({ jwe_token: 'tok.en', username: 'demo', currency: 'EUR' });
    else shell.stores.session.getState().markAnonymous();
  });
  return shell;
}

describe('the live-stream widget of a side column', () => {
  afterEach(() => {
    cleanup();
    window.history.pushState({}, '', '/');
  });

  it("plays the event page's own event", async () => {
    renderAt('/en/live/7-navi-v-vitality');
    expect(await screen.findByText('Navi v Vitality')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live stream' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Watch live' })).toBeInTheDocument();
  });

  it('plays the first live event with a stream on a page without one, past a pre-match event', async () => {
    renderAt('/en/live/sport');
    expect(await screen.findByText('G2 v FaZe')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Watch live' })).toBeInTheDocument();
    expect(screen.queryByText('Navi v Vitality')).not.toBeInTheDocument();
  });

  it('falls back to the first streamed live event when the page shows a pre-match event', async () => {
    renderAt('/en/events/9-astralis-v-heroic');
    expect(await screen.findByText('G2 v FaZe')).toBeInTheDocument();
  });

  it('asks a visitor to log in, as the event page does', async () => {
    renderAt('/en/live/sport', 'visitor');
    expect(await screen.findByRole('button', { name: 'Log in to watch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch live' })).not.toBeInTheDocument();
  });

  it('keeps to the streaming rule: a viewer in a blocked country is told, and gets no player', async () => {
    renderAt('/en/live/sport', 'player', 'US');
    expect(await screen.findByText('Live streaming is not available in your country.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watch live' })).not.toBeInTheDocument();
  });

  it('shows nothing with streaming turned off for the brand', async () => {
    window.history.pushState({}, '', '/en/live/sport');
    const shell = renderInEvents(<LiveStreamWidget />, platform());
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, enable_clem_streaming: false }, mobile: state.byChannel.mobile }, 'web');
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shell.requests.map((r) => r.url)).not.toContain('/xapi/rest/events');
    expect(shell.container).toBeEmptyDOMElement();
  });
});
