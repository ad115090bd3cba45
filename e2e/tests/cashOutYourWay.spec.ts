import type { Page } from '@playwright/test';
import {
  amount,
  balance,
  CONTROL_URL,
  expect,
  farPrematchEvent,
  kickOffOwnMatch,
  logIn,
  newPlayer,
  PASSWORD,
  placeBet,
  test,
  stakeFields,
} from './support';

/** Cash out your way (issue 42): a part of an offer, and a rule the platform fires with nobody watching. */
const myBets = (page: Page) => page.locator('[data-mfe="mybets"]');

test('a partial cash out leaves the rest running', async ({ page }) => {
  // A player of the journey's own, and a match two days ahead: nothing closes its prices while the journey runs.
  const username = await newPlayer('partial');
  const event = await farPrematchEvent();
  await page.goto(`/en/events/${event.slug}`);
  await logIn(page, username, PASSWORD);
  await expect(balance(page)).toBeVisible();
  await page.locator('[data-mfe="events"] button[data-outcome-id]:enabled').first().click();
  await stakeFields(page).fill('10');
  await placeBet(page, 'Place bet EUR 10.00');

  const panel = myBets(page);
  const bet = panel.getByRole('list', { name: 'Open bets' }).getByRole('article').first();
  await expect(bet.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText('EUR 10.00');
  const betId = await bet.getAttribute('data-bet-id');
  const placed = panel.locator(`article[data-bet-id="${betId}"]`);
  await expect(placed.getByRole('button', { name: /^Cash out EUR \d+\.\d{2}$/ })).toBeVisible();

  // The player opens the part control and types 4.00: it says what it pays and what stays on.
  await placed.getByRole('button', { name: 'Cash out part' }).click();
  await expect(placed.getByRole('slider', { name: 'Amount to cash out' })).toBeVisible();
  await placed.getByRole('spinbutton', { name: 'Amount to cash out' }).fill('4');
  const pays = placed.getByText(/^Pays EUR 4\.00 · EUR \d+\.\d{2} stays on to return EUR [\d,]+\.\d{2}$/);
  await expect(pays).toBeVisible();
  const before = amount(await balance(page).textContent());

  await placed.getByRole('button', { name: 'Cash out EUR 4.00' }).click();
  // The offer the platform holds may differ from the value on the button if the price moved: the player then
  // sees the new value and accepts it, the part still 4.00.
  const take = placed.getByRole('button', { name: /^(Confirm cash out|Accept) EUR 4\.00$/ });
  await expect(take).toBeVisible();
  await expect(placed.getByText(/^EUR \d+\.\d{2} of your stake stays on\.$/)).toBeVisible();
  // The sentence's own full stop is not part of the amount.
  const left = amount((await placed.getByText(/of your stake stays on\.$/).textContent())?.replace(/\.$/, '') ?? null);
  expect(left).toBeGreaterThan(0);
  expect(left).toBeLessThan(10);
  await take.click();

  await expect(
    placed.getByRole('status').filter({ hasText: /^Cashed out EUR 4\.00\. EUR \d+\.\d{2} stays on\.$/ }),
  ).toBeVisible();
  await expect.poll(async () => amount(await balance(page).textContent())).toBeCloseTo(before + 4, 2);
  // The rest runs on: the bet is still open with the stake left, shows what was cashed out, and can be cashed out again.
  await expect(placed).toHaveAttribute('data-status', 'open');
  await expect(placed.getByText('Stake').locator('xpath=following-sibling::dd')).toHaveText(`EUR ${left.toFixed(2)}`);
  await expect(placed.getByText('Cashed out', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('EUR 4.00');
  await expect(placed.getByRole('button', { name: /^Cash out EUR \d+\.\d{2}$/ })).toBeVisible();
  await expect(panel.getByRole('status', { name: '1 open bet' })).toHaveText('1');
});

test('an auto cash out fires while the player’s page is closed', async ({ page }) => {
  test.setTimeout(150_000);
  const username = await newPlayer('autocash');
  await page.goto('/en/live/sport/240-FOOT');
  await logIn(page, username, PASSWORD);
  // Live prices move faster than the in-play delay: this player takes any price change, as the settings allow.
  await page.goto('/en/account/settings');
  await page.getByRole('checkbox', { name: 'Accept higher odds and cash out' }).uncheck();

  // The journey's own live match: 1.00 on each of home, draw and away. One of the three wins, and as the
  // match plays out its price falls and its cash-out offer climbs past the rule's target.
  const { eventId } = await kickOffOwnMatch(['FOOT']);
  await page.goto('/en/live/sport/240-FOOT');
  const rows = page.locator(`[data-mfe="events"] li[data-event-id="${eventId}"]`);
  await expect(rows.first()).toBeVisible();
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
      { message: 'the match with its three results open', timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(0);
  const buttons = rows.nth(chosen).locator('button[data-outcome-id]');
  for (let i = 0; i < 3; i++) await buttons.nth(i).click();
  const stakes = stakeFields(page);
  await expect(stakes).toHaveCount(3);
  for (let i = 0; i < 3; i++) await stakes.nth(i).fill('1');
  await placeBet(page, 'Place bet EUR 3.00');

  // On a phone: the player sets the rules on the open bets page, then closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/open_bets');
  const open = myBets(page).getByRole('list', { name: 'Open bets' }).getByRole('article');
  await expect(open).toHaveCount(3);
  // A rule on each bet, a cent above its offer now: the offer moves with every price, so a target the offer
  // reached meanwhile is refused (the player is told to cash out now), and the player sets it again.
  for (let i = 0; i < 3; i++) {
    const bet = open.nth(i);
    await bet.getByRole('button', { name: 'Auto cash out' }).click();
    const armed = bet.getByText(/^Auto cash out at EUR \d+\.\d{2}$/);
    for (let attempt = 0; attempt < 6 && !(await armed.isVisible()); attempt++) {
      const now = bet.getByText(/^Offer now EUR \d+\.\d{2}$/);
      await expect(now).toBeVisible({ timeout: 30_000 });
      await bet
        .getByRole('spinbutton', { name: 'Cash out when the offer reaches' })
        .fill((amount(await now.textContent()) + 0.01).toFixed(2));
      await bet.getByRole('button', { name: 'Set' }).click();
      await expect(armed.or(bet.getByRole('alert'))).toBeVisible();
    }
    await expect(armed).toBeVisible();
  }

  // The page closes; the match is played out fast. Nobody watches the bets now.
  await page.close();
  const hurried = await fetch(`${CONTROL_URL}/simulator/events/${eventId}/hurry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ factor: 60 }),
  });
  expect(hurried.status, await hurried.text()).toBe(200);

  // Back later (the session is the browser's): the match is over, and at least the winner's rule fired on the
  // platform, while the page was closed: that bet was cashed out, not settled as won.
  const again = await page.context().newPage();
  await again.setViewportSize({ width: 390, height: 844 });
  await again.goto('/en/open_bets');
  const panel = myBets(again);
  await expect(panel.getByText('You have no open bets.')).toBeVisible({ timeout: 60_000 });
  await panel.getByRole('tab', { name: 'Settled' }).click();
  const settled = panel.getByRole('list', { name: 'Settled bets' }).getByRole('article');
  await expect(settled).toHaveCount(3);
  const cashedOut = panel.locator('article[data-status="cashed_out"]');
  expect(await cashedOut.count()).toBeGreaterThanOrEqual(1);
  // The rule that did it is named on the bet, and it paid at least its target.
  const fired = cashedOut.first();
  const target = amount(await fired.getByText(/^Auto cash out at EUR \d+\.\d{2}$/).textContent());
  const paid = amount(await fired.getByText('Returns').locator('xpath=following-sibling::dd').textContent());
  expect(paid).toBeGreaterThanOrEqual(target);
  await expect(panel.locator('article[data-status="won"]')).toHaveCount(0);
  await again.close();
});
