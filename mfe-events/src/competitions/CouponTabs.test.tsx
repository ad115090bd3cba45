import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShellRoute } from '@sportsbook/contracts';
import { renderInEvents } from '../testing/renderInEvents';
import { sampleEvent } from '../testing/sampleEvents';
import { CouponTabs } from './CouponTabs';

const groups: Record<string, unknown> = {
  '/api/coupon_groups/1': {
    title: 'Popular',
    coupons: [
      { id: 1, name: "Today's football", sport_id: 240 },
      { id: 2, name: 'Basketball tonight', sport_id: 227 },
    ],
  },
};

function Search() {
  return <output aria-label="search">{useShellRoute().search}</output>;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', `/en${url}`);
  const view = renderInEvents(
    <>
      <CouponTabs />
      <Search />
    </>,
    (config) => {
      if (config.url && config.url in groups) return { status: 200, data: groups[config.url] };
      if (config.url === '/xapi/rest/events')
        return {
          status: 200,
          data: {
            events: [sampleEvent(Number((config.params as { eventPathIds: number[] }).eventPathIds[0]))],
            page: 1,
            pageSize: 20,
            total: 1,
          },
        };
      return { status: 500 };
    },
  );
  // What the shell does with a navigation in place.
  view.bus.on('navigation/go', ({ path }) => {
    window.history.replaceState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return view;
}

describe('coupon tabs', () => {
  it('opens the coupon that ?active-coupon= names, and keeps a group that failed out', async () => {
    const shell = renderAt('/homepage?active-coupon=2');
    expect(await screen.findByRole('tab', { name: 'Basketball tonight' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: /Home 227/ })).toBeInTheDocument();
    expect(shell.requests.find((r) => r.url === '/xapi/rest/events')?.params).toMatchObject({
      eventPathIds: [227],
      period: 'this_week',
    });
  });

  it('opens the first coupon by default, and writes the chosen tab into the address', async () => {
    renderAt('/homepage');
    expect(await screen.findByRole('tab', { name: "Today's football" })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Basketball tonight' }));
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?active-coupon=2');
    expect(await screen.findByRole('link', { name: /Home 227/ })).toBeInTheDocument();
  });
});
