import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, expectAllMounted, logIn, loginDialog, prematchRow, test } from './support';

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
