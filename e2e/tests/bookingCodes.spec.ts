import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API, betslip, CONTROL_URL, expect, farPrematchEvent, holdFeedAlerts, kickOffOwnMatch, test } from './support';

/**
 * Booking codes (issue 43) on savanna, the brand that offers them: a visitor shares a slip of two selections as a
 * code and a link; the live one's match then ends (the simulator's control plays it out); a friend's phone opens
 * the link and gets the open selection at today's prices and the closed one named; a code typed in the empty
 * slip loads the same; a code nobody made is refused with a message.
 */
const SAVANNA = '?brand=savanna';

/** What axe finds wrong in the slip (WCAG 2.1 A and AA, best practices), of any impact. */
async function slipViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-mfe="betslip"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Opens `path` as a link inside the site does: the slip the page holds stays (a page load would start a new one). */
const openInSite = (page: Page, path: string) =>
  page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/** The first open price of the event page on screen: its outcome id and the name the slip shows for it. */
async function pickFirstOpenPrice(page: Page): Promise<string> {
  const price = page.locator('[data-mfe="events"] button[data-outcome-id]:enabled').first();
  await expect(price).toBeVisible({ timeout: 30_000 });
  const id = (await price.getAttribute('data-outcome-id'))!;
  await price.click();
  await expect(page.locator(`[data-mfe="events"] button[data-outcome-id="${id}"]`)).toHaveAttribute('aria-pressed', 'true');
  return id;
}

test('a shared code loads the same selections in a second browser, and a closed selection is named', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // No chance feed alert may suspend the open selection while the journey waits for the other match to end.
  await holdFeedAlerts(175);
  const match = await kickOffOwnMatch(['FOOT']);
  const far = await farPrematchEvent();

  await page.goto(`/en/events/${far.slug}${SAVANNA}`);
  const slip = betslip(page);
  await pickFirstOpenPrice(page);
  await expect(slip.getByLabel('1 selection', { exact: true })).toHaveText('1');
  await openInSite(page, `/en/live/${match.slug}${SAVANNA}`);
  await expect(page.locator('[data-mfe="events"]').getByText(match.name).first()).toBeVisible();
  const liveOutcome = await pickFirstOpenPrice(page);
  await expect(slip.getByLabel('2 selections', { exact: true })).toHaveText('2');
  const names = await slip.getByRole('list', { name: 'Singles' }).getByRole('listitem').locator('.what strong').allTextContents();

  await slip.getByRole('button', { name: 'Share' }).click();
  const link = await slip.getByRole('textbox', { name: 'Link' }).inputValue();
  const code = new URL(link).searchParams.get('bookingCode')!;
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  await expect(slip.getByText(code, { exact: true })).toBeVisible();
  expect(await slipViolations(page)).toEqual([]);

  // The live match is played out: its selection closes with it.
  const hurried = await fetch(`${CONTROL_URL}/simulator/events/${match.eventId}/hurry`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ factor: 100 }),
  });
  expect(hurried.status, await hurried.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${API}/xapi/rest/betslips/bookingcodes/${code}`, { headers: { brand: 'savanna' } });
        const body = (await answer.json()) as { closed?: { outcomeId: number; reason: string }[] };
        return body.closed?.find((selection) => String(selection.outcomeId) === liveOutcome)?.reason;
      },
      { message: `${match.name} is over`, timeout: 90_000, intervals: [2000] },
    )
    .toBe('event-over');

  // A friend's phone opens the link: the open selection joins the slip, the closed one is named.
  const friend = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const phone = await friend.newPage();
    await phone.goto(link);
    const friendSlip = betslip(phone);
    await expect(friendSlip.getByLabel('1 selection', { exact: true })).toHaveText('1');
    const singles = friendSlip.getByRole('list', { name: 'Singles' });
    await expect(singles).toContainText(names[0]);
    const closed = friendSlip.getByRole('list', { name: `Closed selections of code ${code}` });
    await expect(closed.getByRole('listitem')).toHaveCount(1);
    await expect(closed).toContainText(names[1]);
    await expect(closed).toContainText(`${match.name}: the event is over`);
    await expect(friendSlip.getByText(`Code ${code} is on your slip at today's prices.`)).toBeVisible();
    expect(await slipViolations(phone)).toEqual([]);
    // The code left the address: a reload does not add it again.
    expect(new URL(phone.url()).searchParams.get('bookingCode')).toBeNull();
  } finally {
    await friend.close();
  }

  // Typed into the sharer's emptied slip (desktop), the code loads the same; a code nobody made is refused.
  await slip.getByRole('button', { name: 'Clear all' }).click();
  const field = slip.getByRole('textbox', { name: 'Booking code' });
  await field.fill('ZZZZ-ZZZZ');
  await slip.getByRole('button', { name: 'Load' }).click();
  await expect(slip.getByRole('alert')).toHaveText('There is no booking code ZZZZ-ZZZZ. Check it and try again.');
  await field.fill(code.toLowerCase().replace('-', ' '));
  await slip.getByRole('button', { name: 'Load' }).click();
  await expect(slip.getByLabel('1 selection', { exact: true })).toHaveText('1');
  await expect(slip.getByRole('list', { name: 'Singles' })).toContainText(names[0]);
  await expect(slip.getByRole('list', { name: `Closed selections of code ${code}` })).toContainText(match.name);
  await holdFeedAlerts(0);
});
