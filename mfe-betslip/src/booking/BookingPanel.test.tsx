import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingCodeAnswer } from '@sportsbook/contracts';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import { Betslip } from '../panel/Betslip';
import { sampleSelection as selection } from '../testing/sampleSelection';
import en from '../locales/en.json';
import { BookingController } from './bookingController';
import { createBetslipStore } from '../betslip/betslipStore';
import { ApiError, DEFAULT_SETTINGS } from '@sportsbook/contracts';

const CODE_PATH = '/xapi/rest/betslips/bookingcodes';
const pricing: FakeAnswer = { status: 200, data: { singles: [], multiples: [], systems: [], errors: [] } };
const loaded: BookingCodeAnswer = {
  code: '7KQ2M9XD',
  expiresAt: '2026-12-01T08:00:00.000Z',
  selections: [selection(1, 2.2), selection(2, 3.1)],
  closed: [
    {
      outcomeId: 3,
      eventDescription: 'Gor Mahia v AFC Leopards',
      marketDescription: 'Match result',
      outcomeDescription: 'Draw',
      reason: 'event-over',
    },
  ],
};

function renderSlip(answer: (request: FakeRequest) => FakeAnswer, bookingCodes = true) {
  const shell = renderInShell(<Betslip />, answer, en);
  act(() => {
    const settings = shell.stores.globalSettings.getState();
    settings.setAll(
      { web: { ...settings.settings, enable_booking_codes: bookingCodes }, mobile: settings.byChannel.mobile },
      'web',
    );
  });
  return shell;
}

describe('booking codes on the slip', () => {
  it("loads a typed code: its open selections at today's prices, its closed one named with why", async () => {
    const shell = renderSlip((request) => (request.url === `${CODE_PATH}/7KQ2M9XD` ? { status: 200, data: loaded } : pricing));
    await userEvent.type(screen.getByRole('textbox', { name: 'Booking code' }), '7kq2 m9xd');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));

    const singles = await screen.findByRole('list', { name: 'Singles' });
    expect(within(singles).getAllByRole('listitem')).toHaveLength(2);
    expect(within(singles).getByText('Team 1')).toBeInTheDocument();
    expect(screen.getByText("Code 7KQ2-M9XD is on your slip at today's prices.")).toBeInTheDocument();
    const closed = screen.getByRole('list', { name: 'Closed selections of code 7KQ2-M9XD' });
    expect(within(closed).getByText('Draw')).toBeInTheDocument();
    expect(within(closed).getByText('Gor Mahia v AFC Leopards: the event is over')).toBeInTheDocument();
    // What the load said holds until the player changes the slip.
    await userEvent.click(within(singles).getByRole('button', { name: 'Remove Team 2' }));
    expect(screen.queryByRole('list', { name: 'Closed selections of code 7KQ2-M9XD' })).not.toBeInTheDocument();
    // The slip is priced with the platform as any added selection is.
    await waitFor(() =>
      expect(shell.requests.some((r) => r.url === '/xapi/rest/betslips/selections' && r.method === 'post')).toBe(true),
    );
  });

  it.each([
    [404, 'BOOKING_CODE_UNKNOWN', 'There is no booking code ZZZZ-ZZZZ. Check it and try again.'],
    [410, 'BOOKING_CODE_EXPIRED', 'The booking code ZZZZ-ZZZZ has expired.'],
    [429, 'TOO_MANY_REQUESTS', 'Too many tries. Please wait a minute and try again.'],
    [500, undefined, 'Something went wrong with the booking code. Please try again.'],
  ])('says so when the platform answers %s', async (status, code, message) => {
    renderSlip(() => ({ status, data: { code, message: 'refused' } }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Booking code' }), 'ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('list', { name: 'Singles' })).not.toBeInTheDocument();
  });

  it('refuses what cannot be a code without asking the platform', async () => {
    const shell = renderSlip(() => pricing);
    await userEvent.type(screen.getByRole('textbox', { name: 'Booking code' }), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A booking code is 8 letters and digits, such as 7KQ2-M9XD.');
    expect(shell.requests.filter((r) => r.url.startsWith(CODE_PATH))).toEqual([]);
  });

  it('shares the slip as a code and a link, which a change to the slip retires', async () => {
    const shell = renderSlip((request) =>
      request.url === CODE_PATH && request.method === 'post'
        ? { status: 201, data: { code: 'AB12CD34', expiresAt: '2026-12-01T08:00:00.000Z' } }
        : pricing,
    );
    act(() => shell.stores.session.getState().logIn({ jwe_token: 't', username: 'kenya', currency: 'KES' } as never));
    act(() => {
      shell.bus.emit('betslip/toggle-outcome', { selection: selection(1) });
      shell.bus.emit('betslip/toggle-outcome', { selection: selection(2) });
    });
    const priced = (count: number) =>
      waitFor(() => expect(shell.requests.filter((r) => r.url === '/xapi/rest/betslips/selections')).toHaveLength(count));
    await priced(2);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('AB12-CD34')).toBeInTheDocument();
    const share = shell.requests.find((r) => r.url === CODE_PATH)!;
    expect(JSON.parse(share.data as string)).toEqual({ outcomeIds: [1, 2] });
    expect(screen.getByRole('textbox', { name: 'Link' })).toHaveValue(`${window.location.origin}/?bookingCode=AB12-CD34`);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: selection(3) }));
    expect(screen.queryByText('AB12-CD34')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeEnabled();
    await priced(3);
  });

  it('is not offered where the brand does not offer it', () => {
    const shell = renderSlip(() => pricing, false);
    expect(screen.queryByRole('textbox', { name: 'Booking code' })).not.toBeInTheDocument();
    act(() => shell.bus.emit('betslip/toggle-outcome', { selection: selection(1) }));
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});

