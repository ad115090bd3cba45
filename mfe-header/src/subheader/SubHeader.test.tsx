import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '@sportsbook/testing';
import { answers, setSettings } from '../testing/headerShell';
import { SubHeader } from './SubHeader';

const api = answers({
  '/api/submenus/1': {
    submenu_links: [
      { id: 1, name: 'Sports', url: '/sports' },
      { id: 2, name: 'Live', url: '/live/sport' },
      { id: 3, name: 'Jackpot', url: '/jackpot' },
      { id: 4, name: 'Virtuals', url: '/sports/kiron' },
    ],
  },
});

/**
 * jsdom lays nothing out: the measured texts get 10 px a character and the links' row the width the
 * test sets, so 'Sports' is 60 + 24 px, 'Live' 64, 'Jackpot' 94, 'Virtuals' 104 and 'More ▾' 84.
 */
let rowWidth = 300;
beforeEach(() => {
  rowWidth = 300;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    let width = 0;
    if (this.tagName === 'SPAN' && this.parentElement?.getAttribute('aria-hidden') === 'true')
      width = (this.textContent ?? '').length * 10;
    else if (this.tagName === 'UL' && this.parentElement?.tagName === 'NAV' && this.parentElement.querySelector('ul') === this)
      width = rowWidth;
    return { width, height: 32, top: 0, left: 0, right: width, bottom: 32, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => jest.restoreAllMocks());

describe('sub-header overflow', () => {
  it('keeps the links that fit beside More and moves the rest into it', async () => {
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, { subheader_id: 1, show_kiron_virtuals: true });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await within(nav).findByRole('button', { name: 'More' });
    // 84 (More) + 84 + 64 = 232 fits 300; Jackpot would make it 326.
    expect(within(nav).getByRole('link', { name: 'Sports' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Live' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Jackpot' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'More' }));
    expect(within(nav).getByRole('link', { name: 'Jackpot' })).toHaveAttribute('href', '/en/jackpot');
    await userEvent.click(within(nav).getByRole('link', { name: 'Virtuals' }));
    expect(shell.emittedOf('navigation/go')).toEqual([{ path: '/en/sports/kiron' }]);
  });

  it("never links Virtuals to Kiron's page once the brand turns Kiron off", async () => {
    rowWidth = 1000;
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, { subheader_id: 1, show_kiron_virtuals: false });
    const virtuals = await within(await screen.findByRole('navigation', { name: 'Sections' })).findByRole('link', {
      name: 'Virtuals',
    });
    expect(virtuals).not.toHaveAttribute('href', '/en/sports/kiron');
    expect(virtuals).toHaveAttribute('href', '/en/sports/betradar-virtuals');
    expect(shell.requests.some((r) => r.url === '/api/submenus/1')).toBe(true);
  });

  it('shows every link and no More once the row is wide enough', async () => {
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, { subheader_id: 1 });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    await within(nav).findByRole('button', { name: 'More' });
    rowWidth = 1000;
    act(() => window.dispatchEvent(new Event('resize')));
    expect(within(nav).getByRole('link', { name: 'Virtuals' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    // The links carry the sub-header's link style (padding that the overflow measure counts on), not the browser's.
    expect(within(nav).getByRole('link', { name: 'Sports' })).toHaveStyle({ paddingLeft: '12px', textDecoration: 'none' });
  });

  it("reads the operator's translation tokens in link names in the page's language", async () => {
    rowWidth = 1000;
    const tokens = answers({
      '/api/submenus/1': {
        submenu_links: [
          { id: 1, name: 'T_[header.sports]_T', url: '/sports' },
          { id: 2, name: 'T_[header.unknown]_T', url: '/live/sport' },
        ],
      },
    });
    const shell = renderInShell(<SubHeader />, tokens, { header: { sports: 'Sportarten' } });
    setSettings(shell, { subheader_id: 1 });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(await within(nav).findByRole('link', { name: 'Sportarten' })).toHaveAttribute('href', '/en/sports');
    // A token no language knows stays visible, for the operator to see.
    expect(within(nav).getByRole('link', { name: 'T_[header.unknown]_T' })).toBeInTheDocument();
  });

  it('asks for no submenu when the brand names none', () => {
    const shell = renderInShell(<SubHeader />, api);
    expect(shell.requests.filter((request) => request.url?.startsWith('/api/submenus'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'Promotions' })).toBeInTheDocument();
  });
});

describe('sub-header right side', () => {
  it('shows every item of spec 1 section 2.5 once, each with an SVG icon, the operator pages in a new tab', () => {
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, {
      display_vip_scheme: true,
      live_chat_url: 'https://chat.example/',
      services_url: 'https://op.example/services',
      store_locator_url: 'https://op.example/shops',
      chat_url: 'https://op.example/chat',
    });
    act(() => shell.stores.session.getState().logIn({ jwe_token: 't', username: 'demo', currency: 'EUR' } as never));
    const names = ['Live Chat', 'Promotions', 'VIP', 'Services', 'Store Locator', 'Chat'];
    for (const name of names) {
      const links = screen.getAllByRole('link', { name });
      expect(links).toHaveLength(1);
      expect(links[0].querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(screen.getByRole('link', { name: 'Store Locator' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'VIP' })).toHaveAttribute('href', '/en/promotions#vip');
    expect(document.body.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('leaves out the operator pages the brand has not set, and Live Chat for visitors', () => {
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, { live_chat_url: 'https://chat.example/' });
    expect(screen.queryByRole('link', { name: 'Live Chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Services' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });
});

describe('dropdown flip', () => {
  it('aligns the panel to the trigger right edge near the window right edge', async () => {
    const shell = renderInShell(<SubHeader />, api);
    setSettings(shell, { subheader_id: 1 });
    const more = await screen.findByRole('button', { name: 'More' });
    jest.spyOn(more, 'getBoundingClientRect').mockReturnValue({ right: window.innerWidth - 150 } as DOMRect);
    await userEvent.click(more);
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')).toHaveAttribute('data-align', 'right');
  });
});
