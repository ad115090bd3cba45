import type { Page } from '@playwright/test';
import { betslip, expect, logIn, openInSite, prematchRow, scrollToFooter, test } from './support';

/**
 * Layout rules of spec 1 sections 2.4 and 9 as a page shows them: the footer's 50 px, the side-column
 * widgets of a layout, and the back-to-top button that never covers Place bet on a phone; and a page that
 * stands still for a player whose system asks for reduced motion.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const footerHeight = async (page: Page) => (await page.locator("[data-area='footer']").boundingBox())?.height;

test('the footer is 50 px high on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/sports/240-FOOT');
  // The footer is drawn once the player scrolls down to it.
  await scrollToFooter(page, 'Please gamble responsibly');
  expect(await footerHeight(page)).toBe(50);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the footer is 50 px high', async ({ page }) => {
    await page.goto('/en/sports/240-FOOT');
    await scrollToFooter(page, 'Please gamble responsibly');
    expect(await footerHeight(page)).toBe(50);
  });

  test('back to top never covers Place bet on a long slip', async ({ page }) => {
    await page.goto('/en/sports/240-FOOT');
    await logIn(page);
    // The slip's bar sits over the bottom of the list once it has a pick: the picks are made as taps on
    // the prices themselves, wherever the bar is. A price that closes meanwhile (a match kicking off) leaves
    // the slip, so the taps go on, one unpicked row at a time, until the slip counts 10.
    const slip = betslip(page);
    const count = slip.getByLabel(/selections?$/);
    let row = 0;
    await expect(async () => {
      // A phone loads the slip with its first pick.
      const picked = (await count.count()) ? Number(await count.textContent()) : 0;
      if (picked < 10) {
        const price = (await prematchRow(page, row++)).locator('button[data-outcome-id]').first();
        if ((await price.getAttribute('aria-pressed')) !== 'true')
          await price.evaluate((button: HTMLButtonElement) => button.click());
      }
      await expect(count).toHaveText('10', { timeout: 1000 });
    }).toPass({ timeout: 45_000 });
    const toggle = slip.getByRole('button', { name: /^(Show|Hide) betslip$/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const place = slip.getByRole('button', { name: /^Place bet/ });
    await place.scrollIntoViewIfNeeded();
    await expect(place).toBeVisible();
    // Scrolled past 200 px the page would show the button; over the open slip it does not.
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => window.scrollBy(0, 1200));
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
    await place.scrollIntoViewIfNeeded();
    const box = (await place.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      [box.x + box.width - 8, box.y + box.height / 2],
    );
    expect(onTop).toMatch(/^Place bet/);
  });
});

test('an event page shows a visitor the adverts meant for visitors and the html widget below the betslip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/sports/240-FOOT');
  const id = await (await prematchRow(page, 0)).getAttribute('data-event-id');
  await page.goto(`/en/events/${id}`);
  const right = page.locator("[data-area='right']");
  const advert = right.getByRole('complementary', { name: 'Welcome bonus: your first bet back up to 50' });
  await expect(advert).toBeVisible();
  await expect(advert.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await advert.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(right.getByRole('heading', { name: 'Responsible gaming' })).toBeVisible();
  // The logged-in advert is not for a visitor.
  await expect(right.getByRole('complementary', { name: /Acca boost/ })).toHaveCount(0);
  // Below the betslip, which stays first in the column.
  const slipBox = (await right.locator('[data-region="betslip"]').boundingBox())!;
  expect((await advert.boundingBox())!.y).toBeGreaterThan(slipBox.y);
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing on the page moves for ever: the lists’ skeletons stand still', async ({ page }) => {
    // The lists' data is held back until the skeletons are checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/xapi\/rest\/(live\/)?events\?/, async (route) => {
      await held;
      await route.continue();
    });
    await openInSite(page, '/en/live/sport');
    await expect(page.getByTestId('event-skeleton').first()).toBeVisible();
    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations === Infinity)
        .map((animation) => (animation as CSSAnimation).animationName),
    );
    expect(endless).toEqual([]);
    release();
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
  });
});
