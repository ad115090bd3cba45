import type { Page } from '@playwright/test';
import { amount, expect, kickOffOwnMatch, logIn, placeBet, prematchRow, test, stakeFields } from './support';

const header = (page: Page) => page.locator('[data-mfe="header"]');
const myBets = (page: Page) => page.locator('[data-mfe="mybets"]');
const jackpot = (page: Page) => page.locator('[data-mfe="jackpot"]');
/** An IDR amount as rupiah's players see it: in thousands, 'IDR 5,000.00' for five million rupiah. */
const IDR = /^IDR [\d,]+\.\d{2}$/;

test('rupiah sees one IDR scale everywhere: the header, the slip, my bets and the jackpot, in thousands', async ({ page }) => {
  await page.goto('/en/sports/240-FOOT?brand=nova');
  await logIn(page, 'rupiah', 'rupiah123');
  const balance = header(page).getByText(IDR);
  await expect(balance).toBeVisible();
  // Shown in thousands, and marked so.
  await expect(header(page).getByTitle('in thousands').first()).toBeVisible();
  const before = amount(await balance.textContent());
  // Five million rupiah (the seeded balance, less what this player spent in earlier runs) is some thousands.
  expect(before).toBeLessThanOrEqual(5_000);

  await (await prematchRow(page)).locator('button[data-outcome-id]:enabled').first().click();
  await stakeFields(page).fill('5');
  await placeBet(page, 'Place bet IDR 5.00');
  // 5 typed is 5,000 rupiah booked: the header falls by 5.00 in the same thousands.
  await expect.poll(async () => amount(await header(page).getByText(IDR).textContent())).toBeCloseTo(before - 5, 2);

  const bet = myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('IDR 5.00');
  await expect(bet.getByText('Potential returns').locator('xpath=following-sibling::dd')).toHaveText(IDR);
  const cashOut = amount(await bet.getByRole('button', { name: /^Cash out IDR / }).textContent());
  expect(cashOut).toBeGreaterThan(0);
  expect(cashOut).toBeLessThan(5);

  // The jackpot is priced in rupiah too: a line is IDR 15.00 (15,000 rupiah), never EUR.
  await page.goto('/en/jackpot');
  // A jackpot closed by an earlier journey is replaced within the simulator's next maintenance round.
  await expect(jackpot(page).getByText('IDR 15.00 per line')).toBeVisible({ timeout: 40_000 });
  // The banner above the board is in the player's rupiah too, not the brand's dollars.
  const banners = jackpot(page).getByRole('complementary', { name: 'Jackpot offers' });
  await expect(banners.getByText(/: win IDR [\d,]+\.\d{2}$/)).toBeVisible();
  await expect(banners.getByText(/USD/)).toHaveCount(0);
  const events = jackpot(page).locator('li[data-ordinal]');
  const count = await events.count();
  for (let ordinal = 1; ordinal <= count; ordinal++)
    await jackpot(page).locator(`li[data-ordinal="${ordinal}"] button[data-outcome-id]`).first().click();
  const afterBet = amount(await header(page).getByText(IDR).textContent());
  await jackpot(page).getByRole('button', { name: 'Place jackpot bet IDR 15.00' }).click();
  await expect(jackpot(page).getByText('Jackpot bet placed')).toBeVisible();
  await expect.poll(async () => amount(await header(page).getByText(IDR).textContent())).toBeCloseTo(afterBet - 15, 2);
});

test("a live bet's cash-out offer follows its price as it moves, with no reload", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en/live/sport/240-FOOT');
  // A KES player on the default brand: amounts in the player's currency, whatever the brand's.
  await logIn(page, 'kenya', 'kenya1234');
  // Live prices move faster than the in-play delay: this player takes any price change, as the settings allow.
  await page.goto('/en/account/settings');
  await page.getByRole('checkbox', { name: 'Accept higher odds and cash out' }).uncheck();
  // The journey's own match, kicked off now: a match near its end would close its markets under the bet.
  const { eventId } = await kickOffOwnMatch(['FOOT']);
  await page.goto('/en/live/sport/240-FOOT');

  const rows = page.locator(`[data-mfe="events"] li[data-event-id="${eventId}"]`);
  await expect(rows.first()).toBeVisible();
  const open = rows.locator('button[data-outcome-id]:enabled');
  await expect(open.first()).toBeVisible({ timeout: 30_000 });
  await open.first().click();
  await stakeFields(page).fill('10');
  await placeBet(page, 'Place bet KES 10.00');

  const bet = myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('KES 10.00');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const button = bet.getByRole('button', { name: /^Cash out KES / });
  const seen = new Set<string>();
  // The match plays on: each pushed price of the bet's leg values the offer again, on this very page.
  await expect
    .poll(
      async () => {
        const text = await button.textContent({ timeout: 1_000 }).catch(() => null);
        if (text) seen.add(text);
        return seen.size;
      },
      { message: 'the cash-out offer moves with the price', timeout: 90_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
