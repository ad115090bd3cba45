import { expect, logIn, pickOnPhone, placeBet, test } from './support';

/** What the betslip sent with a placement: the origin id tells the platform which app the bet came from. */
type Placement = { originId?: number };

test.describe('native-app mode (?mode=native, spec 2 section 8)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a player in the app picks a price, opens the full-screen betslip and places the bet with the native origin', async ({
    page,
  }) => {
    // The app's player is logged in already (the session of the web login is kept for the visit).
    await page.goto('/en/sports/240-FOOT?brand=classic');
    await logIn(page);
    await page.goto('/en/sports/240-FOOT?brand=classic&mode=native');
    // Content only: no header, no bottom navigation.
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden();
    await expect(page.locator('[data-mfe="header"]').getByRole('button', { name: 'Login' })).toBeHidden();
    // No empty header bar is left: the list starts at the top of the screen.
    await expect(page.locator('[data-area="header"]')).toBeHidden();
    expect((await page.locator('[data-area="centre"]').boundingBox())!.y).toBeLessThan(20);

    const slip = await pickOnPhone(page);
    // The open slip is the app's sheet: the whole screen.
    await expect
      .poll(async () => page.locator('[data-area="sheet"]').evaluate((sheet) => sheet.getBoundingClientRect().height))
      .toBe(844);
    await slip.getByRole('textbox', { name: /^Stake on / }).fill('2');

    const placements: Placement[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/accounts\/[^/]+\/betslips$/.test(new URL(request.url()).pathname))
        placements.push(request.postDataJSON() as Placement);
    });
    await placeBet(page, 'Place bet EUR 2.00');
    await expect(slip.getByText('Bet placed')).toBeVisible();
    await expect(slip.getByText(/^Reference /)).toBeVisible();
    expect(placements.length).toBeGreaterThan(0);
    expect(placements.every((body) => body.originId === 21)).toBe(true);
  });

  test('the content-only view blocks what leaves the content: another site, a new window, the long-press menu; an event row still opens', async ({
    page,
  }) => {
    // Operator content with a link to another site (127.0.0.1 is another origin than localhost) and one
    // opening a new window, as a page's html could carry them.
    const addLinks = () =>
      page.locator('[data-area="centre"]').evaluate((centre) => {
        centre.insertAdjacentHTML(
          'afterbegin',
          '<p id="operator-links"><a href="http://127.0.0.1:3000/en/homepage">Operator site</a> <a href="/en/public" target="_blank">Rules</a></p>',
        );
      });
    const rows = page.locator('[data-mfe="events"] li[data-event-id]');

    // Outside the app the same link leaves the page: the check below is not vacuous.
    await page.goto('/en/sports/240-FOOT?brand=classic&mode=web');
    await expect(rows.first()).toBeVisible();
    await addLinks();
    await page.getByRole('link', { name: 'Operator site' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:3000\//);

    await page.goto('/en/sports/240-FOOT?brand=classic&mode=native');
    await expect(rows.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-native-guard', 'true');
    await addLinks();
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    await page.getByRole('link', { name: 'Operator site' }).click();
    await page.getByRole('link', { name: 'Rules' }).click();
    // The long-press menu of the page's text is the app's, not the browser's.
    const menuBlocked = await rows.first().evaluate((row) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      row.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(menuBlocked).toBe(true);
    // An event row is the content itself: it opens the event page, in the app.
    await rows.first().locator('a').first().click();
    await expect(page).toHaveURL(/^http:\/\/localhost:3000\/en\/(events|live)\//);
    expect(popups).toHaveLength(0);
  });
});
