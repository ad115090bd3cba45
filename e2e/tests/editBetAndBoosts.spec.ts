import type { Page } from '@playwright/test';
import {
  amount,
  API,
  balance,
  betslip as slip,
  expect,
  holdFeedAlerts,
  logIn,
  newPlayer,
  PASSWORD,
  placeBet,
  test,
} from './support';

/** Edit bet and price boosts (issue 42). */
const myBets = (page: Page) => page.locator('[data-mfe="mybets"]');

interface Session {
  token: string;
  accountId: string;
}

/** What the journeys ask the platform directly: as the player, with their token. */
async function asPlayer<T>(session: Session, path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json', brand: 'classic' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return (await response.json()) as T;
}

async function platformLogin(username: string): Promise<Session> {
  const response = await fetch(`${API}/xapi/icore/players/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = (await response.json()) as { alsToken: string; icore_player_id: string };
  return { token: body.alsToken, accountId: body.icore_player_id };
}

interface Bet {
  betId: number;
  betSlipId: string;
  status: string;
  kind: string;
  totalStake: number;
  odds: number;
  potentialReturns: number;
  selections: { outcomeId: number; outcomeDescription: string }[];
}

test.beforeEach(async () => {
  // A chance feed alert would refuse the journey's bets (RES-00249): none for the journey's length.
  await holdFeedAlerts(120);
});
test.afterEach(async () => {
  await holdFeedAlerts(0);
});

test('a leg is removed from a treble by edit bet', async ({ page }) => {
  // A player of the journey's own, with a deposit for the treble's 1250.00 minimum, and three matches two days
  // ahead: nothing closes their prices while the journey runs.
  const username = await newPlayer('edit');
  const session = await platformLogin(username);
  const account = `/xapi/rest/accounts/${session.accountId}`;
  await asPlayer(session, `${account}/depositLimits`, 'PUT', { daily: null, weekly: null, monthly: null });
  await asPlayer(session, `${account}/deposits`, 'POST', { amount: 2000 });
  const { events } = (await (
    await fetch(`${API}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100&marketTypeIds=1`)
  ).json()) as {
    events: { id: number; markets?: { outcomes: { id: number }[] }[] }[];
  };
  const legs = events.slice(-3).map((event) => event.markets![0].outcomes[0].id);
  const placed = await asPlayer<{ status: string; betSlipId: string }>(
    session,
    `${account}/betslips?uuid=${crypto.randomUUID()}`,
    'POST',
    {
      userAcceptOdds: 'A',
      singles: legs.map((outcomeId) => ({ outcomeId })),
      multiples: [{ betTypeId: 200002, unitStake: 1250 }],
    },
  );
  expect(placed.status).toBe('accepted');
  const open = await asPlayer<Bet[]>(session, `/xapi/bet/account/${session.accountId}/openbets`);
  const treble = open.find((bet) => bet.betSlipId === placed.betSlipId)!;
  const dropped = treble.selections.find((leg) => leg.outcomeId === legs[2])!;

  await page.goto('/en/sports/240-FOOT');
  await logIn(page, username, PASSWORD);
  await expect(balance(page)).toBeVisible();
  const before = amount(await balance(page).textContent());
  const card = myBets(page).locator(`article[data-bet-id="${treble.betId}"]`);
  await expect(card.getByRole('heading', { name: 'Treble' })).toBeVisible();

  await card.getByRole('button', { name: 'Edit bet' }).click();
  await card.getByRole('button', { name: `Remove ${dropped.outcomeDescription}` }).click();
  await card.getByRole('button', { name: 'Review edit' }).click();
  const edited = card.getByRole('region', { name: 'Your edited bet' });
  await expect(edited.getByRole('list', { name: 'Selections of the edited bet' }).getByRole('listitem')).toHaveCount(2);
  // The new stake is the treble's cash-out value, beside what the bet was.
  await expect(edited.getByText('was EUR 1,250.00')).toBeVisible();
  // Prices may move between the quote and the confirmation: the player then reads the new figures and confirms again.
  const confirm = edited.getByRole('button', { name: 'Confirm edit' });
  // The treble's card gives way to the new bet's; the list says what was done.
  const done = myBets(page)
    .getByRole('status')
    .filter({ hasText: /^Bet edited: EUR [\d,]+\.\d{2} staked on the new bet\.$/ });
  await expect(async () => {
    if (await confirm.isVisible()) await confirm.click();
    await expect(done).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const staked = amount((await done.textContent())!.replace(/ staked.*$/, ''));

  // The double stands in my bets with the two legs kept; the treble was cashed out for exactly its stake.
  const double = myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article').filter({ hasText: 'Double' });
  await expect(double.getByRole('list', { name: 'Selections' }).getByRole('listitem')).toHaveCount(2);
  const doubleStake = double.getByText('Stake').locator('xpath=following-sibling::dd');
  await expect.poll(async () => amount(await doubleStake.textContent())).toBe(staked);
  const old = await asPlayer<Bet>(session, `/xapi/bet/account/${session.accountId}/openbet/${treble.betId}`);
  expect(old.status).toBe('cashed_out');
  // Cashed out and staked again in one step: the balance is as it was.
  await expect.poll(async () => amount(await balance(page).textContent())).toBe(before);
});

test('a boosted price is placed at its boost up to its maximum stake', async ({ page }) => {
  // The operator boosts the home win of a match an hour or more away, on stakes up to 25.00.
  const response = await fetch(`${API}/_sim/price-boosts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ brand: 'classic', maxStake: 25 }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const boost = (await response.json()) as { outcomeId: number; decimal: number; slug: string };
  const username = await newPlayer('boost');

  await page.goto(`/en/events/${boost.slug}`);
  await logIn(page, username, PASSWORD);
  const price = page.locator(`[data-mfe="events"] button[data-outcome-id="${boost.outcomeId}"]`);
  await expect(price).toHaveAttribute('aria-label', new RegExp(`boosted ${boost.decimal.toFixed(2)}, was \\d+\\.\\d{2}$`));
  await expect(price.locator('s')).toBeVisible();
  await price.click();

  const single = slip(page).getByRole('list', { name: 'Singles' }).getByRole('listitem').first();
  await expect(single.getByText('Boosted price on stakes up to EUR 25.00')).toBeVisible();
  await expect(single.getByLabel(new RegExp(`^Boosted price ${boost.decimal.toFixed(2)}, was`))).toBeVisible();
  const stake = single.getByRole('textbox', { name: /^Stake on / });
  // Over the maximum the slip says the book's price applies, before anything is placed.
  await stake.fill('30');
  await expect(single.getByText(/^Over EUR 25\.00 the boost does not apply: your price is \d+\.\d{2}\.$/)).toBeVisible();
  await stake.fill('25');
  await expect(single.getByText('Boosted price on stakes up to EUR 25.00')).toBeVisible();
  await placeBet(page, 'Place bet EUR 25.00');
  await expect(slip(page).getByText('Bet placed')).toBeVisible();

  const session = await platformLogin(username);
  const [bet] = await asPlayer<Bet[]>(session, `/xapi/bet/account/${session.accountId}/openbets`);
  expect(bet.odds).toBe(boost.decimal);
  expect(bet.potentialReturns).toBeCloseTo(25 * boost.decimal, 2);
  await expect(myBets(page).locator(`article[data-bet-id="${bet.betId}"] .bet-odds`)).toHaveText(boost.decimal.toFixed(2));
});