describe("a shared link's code", () => {
  it('is loaded once, and taken out of the address so a reload does not add it again', async () => {
    const slip = createBetslipStore();
    const requests: string[] = [];
    const api = {
      get: async (url: string) => {
        requests.push(url);
        return { data: loaded };
      },
    } as never;
    const addresses: string[] = [];
    const priced = jest.fn(async () => undefined);
    const booking = new BookingController({
      api,
      slip,
      settings: () => ({ ...DEFAULT_SETTINGS, enable_booking_codes: true }),
      priceSlip: priced,
      location: {
        search: '?brand=savanna&bookingCode=7KQ2-M9XD',
        href: 'https://bet.example/en/homepage?brand=savanna&bookingCode=7KQ2-M9XD',
      },
      replaceAddress: (url) => addresses.push(url),
    });
    booking.start();
    await waitFor(() => expect(Object.keys(slip.getState().bets)).toEqual(['1', '2']));
    expect(requests).toEqual([`${CODE_PATH}/7KQ2M9XD`]);
    expect(addresses).toEqual(['https://bet.example/en/homepage?brand=savanna']);
    expect(slip.getState().open).toBe(true);
    expect(booking.store.getState().loaded?.closed.map((s) => s.outcomeDescription)).toEqual(['Draw']);
  });

  it.each([
    ['a code nobody made', '?bookingCode=ZZZZ-ZZZZ', { kind: 'unknown', code: 'ZZZZZZZZ' }, 1],
    ['what cannot be a code', '?bookingCode=hello', { kind: 'malformed' }, 0],
  ])('opens the slip to say so for %s', async (_case, search, problem, asked) => {
    const slip = createBetslipStore();
    const requests: string[] = [];
    const api = {
      get: async (url: string) => {
        requests.push(url);
        throw new ApiError({ method: 'get', url }, { status: 404, data: { code: 'BOOKING_CODE_UNKNOWN' } } as never);
      },
    } as never;
    const booking = new BookingController({
      api,
      slip,
      settings: () => ({ ...DEFAULT_SETTINGS, enable_booking_codes: true }),
      priceSlip: async () => undefined,
      location: { search, href: `https://bet.example/en/homepage${search}` },
      replaceAddress: () => undefined,
    });
    booking.start();
    await waitFor(() => expect(booking.store.getState().problem).toEqual({ ...problem, outcomeIds: [] }));
    expect(slip.getState().open).toBe(true);
    expect(requests).toHaveLength(asked);
  });
});
