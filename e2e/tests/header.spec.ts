import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support';

/** The player's sportsbook balance as the platform answers it, read with the page's own session. */
async function platformBalance(page: Page, username: string): Promise<number> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('sb-session') ?? '{}').state?.session?.jwe_token);
  const answer = await page.request.get(`/xapi/icore/players/${username}/balance/sportsbook`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return Number((await answer.json()).balance);
}

/** The header region of the composed page, where the header remote mounts. */
const header = (page: Page) => page.locator('[data-mfe="header"]');

test.describe('headers per brand (spec 1 section 2.5)', () => {
  test('classic header: Login and Join for a visitor; VIP, auto-exclusion, balance and account menu for a player', async ({
    page,
  }) => {
    await page.goto('/en/homepage?brand=classic');
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Join' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Classic Bet home' })).toHaveAttribute('href', /\/en\/homepage$/);
    // The desktop sub-header carries the brand's submenu links.
    await expect(header(page).getByRole('navigation', { name: 'Sections' }).getByRole('link').first()).toBeVisible();

    await logIn(page, 'demo', 'demo1234');
    await expect(header(page).getByRole('button', { name: 'Login' })).toHaveCount(0);
    await expect(header(page).getByText('Silver')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Self-exclusion' })).toBeVisible();
    // The balance the platform holds for demo, whatever the journeys before this one staked (they share demo).
    const held = `EUR ${(await platformBalance(page, 'demo')).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(header(page).getByRole('link', { name: `Balance ${held}` })).toBeVisible();
    // The brand lets the player hide the balance (clem_header_toggle_balance).
    await header(page).getByRole('button', { name: 'Hide balance' }).click();
    await expect(header(page).getByRole('link', { name: /^Balance hidden/ })).toBeVisible();
    await expect(header(page).getByText(held)).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Show balance' }).click();
    await expect(header(page).getByRole('link', { name: `Balance ${held}` })).toBeVisible();

    await header(page).getByRole('button', { name: 'My account' }).click();
    await expect(header(page).getByRole('link', { name: 'Balances' })).toHaveAttribute('href', /\/en\/account\/balances$/);
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('rebranded header: Register, Login and the language flags; the static sub-header menus', async ({ page }) => {
    await page.goto('/en/homepage?brand=nova');
    await expect(header(page).getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Join' })).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: /^Language: English/ })).toBeVisible();
    const sections = header(page).getByRole('navigation', { name: 'Sections' });
    for (const link of ['Sports', 'Virtuals', 'Esports'])
      await expect(sections.getByRole('link', { name: link, exact: true })).toBeVisible();
    await sections.getByRole('button', { name: 'Casino' }).click();
    await expect(sections.getByText('Casino games are coming soon.')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Nova Sports home' })).toBeVisible();
  });

  test("external header: the brand's html in a shadow root, its script run, its page-wide css kept inside", async ({ page }) => {
    await page.goto('/en/homepage?brand=savanna');
    const host = header(page).getByTestId('external-header');
    await expect(host.getByRole('link', { name: 'SAVANNA BET' })).toBeVisible();
    // The brand's script filled in the year, so it ran (from the page's own origin).
    await expect(host.getByText(String(new Date().getFullYear()))).toBeVisible();
    // Its css says body{background:#0b3d2e}: inside the shadow root the header is green, the page is not.
    await expect(host.locator('.savanna-header')).toHaveCSS('background-color', 'rgb(11, 61, 46)');
    const bodyBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bodyBackground).not.toBe('rgb(11, 61, 46)');
    // Nothing of it sits in the light DOM, where the page's own selectors could reach it.
    // (Playwright's locators pierce shadow roots; the page's own querySelector does not.)
    expect(await page.evaluate(() => document.querySelector('.savanna-header'))).toBeNull();
    // The login controls stay beside it.
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a failing external header leaves the skeleton and the rest of the page works', async ({ page }) => {
    await page.route('**/api/external_header**', (route) =>
      route.fulfill({ status: 503, body: '{"message":"down"}', contentType: 'application/json' }),
    );
    await page.goto('/en/homepage?brand=savanna');
    await expect(header(page).getByRole('status', { name: 'Loading header' })).toBeVisible();
    await expect(header(page).getByTestId('external-header')).toHaveCount(0);
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.locator('[data-mfe="events"]')).toHaveCount(1);
  });
});
