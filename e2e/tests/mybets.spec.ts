import { expect, test, type Page } from '@playwright/test';
import { submitLogin } from './support';

const CONTROL_URL = 'http://127.0.0.1:3999';
const myBets = (page: Page) => page.locator('[data-mfe="mybets"]');
const slip = (page: Page) => page.locator('[data-mfe="betslip"]');
const balance = (page: Page) => page.locator('[data-mfe="header"]').getByText(/^EUR [\d,]+\.\d{2}$/);
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

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

/** A player holds at most five sessions: each journey ends its own. */
test.afterEach(async ({ page }) => {
  await page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('sb-session') ?? '{}').state?.session?.jwe_token;
    if (token) await fetch('/auth/en/api/plugins/component/route/header_login/logout?reason=user', { headers: { Authorization: `Bearer ${token}` } });
  });
});

/**
 * Places the slip. Live prices move every few seconds at the simulator's speed, and a goal suspends the
 * markets: a refused placement is accepted at the new prices and placed again, as a player would.
 */
async function place(page: Page, label: string) {
  const alert = slip(page).getByRole('alert');
  for (let attempt = 0; ; attempt++) {
    await slip(page).getByRole('button', { name: label }).click();
    // A refusal's alert clears when the slip places again; one that stays (a market still suspended) counts as refused again.
    await alert.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    const outcome = await Promise.race([
      slip(page).getByText('Bet placed').waitFor({ timeout: 30_000 }).then(() => 'placed' as const),
      alert.waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') return;
    if (attempt === 7) throw new Error(`the bet was refused: ${await alert.textContent()}`);
    const accept = slip(page).getByRole('button', { name: 'Accept new prices' });
    if (await accept.isVisible()) await accept.click();
    else await page.waitForTimeout(2000);
  }
}

test('a placed bet appears in open bets with its selection and returns, and the count rises; on a phone the bottom navigation opens it', async ({
  page,
}) => {
  await page.goto('/en/sports/240-FOOT');
  await logInWithCode(page);
  const panel = myBets(page);
  await expect(panel.getByRole('heading', { name: 'My bets' })).toBeVisible();
  await expect(panel.getByText('You have no open bets.')).toBeVisible();
  await expect(panel.getByRole('status', { name: /open bets?$/ })).toHaveCount(0);

  const row = page.locator('[data-mfe="events"] li[data-event-id]').first();
  const outcome = row.locator('button[data-outcome-id]:enabled').first();
  const outcomeId = await outcome.getAttribute('data-outcome-id');
  await outcome.click();
  await slip(page)
    .getByRole('textbox', { name: /^Stake on / })
    .fill('2');
  await place(page, 'Place bet EUR 2.00');

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

  // A phone: my bets leaves the column and opens as a modal from the bottom navigation.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'My bets' }).click();
  const dialog = page.getByRole('dialog', { name: 'My bets' });
  await expect(dialog.getByRole('list', { name: 'Open bets' }).getByRole('article')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close my bets' }).click();
  await expect(dialog).toBeHidden();
});

test('after its event ends (the simulator hurried), a bet is in settled bets with its result and the balance holds the win', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/live/sport/240-FOOT');
  await logInWithQuestion(page);
  // Live prices move faster than the in-play delay: this player takes any price change, as the settings allow.
  await page.goto('/en/account/settings');
  await page.getByRole('checkbox', { name: 'Accept higher odds and cash out' }).uncheck();
  await page.goto('/en/live/sport/240-FOOT');
  await expect(balance(page)).toBeVisible();
  const before = amount(await balance(page).textContent());

  // Home, draw and away of one live match: exactly one of the three wins.
  const rows = page.locator('[data-mfe="events"] li[data-event-id]');
  await expect(rows.first()).toBeVisible();
  let chosen = -1;
  for (let i = 0; i < (await rows.count()) && chosen < 0; i++) {
    if ((await rows.nth(i).locator('button[data-outcome-id]:enabled').count()) >= 3) chosen = i;
  }
  expect(chosen, 'a live football match with its three results open').toBeGreaterThanOrEqual(0);
  const buttons = rows.nth(chosen).locator('button[data-outcome-id]');
  for (let i = 0; i < 3; i++) await buttons.nth(i).click();
  const stakes = slip(page).getByRole('textbox', { name: /^Stake on / });
  await expect(stakes).toHaveCount(3);
  for (let i = 0; i < 3; i++) await stakes.nth(i).fill('1');
  await place(page, 'Place bet EUR 3.00');
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
