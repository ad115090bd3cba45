import { act, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'zustand/vanilla';
import type { PageLayout } from '@sportsbook/contracts';
import { renderInShell, type FakeRequest } from '@sportsbook/testing';
import type { RouteState } from '../routing/routeState';
import { SideWidgets } from './SideWidgets';
import { shellWidgetsOf } from './sideWidgets';

// The events remote's exposed live-stream part, as the parcel would draw it (remoteParts.test.ts mounts a real parcel).
jest.mock('../remotes/remoteParts', () => ({
  mountRemotePart: async (remote: string, part: string, element: HTMLElement) => {
    element.innerHTML = `<section aria-label="Live stream"><p>${remote} ${part}</p></section>`;
    return async () => void (element.innerHTML = '');
  },
}));

const layout = (column_type: PageLayout['column_type']): PageLayout => ({
  url: '/*',
  column_type,
  left_column: [
    { name: 'navigation_menu', id: 1 },
    { name: 'advert', id: 1 },
    { name: 'html_widget', id: 1 },
  ],
  right_column: [
    { name: 'betslip', id: 2 },
    { name: 'advert', id: 2 },
    { name: 'live_stream', id: 1 },
  ],
  centre_column_bottom: [],
});

describe('side-column widgets (spec 1 section 2.4)', () => {
  it.each([
    // column type, desktop, left widgets, right widgets
    ['triple', true, ['advert 1', 'html_widget 1'], ['advert 2', 'live_stream 1']],
    ['side_left', true, ['advert 1', 'html_widget 1'], []],
    ['side_right', true, [], ['advert 2', 'live_stream 1']],
    ['single', true, [], []],
    ['triple', false, [], []],
  ] as const)('%s on desktop %s: left %j, right %j', (columnType, desktop, left, right) => {
    const widgets = shellWidgetsOf(layout(columnType), desktop);
    expect(widgets.left.map((w) => `${w.name} ${w.id}`)).toEqual(left);
    expect(widgets.right.map((w) => `${w.name} ${w.id}`)).toEqual(right);
  });

  function renderWidgets(loggedIn: boolean) {
    const answer = (request: FakeRequest) => {
      if (request.url === '/api/adverts/1')
        return request.params.player_type === 'logged_out'
          ? {
              status: 200,
              data: {
                name: 'Welcome bonus',
                description: 'Your first bet back',
                link: '/en/promotions',
                link_name: 'Find out more',
                attachment_path: '/api/adverts/1/image.svg',
                width_in_pixels: 380,
                height_in_pixels: 160,
                show_description: true,
                popup: false,
              },
            }
          : { status: 404, data: { message: 'advert 1 is not for this player' } };
      if (request.url === '/api/adverts/2')
        return request.params.player_type === 'logged_in'
          ? {
              status: 200,
              data: {
                name: 'Acca boost',
                description: 'Extra on multiples',
                link: '/en/promotions',
                link_name: '',
                attachment_path: '/api/adverts/2/image.svg',
                width_in_pixels: 380,
                height_in_pixels: 160,
                show_description: false,
                popup: false,
              },
            }
          : { status: 404, data: { message: 'advert 2 is not for this player' } };
      if (request.url === '/api/html_widgets/1')
        return {
          status: 200,
          data: {
            content: '<h3>Responsible gaming</h3><img src="x" onerror="window.pwned = true"><script>window.pwned = 1</script>',
          },
        };
      return { status: 404 };
    };
    const shell = renderInShell(<></>, answer);
    const left = document.createElement('aside');
    const right = document.createElement('aside');
    document.body.append(left, right);
    const route = createStore<RouteState>()(
      () => ({ locale: 'en', path: '/sports', previous: null, current: '/en/sports' }) as RouteState,
    );
    act(() => {
      shell.stores.ui.getState().setViewport(1280);
      const settings = shell.stores.globalSettings.getState();
      settings.setAll(
        { web: { ...settings.settings, page_layouts: [layout('triple')] }, mobile: settings.byChannel.mobile },
        'web',
      );
      if (loggedIn)
        shell.stores.session
          .getState()
          .logIn({ jwe_token: 't', username: 'demo', currency: 'EUR', icore_player_id: '1' } as never);
      else shell.stores.session.getState().markAnonymous();
    });
    shell.rerender(
      <SideWidgets
        regions={{ area: (name) => (name === 'left' ? left : right) }}
        stores={shell.stores}
        route={route}
        api={shell.api}
      />,
    );
    return { ...shell, left, right };
  }

  it('shows a visitor the advert for visitors and the html widget, sanitised, in the left column', async () => {
    const { left, right, requests } = renderWidgets(false);
    const advert = await within(left).findByRole('complementary', { name: 'Welcome bonus' });
    expect(within(advert).getByRole('img', { name: 'Welcome bonus' })).toHaveAttribute('src', '/api/adverts/1/image.svg');
    expect(within(advert).getByText('Your first bet back')).toBeInTheDocument();
    expect(within(advert).getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/en/promotions');
    expect(await within(left).findByRole('heading', { name: 'Responsible gaming' })).toBeInTheDocument();
    expect(left.querySelector('script, [onerror]')).toBeNull();
    // The logged-in advert is not for a visitor: the right column shows nothing of it.
    await waitFor(() => expect(requests.some((r) => r.url === '/api/adverts/2')).toBe(true));
    expect(within(right).queryByRole('complementary')).not.toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/adverts/1')!.params).toEqual({ player_type: 'logged_out' });
    expect(requests.find((r) => r.url === '/api/html_widgets/1')!.params).toEqual({ active: true });
    // A remote the shell moves into the column afterwards (the betslip on a route change) goes above them.
    const slot = document.createElement('section');
    slot.dataset.region = 'betslip';
    left.append(slot);
    await waitFor(() => expect(left.lastElementChild).toHaveAttribute('data-widgets', 'true'));
    expect(left.firstElementChild).toBe(slot);
  });

  it('asks for a logged-in player’s adverts with the player type and username', async () => {
    const { left, right, requests } = renderWidgets(true);
    expect(await within(right).findByRole('complementary', { name: 'Acca boost' })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/adverts/2')!.params).toEqual({ player_type: 'logged_in', username: 'demo' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/adverts/1')).toBe(true));
    expect(within(left).queryByRole('complementary', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your first bet back')).not.toBeInTheDocument();
  });

  it("mounts the events remote's live-stream part below the right column's remotes", async () => {
    const { right, left } = renderWidgets(true);
    const player = await within(right).findByRole('region', { name: 'Live stream' });
    expect(within(player).getByText('events liveStreamWidget')).toBeInTheDocument();
    expect(within(left).queryByRole('region', { name: 'Live stream' })).not.toBeInTheDocument();
  });
});
