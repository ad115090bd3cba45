import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API, expect, test } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * A football team with a pre-match game, and its name as a hurried player types it: one letter left out of its
 * first word ('Northbrige United').
 */
async function teamWithATypo(): Promise<{ team: string; typo: string }> {
  const response = await fetch(`${API}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=50`);
  expect(response.status).toBe(200);
  const { events } = (await response.json()) as { events: { opponents: { description: string }[] }[] };
  const team = events.flatMap((e) => e.opponents.map((o) => o.description)).find((name) => /^[A-Za-z]{8,} [A-Za-z]+$/.test(name));
  expect(team, 'a football team with a plain name plays soon').toBeDefined();
  return { team: team!, typo: team!.slice(0, 4) + team!.slice(5) };
}

/** axe-core's WCAG 2.1 A and AA violations in the search field and its results (see a11y.spec.ts for legacy mode). */
async function violationsIn(page: Page, ...selectors: string[]) {
  const results = await selectors
    .reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The match the search opened: its page, whose heading names the team. */
async function expectItsMatch(page: Page, team: string) {
  await expect(page).toHaveURL(/\/en\/(events|live)\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(team) })).toBeVisible();
}

test('desktop: the header search finds a team from a typo and opens its match with the keyboard', async ({ page }) => {
  const { team, typo } = await teamWithATypo();
  await page.goto('/en/homepage');
  const header = page.locator('[data-mfe="header"]');
  await header.getByRole('searchbox', { name: 'Search' }).click();
  const field = header.getByRole('combobox', { name: 'Search' });
  await expect(field).toBeFocused();
  await field.pressSequentially(typo);
  const results = header.getByRole('listbox', { name: 'Search results' });
  const teamOption = results
    .getByRole('group', { name: 'Teams' })
    .getByRole('option', { name: new RegExp(`^${team}`) })
    .first();
  await expect(teamOption).toBeVisible();
  await expect(
    results
      .getByRole('group', { name: 'Matches' })
      .getByRole('option', { name: new RegExp(team) })
      .first(),
  ).toBeVisible();
  expect(await violationsIn(page, '[data-mfe="header"]')).toEqual([]);
  // The arrow keys walk the groups until the team is the active option; Enter opens it.
  for (let i = 0; i < 12 && (await teamOption.getAttribute('aria-selected')) !== 'true'; i++) await field.press('ArrowDown');
  await expect(teamOption).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expectItsMatch(page, team);
  await expect(results).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test("the menu sheet's search finds a team from a typo and opens its match", async ({ page }) => {
    const { team, typo } = await teamWithATypo();
    await page.goto('/en/homepage?brand=nova');
    await page.locator('[data-mfe="header"]').getByRole('button', { name: 'Sports menu' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Sports menu' });
    const field = sheet.getByRole('combobox', { name: 'Search' });
    await field.fill(typo);
    const teamOption = sheet
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('group', { name: 'Teams' })
      .getByRole('option', { name: new RegExp(`^${team}`) })
      .first();
    await expect(teamOption).toBeVisible();
    // The sheet's own parts are other journeys' to check: here the field and its results.
    expect(await violationsIn(page, '[role="dialog"] [role="combobox"]', '[role="dialog"] [role="listbox"]')).toEqual([]);
    await teamOption.tap();
    await expectItsMatch(page, team);
    await expect(sheet).toHaveCount(0);
  });
});
