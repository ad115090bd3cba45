import type { Page } from '@playwright/test';
import { amount, balance, expect, logIn, loginDialog, submitLogin, test } from './support';

/** The API itself, whose simulator control the journeys' servers switch on. */
const API_URL = 'http://localhost:4000';

const jackpot = (page: Page) => page.locator('[data-mfe="jackpot"]');
const slip = (page: Page) => jackpot(page).getByRole('region', { name: /^Jackpot slip/ });
const events = (page: Page) => jackpot(page).locator('li[data-ordinal]');
/** In a narrow centre column the slip is a bar whose picks open on demand; beside the board they show. */
async function showPicks(page: Page) {
  const toggle = slip(page).getByRole('button', { name: 'Show picks' });
  if (await toggle.isVisible()) await toggle.click();
}
const outcome = (page: Page, ordinal: number, index: number) =>
  jackpot(page).locator(`li[data-ordinal="${ordinal}"] button[data-outcome-id]`).nth(index);

test('a player fills the jackpot, sees it priced, places it and the balance falls by the price', async ({ page }) => {
  await page.goto('/en/jackpot');
  await logIn(page);
  await expect(balance(page)).toBeVisible();
  const before = amount(await balance(page).textContent());

  await expect(events(page).first()).toBeVisible();
  const count = await events(page).count();
  expect(count).toBeGreaterThan(1);
  for (let ordinal = 1; ordinal <= count; ordinal++) await outcome(page, ordinal, 0).click();
  // A second pick on the first (main) event doubles the lines.
  await outcome(page, 1, 2).click();
  await expect(outcome(page, 1, 2)).toHaveAttribute('aria-pressed', 'true');

  await expect(slip(page).getByLabel(`${count + 1} selections`)).toHaveText(String(count + 1));
  await showPicks(page);
  await expect(slip(page).getByRole('list', { name: 'Your picks' }).getByRole('listitem')).toHaveCount(count + 1);
  const twoPerLine = slip(page).getByRole('group', { name: 'Stake per line' }).getByRole('button', { name: 'EUR 2.00' });
  await twoPerLine.click();
  await expect(twoPerLine).toHaveAttribute('aria-pressed', 'true');
  // The price is the platform's: two lines at EUR 2.00 each.
  await expect(slip(page).getByText('EUR 4.00', { exact: true })).toBeVisible();
  await slip(page).getByRole('button', { name: 'Place jackpot bet EUR 4.00' }).click();

  await expect(slip(page).getByText('Jackpot bet placed')).toBeVisible();
  await expect(slip(page).getByText(/^Reference J-\d+$/)).toBeVisible();
  await expect.poll(async () => amount(await balance(page).textContent())).toBeCloseTo(before - 4, 2);
  await expect(outcome(page, 1, 0)).toHaveAttribute('aria-pressed', 'false');
});

test('a visitor picks a second outcome on a reserve event and is told it cannot be booked', async ({ page }) => {
  await page.goto('/en/jackpot');
  const reserve = jackpot(page).getByRole('list', { name: 'Reserve matches: one pick each' }).locator('li[data-ordinal]').first();
  await reserve.locator('button[data-outcome-id]').nth(0).click();
  await expect(slip(page).getByLabel('1 selection', { exact: true })).toHaveText('1');
  await reserve.locator('button[data-outcome-id]').nth(1).click();

  await expect(page.getByText('Cannot book more than 1 selection on a reserve market')).toBeVisible();
  await expect(reserve.locator('button[data-outcome-id]').nth(1)).toHaveAttribute('aria-pressed', 'false');
  await expect(slip(page).getByRole('button', { name: 'Log in to place bet' })).toBeVisible();

  // Every outcome of a main event is refused too; removing the last pick closes the slip.
  await outcome(page, 1, 0).click();
  await outcome(page, 1, 1).click();
  await outcome(page, 1, 2).click();
  await expect(page.getByText('Cannot book all selections on a market')).toBeVisible();
  await expect(outcome(page, 1, 2)).toHaveAttribute('aria-pressed', 'false');
  await expect(slip(page).getByLabel('3 selections')).toHaveText('3');
  await showPicks(page);
  for (const left of [2, 1, 0]) {
    await slip(page)
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    if (left)
      await expect(slip(page).getByLabel(left === 1 ? '1 selection' : `${left} selections`, { exact: true })).toHaveText(
        String(left),
      );
  }
  await expect(slip(page)).toHaveCount(0);
});

