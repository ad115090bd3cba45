import type { Page } from '@playwright/test';
import {
  amount,
  balance,
  betslip as slip,
  CONTROL_URL,
  expect,
  kickOffOwnMatch,
  logIn,
  placeBet,
  prematchRow,
  submitLogin,
  test,
  stakeFields,
} from './support';

const myBets = (page: Page) => page.locator('[data-mfe="mybets"]');

/** These journeys' players bet in no other journey, so their balances and bets are theirs alone. */
async function logInWithCode(page: Page) {
  await submitLogin(page, 'otp', 'otp12345');
  const otp = page.getByRole('dialog', { name: 'One-time code' });
  await otp.getByLabel('6-digit code').fill('246810');
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(otp).toBeHidden();
}

async function logInWithQuestion(page: Page) {
  await submitLogin(page, 'question', 'question1');
  const question = page.getByRole('dialog', { name: 'Security question' });
  await question.getByLabel('Answer').fill('rex');
  await question.getByRole('button', { name: 'Submit' }).click();
  await expect(question).toBeHidden();
}

test('a placed bet appears in open bets with its selection and returns, and the count rises; on a phone the bottom navigation opens its page', async ({
  page,
}) => {
  await page.goto('/en/sports/240-FOOT');
  await logInWithCode(page);
  const panel = myBets(page);
  await expect(panel.getByRole('heading', { name: 'My bets' })).toBeVisible();
  await expect(panel.getByText('You have no open bets.')).toBeVisible();
  await expect(panel.getByRole('status', { name: /open bets?$/ })).toHaveCount(0);

  const outcome = (await prematchRow(page)).locator('button[data-outcome-id]:enabled').first();
  const outcomeId = await outcome.getAttribute('data-outcome-id');
  await outcome.click();
  await stakeFields(page).fill('2');
  await placeBet(page, 'Place bet EUR 2.00');

  const open = panel.getByRole('list', { name: 'Open bets' });
  await expect(open.getByRole('article')).toHaveCount(1);
  const bet = open.getByRole('article').first();
  await expect(bet.getByRole('heading', { name: 'Single' })).toBeVisible();
  await expect(bet.getByRole('list', { name: 'Selections' }).locator(`li[data-outcome-id="${outcomeId}"]`)).toBeVisible();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('EUR 2.00');
  await expect(bet.getByText('Potential returns')).toBeVisible();
  await expect(panel.getByRole('status', { name: '1 open bet' })).toHaveText('1');

  await bet.getByRole('button', { name: 'Bet details' }).click();
  await expect(bet.getByRole('table', { name: 'Prices' })).toBeVisible();

  // A phone: my bets leaves the column, and the bottom navigation's My bets opens its page, the open bets.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'My bets' }).click();
  await expect(page).toHaveURL(/\/en\/open_bets$/);
  await expect(page.getByRole('dialog', { name: 'My bets' })).toHaveCount(0);
  await expect(myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'My bets' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a player cashes out an open bet: the offer is held with a countdown, confirming pays it and the bet moves to settled', async ({
  page,
}) => {
  await page.goto('/en/sports/240-FOOT');
  await logIn(page);
  await (await prematchRow(page)).locator('button[data-outcome-id]:enabled').first().click();
  await stakeFields(page).fill('3');
  await placeBet(page, 'Place bet EUR 3.00');
  await expect(balance(page)).toBeVisible();

  // Newest first: the bet just placed heads the list.
  const panel = myBets(page);
  const bet = panel.getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('EUR 3.00');
  const betId = await bet.getAttribute('data-bet-id');
  const placed = panel.locator(`article[data-bet-id="${betId}"]`);
  await placed.getByRole('button', { name: /^Cash out EUR \d+\.\d{2}$/ }).click();

  // The platform's offer is what the player confirms; it may differ from the quote if the price moved.
  const confirm = placed.getByRole('button', { name: /^Confirm cash out EUR \d+\.\d{2}$/ });
  await expect(confirm).toBeVisible();
  await expect(placed.getByRole('timer')).toHaveText(/^Offer held for \d+ s$/);
  const offered = amount(await confirm.textContent());
  expect(offered).toBeGreaterThan(0);
  const before = amount(await balance(page).textContent());
  await confirm.click();

  const notice = new RegExp(`^Cashed out EUR ${offered.toFixed(2)} on \\S+$`);
  await expect(panel.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect.poll(async () => amount(await balance(page).textContent())).toBeCloseTo(before + offered, 2);
  await expect(placed).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Settled' }).click();
  const settled = panel.locator(`article[data-bet-id="${betId}"]`);
  await expect(settled).toHaveAttribute('data-status', 'cashed_out');
  await expect(settled.getByText('Cashed out', { exact: true })).toBeVisible();
});

test('after its event ends (the simulator hurried), a bet is in settled bets with its result and the balance holds the win', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en/live/sport/240-FOOT');
  await logInWithQuestion(page);
  // Live prices move faster than the in-play delay: this player takes any price change, as the settings allow.
  await page.goto('/en/account/settings');
  await page.getByRole('checkbox', { name: 'Accept higher odds and cash out' }).uncheck();
  // The journey's own live match, kicked off now: a match near its end would close its markets under the bet.
  const { eventId: ownMatch } = await kickOffOwnMatch(['FOOT']);
  await page.goto('/en/live/sport/240-FOOT');
  await expect(balance(page)).toBeVisible();
  const before = amount(await balance(page).textContent());

  // Home, draw and away of that match: exactly one of the three wins.
  const rows = page.locator(`[data-mfe="events"] li[data-event-id="${ownMatch}"]`);
  await expect(rows.first()).toBeVisible();
  // A goal or a feed alert suspends a match's markets for a few seconds: wait for one with all three open.
  let chosen = -1;
  await expect
    .poll(
      async () => {
        const open = await rows.evaluateAll((items) =>
          items.map((item) => item.querySelectorAll('button[data-outcome-id]:enabled').length),
        );
        chosen = open.findIndex((count) => count >= 3);
        return chosen;
      },
      { message: 'a live football match with its three results open', timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
  const buttons = rows.nth(chosen).locator('button[data-outcome-id]');
  for (let i = 0; i < 3; i++) await buttons.nth(i).click();
  const stakes = stakeFields(page);
  await expect(stakes).toHaveCount(3);
  for (let i = 0; i < 3; i++) await stakes.nth(i).fill('1');
  await placeBet(page, 'Place bet EUR 3.00');
  await expect.poll(async () => amount(await balance(page).textContent())).toBeCloseTo(before - 3, 2);

  const panel = myBets(page);
  const open = panel.getByRole('list', { name: 'Open bets' });
  await expect(open.getByRole('article')).toHaveCount(3);
  await expect(panel.getByRole('status', { name: '3 open bets' })).toHaveText('3');
  await expect(open.getByLabel(/^Score \d+ - \d+$/).first()).toBeVisible();
  const eventId = await open.locator('a[data-event-id]').first().getAttribute('data-event-id');

  const hurried = await fetch(`${CONTROL_URL}/simulator/events/${eventId}/hurry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ factor: 60 }),
  });
  expect(hurried.status, await hurried.text()).toBe(200);

  // The platform plays the match out, results its markets and settles the bets; the live stream tells my bets.
  await expect(panel.getByText('You have no open bets.')).toBeVisible({ timeout: 45_000 });
  await expect(panel.getByRole('status', { name: /open bets?$/ })).toHaveCount(0);
  await panel.getByRole('tab', { name: 'Settled' }).click();
  const settled = panel.getByRole('list', { name: 'Settled bets' }).getByRole('article');
  await expect(settled).toHaveCount(3);
  const statuses = (await settled.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')))).sort();
  expect(statuses).toEqual(['lost', 'lost', 'won']);
  const won = panel.locator('article[data-status="won"]');
  await expect(won.getByText('Won', { exact: true }).first()).toBeVisible();
  const paid = amount(await won.getByText('Returns').locator('xpath=following-sibling::dd').textContent());
  expect(paid).toBeGreaterThan(1);
  await expect.poll(async () => amount(await balance(page).textContent()), { timeout: 20_000 }).toBeCloseTo(before - 3 + paid, 2);
});

test('my bets shows parlay extra winnings on the bet', async ({ page }) => {
  // Savanna offers parlay extra winnings (its acca boost: 3 % from three selections) to its own players.
  await page.goto('/en/sports/240-FOOT?brand=savanna');
  await logIn(page, 'kenya', 'kenya1234');
  await expect(page.locator('[data-mfe="header"]').getByText(/^KES [\d,]+\.\d{2}$/)).toBeVisible();
  for (let i = 0; i < 3; i++) await (await prematchRow(page, i)).locator('button[data-outcome-id]:enabled').first().click();
  await expect(slip(page).getByLabel('3 selections')).toHaveText('3');
  const treble = slip(page).getByRole('list', { name: 'Multiples' }).getByRole('listitem').filter({ hasText: 'Treble' });
  await treble.getByRole('textbox', { name: 'Stake on Treble' }).fill('1250');
  // The slip promises the extra, and its potential returns count it.
  await expect(treble.getByText('Parlay extra winnings')).toBeVisible();
  const promised = amount(await treble.getByText(/^\+KES [\d,]+\.\d{2}$/).textContent());
  expect(promised).toBeGreaterThan(0);
  await placeBet(page, 'Place bet KES 1,250.00');

  const bet = myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  await expect(bet.getByRole('heading', { name: 'Treble' })).toBeVisible();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('KES 1,250.00');
  const extra = bet.getByText('Parlay extra winnings').locator('xpath=following-sibling::dd');
  await expect(extra).toHaveText(/^\+KES [\d,]+\.\d{2}$/);
  // The bet keeps what the slip promised (the price may have moved as it was placed: within a few per cent).
  expect(amount(await extra.textContent())).toBeGreaterThan(0);
});
