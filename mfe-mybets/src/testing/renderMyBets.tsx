import { act } from '@testing-library/react';
import { renderInShell, type FakeAnswer, type FakeRequest } from '@sportsbook/testing';
import type { MyBet } from '@sportsbook/contracts';
import { App } from '../App';

export interface FakePlatform {
  open: MyBet[];
  settled: MyBet[];
  count?: { count: number; balance: number };
  /** Answers of the cash-out calls, by method. */
  offer?: FakeAnswer;
  take?: FakeAnswer;
  /** The answer to setting or removing an auto cash-out rule (200 when absent). */
  auto?: FakeAnswer;
}

/** The platform's my bets calls for account 42, answered from the lists the test keeps. */
export function myBetsApi(platform: FakePlatform) {
  return (config: FakeRequest): FakeAnswer => {
    const url = config.url ?? '';
    if (url === '/xapi/bet/account/42/openbets') return { status: 200, data: platform.open };
    if (url === '/xapi/bet/account/42/betcount')
      return { status: 200, data: platform.count ?? { count: platform.open.length, balance: 990 } };
    if (url === '/xapi/rest/acchistory/dailySettledBets') return { status: 200, data: platform.settled };
    const cashOut = /^\/xapi\/bet\/account\/42\/openbet\/(\d+)\/cashout$/.exec(url);
    if (cashOut)
      return (
        (config.method === 'post' ? platform.take : platform.offer) ?? {
          status: 409,
          data: { message: 'cash out is not available for this bet right now' },
        }
      );
    if (/^\/xapi\/bet\/account\/42\/openbet\/(\d+)\/autocashout$/.test(url))
      return (
        platform.auto ?? (config.method === 'delete' ? { status: 204 } : { status: 200, data: JSON.parse(config.data ?? '{}') })
      );
    const one = /^\/xapi\/bet\/account\/42\/openbet\/(\d+)$/.exec(url);
    if (one) {
      const bet = platform.open.find((b) => b.betId === Number(one[1]));
      return bet ? { status: 200, data: bet } : { status: 404 };
    }
    return { status: 404 };
  };
}

/**
 * My bets mounted as the shell would, with player 42 (EUR, balance 1000) logged in unless asked otherwise;
 * `translations` are the page's texts (nested resources) when a test reads another language than English.
 */
export function renderMyBets(
  platform: FakePlatform,
  { loggedIn = true, translations }: { loggedIn?: boolean; translations?: Record<string, unknown> } = {},
) {
  const shell = renderInShell(<App />, myBetsApi(platform), translations);
  if (loggedIn)
    act(() => {
      shell.stores.session.getState().logIn({ jwe_token: 'token', username: 'ann', currency: 'EUR', icore_player_id: '42' });
      shell.stores.wallet
        .getState()
        .setWallet({ balance: 1000, name: 'sportsbook', promoCash: 0, totalLeftToWager: 0, withdrawableAmount: 1000 });
    });
  else act(() => shell.stores.session.getState().markAnonymous());
  return shell;
}