test('a visitor on a brand with retail codes fills the jackpot and takes a retail code instead of logging in', async ({
  page,
}) => {
  await page.goto('/en/jackpot?brand=savanna');
  await expect(events(page).first()).toBeVisible();
  const count = await events(page).count();
  for (let ordinal = 1; ordinal <= count; ordinal++) await outcome(page, ordinal, 1).click();
  const retail = slip(page).getByRole('button', { name: 'Get a retail code' });
  await expect(retail).toBeEnabled();
  await retail.click();
  await expect(slip(page).getByText(/^R-[A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
});

test('a jackpot cannot be placed once its first match has kicked off: the platform refuses it and the page closes it', async ({
  page,
}) => {
  await page.goto('/en/jackpot');
  await logIn(page);
  await expect(balance(page)).toBeVisible();
  await expect(events(page).first()).toBeVisible();
  const count = await events(page).count();
  for (let ordinal = 1; ordinal <= count; ordinal++) await outcome(page, ordinal, 0).click();
  const place = slip(page).getByRole('button', { name: /^Place jackpot bet EUR [\d.]+$/ });
  await expect(place).toBeEnabled();
  const before = amount(await balance(page).textContent());

  // The first match kicks off while the player's slip is ready (48 s before, in the report that found past-posting).
  const title = jackpot(page).locator('h2[id^="jackpot-"][id$="-title"]:not(#jackpot-slip-title)');
  const jackpotId = /^jackpot-(\d+)-title$/.exec((await title.getAttribute('id')) ?? '')?.[1];
  const kickOff = await fetch(`${API_URL}/_sim/jackpots/${jackpotId}/kick-off`, { method: 'POST' });
  expect(kickOff.status, await kickOff.text()).toBe(200);
  await place.click();

  await expect(
    slip(page).getByRole('alert').filter({ hasText: 'This jackpot is closed: its first match has started' }).first(),
  ).toBeVisible();
  await expect(slip(page).getByText('Jackpot bet placed')).toHaveCount(0);
  await expect(
    jackpot(page).getByRole('status').filter({ hasText: 'This jackpot is closed: its first match has started.' }),
  ).toBeVisible();
  await expect(outcome(page, 1, 1)).toBeDisabled();
  await expect(place).toBeDisabled();
  expect(amount(await balance(page).textContent())).toBeCloseTo(before, 2);
});

test('a placed jackpot is in my bets with its picks per match, and when its matches are played out it settles and pays once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/en/jackpot');
  await logIn(page);
  await expect(balance(page)).toBeVisible();
  // A jackpot closed by the journey before is replaced within the simulator's next maintenance round.
  await expect(jackpot(page).getByText(/^EUR [\d.]+ per line$/)).toBeVisible({ timeout: 40_000 });
  await expect(events(page).first()).toBeVisible();
  const count = await events(page).count();
  for (let ordinal = 1; ordinal <= count; ordinal++) await outcome(page, ordinal, 0).click();
  await outcome(page, 1, 1).click();
  await expect(slip(page).getByLabel(`${count + 1} selections`)).toHaveText(String(count + 1));
  const title = jackpot(page).locator('h2[id^="jackpot-"][id$="-title"]:not(#jackpot-slip-title)');
  const jackpotId = /^jackpot-(\d+)-title$/.exec((await title.getAttribute('id')) ?? '')?.[1];
  await slip(page).getByRole('button', { name: 'Place jackpot bet EUR 2.00' }).click();
  const reference = slip(page).getByText(/^Reference J-\d+$/);
  await expect(reference).toBeVisible();
  const jackpotBetId = /J-(\d+)$/.exec((await reference.textContent()) ?? '')?.[1];

  await page.goto('/en/sports/240-FOOT');
  const panel = page.locator('[data-mfe="mybets"]');
  const bet = panel.getByRole('list', { name: 'Open bets' }).locator(`article[data-jackpot-bet-id="${jackpotBetId}"]`);
  await expect(bet.getByRole('heading', { name: /· 2 lines$/ })).toBeVisible();
  const matches = bet.getByRole('list', { name: 'Picks per match' }).getByRole('listitem');
  await expect(matches).toHaveCount(count);
  await expect(matches.first().locator('[data-outcome-id]')).toHaveCount(2);
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('EUR 2.00');
  await expect(bet.getByText('Jackpot prize').locator('xpath=following-sibling::dd')).toHaveText(/^EUR [\d,]+\.\d{2}$/);
  await expect(bet.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);
  // The player's jackpot bets still open now: the first journey's bet shares matches with this jackpot (its
  // replacement draws on the same fixtures), so playing them out can settle it too, and pay it.
  const open = await panel
    .getByRole('list', { name: 'Open bets' })
    .locator('article[data-jackpot-bet-id]')
    .evaluateAll((articles) => articles.map((article) => article.getAttribute('data-jackpot-bet-id')));
  const before = amount(await balance(page).textContent());

  // Its day in seconds: every match kicks off now and is hurried to its end; the platform results and settles it.
  const played = await fetch(`${API_URL}/_sim/jackpots/${jackpotId}/play`, { method: 'POST' });
  expect(played.status, await played.text()).toBe(200);
  await expect(bet).toHaveCount(0, { timeout: 90_000 });
  await panel.getByRole('tab', { name: 'Settled' }).click();
  const settled = panel.getByRole('list', { name: 'Settled bets' }).locator(`article[data-jackpot-bet-id="${jackpotBetId}"]`);
  await expect(settled).toHaveAttribute('data-status', /^(won|lost)$/);
  // Every pick has its result.
  await expect(
    settled
      .getByRole('list', { name: 'Picks per match' })
      .locator('[data-leg-state="won"], [data-leg-state="lost"], [data-leg-state="void"]'),
  ).toHaveCount(count + 1);
  const paid = amount(await settled.getByText('Returns').locator('xpath=following-sibling::dd').textContent());
  expect(paid > 0).toBe((await settled.getAttribute('data-status')) === 'won');
  // Paid once, through the wallet: the balance moves by the returns of the bets that were open and are settled.
  const settledReturns = async () => {
    let sum = 0;
    for (const id of open) {
      const returns = panel
        .getByRole('list', { name: 'Settled bets' })
        .locator(`article[data-jackpot-bet-id="${id}"]`)
        .getByText('Returns')
        .locator('xpath=following-sibling::dd');
      if (await returns.count()) sum += amount(await returns.textContent());
    }
    return sum;
  };
  expect(open).toContain(jackpotBetId);
  await expect
    .poll(async () => amount(await balance(page).textContent()) - (await settledReturns()), { timeout: 20_000 })
    .toBeCloseTo(before, 2);
});

test.describe("savanna's phone, whose players log in with a device session (spec 1 section 7.2)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a player places a jackpot: the path names their account, never an empty one', async ({ page }) => {
    const placements: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/jackpotbetslips') && request.method() === 'POST') placements.push(pathname);
    });
    await page.goto('/en/homepage?brand=savanna');
    await submitLogin(page, 'kenya', 'kenya1234');
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.locator('[data-mfe="header"]').getByText(/KES/).first()).toBeVisible();

    await page.goto('/en/jackpot');
    // A jackpot another journey closed is replaced within the simulator's next maintenance round.
    await expect(jackpot(page).getByText(/^KES [\d,.]+ per line$/)).toBeVisible({ timeout: 40_000 });
    await expect(events(page).first()).toBeVisible();
    const count = await events(page).count();
    for (let ordinal = 1; ordinal <= count; ordinal++) await outcome(page, ordinal, 0).tap();
    await expect(slip(page).getByLabel(`${count} selections`)).toHaveText(String(count));
    const place = slip(page).getByRole('button', { name: /^Place jackpot bet KES [\d,.]+$/ });
    await expect(place).toBeEnabled();
    const answered = page.waitForResponse(
      (response) => response.url().includes('/jackpotbetslips') && response.request().method() === 'POST',
    );
    await place.tap();

    expect((await answered).status()).toBe(200);
    await expect(slip(page).getByText('Jackpot bet placed')).toBeVisible();
    await expect(slip(page).getByText(/^Reference J-\d+$/)).toBeVisible();
    expect(placements).toEqual(['/xapi/rest/accounts/kenya/jackpotbetslips']);
  });
});
