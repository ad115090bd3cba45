import { expect, logIn, pickOnPhone, scrollToFooter, test } from './support';

test.describe('mobile bottom navigation and drawer at 390 px (spec 1 sections 2.7 and 2.8)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('five items with Menu first; Menu opens the drawer, a sport expands, Live navigates and is selected', async ({ page }) => {
    await page.goto('/en/homepage?brand=classic');
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    // The brand's bottom_menu has six active items: five are shown, the layout puts Menu on the left.
    const items = bar.locator(':scope > a, :scope > button');
    await expect(items).toHaveCount(5);
    await expect(items.first()).toHaveAccessibleName('Menu');
    await expect(bar.getByRole('link', { name: 'Promotions' })).toHaveCount(0);

    const menuButton = bar.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('navigation', { name: 'Sports menu' });
    await expect(drawer).toBeInViewport();
    // The drawer is 380 px (spec 1 section 2.8), and the page behind it does not scroll while it is open.
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox?.width).toBeCloseTo(380, 1);
    const pageScroll = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await pageScroll()).toBe('hidden');
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Sports expand to their countries, one section open at a time.
    const football = drawer.getByRole('button', { name: 'Countries in Football' });
    await football.click();
    await expect(football).toHaveAttribute('aria-expanded', 'true');
    const basketball = drawer.getByRole('button', { name: 'Countries in Basketball' });
    await basketball.click();
    await expect(basketball).toHaveAttribute('aria-expanded', 'true');
    await expect(football).toHaveAttribute('aria-expanded', 'false');

    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).not.toBeInViewport();
    expect(await pageScroll()).not.toBe('hidden');

    // A tap closes any overlay first and navigates; the item it went to is the selected one.
    await menuButton.click();
    await expect(drawer).toBeInViewport();
    await bar.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/en\/live\/sport\/?/);
    await expect(bar.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer).not.toBeInViewport();
  });

  test('a bottom-navigation tap closes the open betslip and navigates (spec 1 section 2.7)', async ({ page }) => {
    await page.goto('/en/sports/240-FOOT?brand=classic');
    await logIn(page);
    const slip = await pickOnPhone(page);
    const stake = slip.getByRole('textbox', { name: /^Stake on / });
    await expect(stake).toBeInViewport();

    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await bar.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/\/en\/live\/sport\/?/);
    await expect(slip.getByRole('button', { name: 'Show betslip' })).toHaveAttribute('aria-expanded', 'false');
    await expect(stake).toHaveCount(0);
    // The selection is kept: only the overlay closed.
    await expect(slip.getByLabel('1 selection', { exact: true })).toHaveText('1');
  });

  test('My account asks a visitor to log in', async ({ page }) => {
    await page.goto('/en/homepage?brand=classic');
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'My account' }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/en\/homepage/);
  });
});

test.describe('language picker (spec 1 section 2.9)', () => {
  test('choosing a language goes to the same path in that locale with translated texts, and the choice is kept', async ({
    page,
    context,
  }) => {
    await page.goto('/en/sports/240-FOOT?brand=classic');
    const header = page.locator('[data-mfe="header"]');
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible();
    await header.getByRole('button', { name: /^Language: English/ }).click();
    await header.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/sports\/240-FOOT\?brand=classic$/);
    await expect(header.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    // The shell's footer, in German, once scrolled to.
    await scrollToFooter(page, 'Bitte spielen Sie verantwortungsvoll. 18+');

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name.toLowerCase().includes('locale'))?.value).toBe('de');
    // A path without a locale now goes to the chosen one.
    await page.goto('/live/sport');
    await expect(page).toHaveURL(/\/de\/live\/sport$/);
  });
});

test.describe('desktop side menu (spec 1 section 2.8)', () => {
  test('offers the fixtures, and the page asks for the sports tree once for the menu and the sports page alike', async ({
    page,
  }) => {
    const trees: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/xapi/rest/eventpathtree') trees.push(request.url());
    });
    await page.goto('/en/sports/240-FOOT?brand=classic');
    const menu = page.getByRole('navigation', { name: 'Sports menu' });
    await expect(menu.getByRole('link', { name: /^Football/ })).toBeVisible();
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    // The menu's request serves the events remote too: one a page load.
    expect(trees).toHaveLength(1);

    await menu.getByRole('link', { name: 'Fixtures' }).click();
    await expect(page).toHaveURL(/\/en\/sports\/fixtures\?brand=classic$|\/en\/sports\/fixtures$/);
    await expect(page.locator('[data-mfe="events"]').getByRole('heading', { level: 1, name: 'Fixtures' })).toBeVisible();
  });
});
