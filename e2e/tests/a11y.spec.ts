import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectAllMounted, logIn, loginDialog, newPlayer, PASSWORD, prematchRow, test } from './support';

/**
 * axe-core on the main views, every region of the page included: no serious or critical violations of WCAG 2.1 A
 * and AA. axe runs in the page itself (legacy mode) and keeps only the violations' nodes: its default runs it
 * frame by frame, then again in a blank page of its own to merge the frames' results, and returns every node
 * that passed (1,400 on the home page), which cost these journeys 4-5 of the 6-7 seconds an analysis took. These
 * views have no frame from another origin, the one kind legacy mode leaves out.
 */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const firstEvent = (page: Page) => page.locator('[data-mfe="events"] li[data-event-id]').first();

test('home page', async ({ page }) => {
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  await expect(firstEvent(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('live list', async ({ page }) => {
  await page.goto('/en/live/sport');
  await expectAllMounted(page);
  await expect(firstEvent(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('event page', async ({ page }) => {
  await page.goto('/en/sports/240-FOOT');
  await expect(firstEvent(page)).toBeVisible();
  await firstEvent(page).getByRole('link').first().click();
  await expect(page.locator('[data-mfe="events"] button[data-outcome-id]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('betslip with a selection', async ({ page }) => {
  // A pre-match price far from kick-off: a live one can be suspended and leave the slip mid-journey.
  await page.goto('/en/sports/240-FOOT');
  await expectAllMounted(page);
  // Not the demo player: its five sessions are spent by the other journeys.
  await logIn(page, 'nopromo', 'nopromo12');
  const odds = (await prematchRow(page)).locator('button[data-outcome-id]:enabled').first();
  const eventName = (await odds.getAttribute('aria-label'))!.split(':')[0];
  await odds.click();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-mfe="betslip"]').getByText(eventName).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('login dialog', async ({ page }) => {
  await page.goto('/en/homepage');
  await expectAllMounted(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(loginDialog(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Every violation axe finds inside one remote, of any impact, best practices included. */
async function violationsIn(page: Page, remote: string) {
  const results = await new AxeBuilder({ page })
    .include(`[data-mfe="${remote}"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`);
}

test('safer-gambling page: its forms, a limit increase waiting, the time-out confirmation', async ({ page }) => {
  // A player of its own: the page's limits and time-out are the player's.
  const username = await newPlayer('axesafe');
  await page.goto('/en/account/safer-gambling');
  const account = page.locator('[data-mfe="account"]');
  await expect(account.getByText('Log in to set your limits and breaks.')).toBeVisible();
  expect(await violationsIn(page, 'account')).toEqual([]);
  await logIn(page, username, PASSWORD);
  await expect(account.getByRole('region', { name: 'Take a time-out' })).toBeVisible();
  await account.getByLabel(/^Daily/).fill('50');
  await account.getByRole('button', { name: 'Save limits' }).click();
  await expect(account.getByText('Your deposit limits are saved.')).toBeVisible();
  await account.getByLabel(/^Daily/).fill('500');
  await account.getByRole('button', { name: 'Save limits' }).click();
  await expect(account.getByText(/applies from/)).toBeVisible();
  expect(await violationsIn(page, 'account')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await account.getByRole('radio', { name: '24 hours' }).check();
  await account.getByRole('button', { name: 'Start time-out' }).click();
  await expect(account.getByRole('alertdialog')).toBeVisible();
  expect(await violationsIn(page, 'account')).toEqual([]);
});
