import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInEvents } from '../testing/renderInEvents';
import type { Market, OddsType, SportEvent } from '@sportsbook/contracts';
import { OddsButton } from './OddsButton';
import { applyChanges, EMPTY_LIVE_STATE, liveState } from '../live/liveChanges';

const market: Market = {
  id: 10,
  eventId: 1,
  marketTypeId: 1,
  description: 'Match Result',
  status: 'open',
  period: { periodType: 100, sequence: 1, fullAbbreviation: 'FT', fullDescription: 'Full Time', inRunning: false },
  outcomes: [
    {
      id: 100,
      description: 'Arsenal',
      ordinalPosition: 1,
      hidden: false,
      consolidatedPrice: { currentPrice: { id: 100, decimal: 2.5 } },
    },
  ],
};
const event = {
  id: 1,
  slug: '1-arsenal-v-chelsea',
  name: 'Arsenal v Chelsea',
  sportCode: 'FOOT',
  opponents: [],
  eventPaths: [{ id: 240, parentId: null, description: 'Football' }],
  eventDate: '2026-11-22T15:00:00Z',
} as SportEvent;
const outcome = market.outcomes[0];

const priced = (decimal: number) => ({ ...outcome, consolidatedPrice: { currentPrice: { id: outcome.id, decimal } } });

function renderButton(price = 2.5, marketStatus: Market['status'] = 'open') {
  return renderInEvents(<OddsButton event={event} market={{ ...market, status: marketStatus }} outcome={priced(price)} />);
}

describe('odds button', () => {
  it.each([
    ['euro', 2.5, '2.50'],
    ['hk', 2.5, '1.50'],
    ['us', 2.5, '+150'],
    ['malay', 1.5, '0.50'],
    ['indo', 2.5, '1.50'],
  ] as [OddsType, number, string][])('shows %s odds of %d as %s', (oddsType, price, shown) => {
    const shell = renderButton(price);
    act(() => shell.stores.playerSettings.getState().update({ oddsType }));
    expect(screen.getByRole('button', { name: `Arsenal v Chelsea: Arsenal ${shown}` })).toBeInTheDocument();
  });

  it('shows negative malay odds when the brand turns negative odds on', () => {
    const shell = renderButton(3);
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, negative_odds_betslip: true }, mobile: state.byChannel.mobile }, 'web');
      shell.stores.playerSettings.getState().update({ oddsType: 'malay' });
    });
    expect(screen.getByText('-0.50')).toBeInTheDocument();
  });

  it('toggles the outcome on the betslip and asks a visitor to log in', async () => {
    const shell = renderButton();
    act(() => shell.stores.session.getState().markAnonymous());
    await userEvent.click(screen.getByRole('button', { name: /Arsenal 2.50/ }));
    expect(shell.emittedOf('betslip/toggle-outcome')[0].selection).toMatchObject({
      outcomeId: 100,
      marketId: 10,
      eventId: 1,
      decimal: 2.5,
    });
    expect(shell.emittedOf('session/login-requested')).toEqual([{ reason: 'place-bet' }]);
  });

  it('does not ask a logged-in player, nor a visitor on a brand with retail codes', async () => {
    const shell = renderButton();
    act(() => {
      const state = shell.stores.globalSettings.getState();
      state.setAll({ web: { ...state.settings, enable_retail_codes: true }, mobile: state.byChannel.mobile }, 'web');
    });
    await userEvent.click(screen.getByRole('button', { name: /Arsenal/ }));
    expect(shell.emittedOf('session/login-requested')).toEqual([]);
  });

  it('shows the outcome as selected while it is on the betslip', () => {
    const shell = renderButton();
    act(() => shell.stores.ui.getState().setBetslip({ outcomeIds: [100] }));
    expect(screen.getByRole('button', { name: /Arsenal/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('is unavailable while its market is suspended', () => {
    renderButton(2.5, 'suspended');
    expect(screen.getByRole('button', { name: /unavailable/ })).toBeDisabled();
  });

  it('takes a pushed price and a pushed suspension over the last poll', () => {
    renderButton(2.5);
    const push = (change: Parameters<typeof applyChanges>[1][number]) =>
      act(() => liveState.setState(applyChanges(liveState.getState(), [change])));
    push({ t: 'price', eid: 1, mid: 10, oid: 100, mtid: 1, ptid: 100, h: false, s: 'open', clp: { cp: { d: 2.8 } } });
    expect(screen.getByRole('button', { name: /Arsenal 2.80/ })).toBeEnabled();
    push({ t: 'market', eid: 1, mid: 10, mtid: 1, ptid: 100, s: 'suspended' });
    expect(screen.getByRole('button', { name: /unavailable/ })).toBeDisabled();
    push({ t: 'market', eid: 1, mid: 10, mtid: 1, ptid: 100, s: 'open' });
    expect(screen.getByRole('button', { name: /Arsenal 2.80/ })).toBeEnabled();
    // A feed alert suspends the whole event until it ends.
    push({ t: 'alert', feed: 'FOOT', active: true, eids: [1] });
    expect(screen.getByRole('button', { name: /unavailable/ })).toBeDisabled();
    push({ t: 'alert', feed: 'FOOT', active: false, eids: [1] });
    expect(screen.getByRole('button', { name: /Arsenal 2.80/ })).toBeEnabled();
    act(() => liveState.setState(EMPTY_LIVE_STATE));
  });

  it('leaves the row while the feed hides the outcome (a pushed h flag), and comes back when it shows it again', () => {
    renderButton(2.5);
    const push = (h: boolean) =>
      act(() =>
        liveState.setState(
          applyChanges(liveState.getState(), [
            { t: 'price', eid: 1, mid: 10, oid: 100, mtid: 1, ptid: 100, h, s: 'open', clp: { cp: { d: 2.6 } } },
          ]),
        ),
      );
    push(true);
    expect(screen.queryByRole('button', { name: /Arsenal/ })).not.toBeInTheDocument();
    push(false);
    expect(screen.getByRole('button', { name: /Arsenal 2.60/ })).toBeEnabled();
    act(() => liveState.setState(EMPTY_LIVE_STATE));
  });

  it('relabels a line outcome when a pushed price moves its line', () => {
    const line = {
      ...market,
      marketTypeId: 2,
      outcomes: [
        { ...outcome, description: 'Over', consolidatedPrice: { currentPrice: { id: 100, decimal: 1.9, spread: 2.5 } } },
      ],
    };
    const label = (m: Market) => `Over ${m.outcomes[0].consolidatedPrice.currentPrice.spread}`;
    renderInEvents(<OddsButton event={event} market={line} outcome={line.outcomes[0]} label="Over 2.5" lineLabel={label} />);
    expect(screen.getByRole('button', { name: /\(Over 2.5\) 1.90$/ })).toBeInTheDocument();
    act(() =>
      liveState.setState(
        applyChanges(liveState.getState(), [
          { t: 'price', eid: 1, mid: 10, oid: 100, mtid: 2, ptid: 100, h: false, s: 'open', clp: { cp: { d: 1.95, s0: 2.75 } } },
        ]),
      ),
    );
    expect(screen.getByRole('button', { name: /\(Over 2.75\) 1.95$/ })).toHaveTextContent('Over 2.75');
    act(() => liveState.setState(EMPTY_LIVE_STATE));
  });

  it('shows an arrow when the price moves', () => {
    const view = renderButton(2.5);
    view.rerender(<OddsButton event={event} market={market} outcome={priced(2.7)} />);
    expect(screen.getByText('▲')).toBeInTheDocument();
  });
});
