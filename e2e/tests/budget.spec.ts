import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import path from 'node:path';
import { KB, duplicatedSingletons, measureFirstView, resolvePagePath, sumByApp } from '../../bench/lib/firstView.mjs';
import { expect, loginDialog, REMOTE_ORIGINS, servedPage, test } from './support';

/** The budgets of bench/budgets.json, measured as `node bench/bundles.mjs` measures them. */
const budgets = JSON.parse(readFileSync(path.join(__dirname, '../../bench/budgets.json'), 'utf8')) as {
  goalTransferredJavaScriptKB: number;
  firstViews: { name: string; path: string; maxTransferredJavaScriptKB: number }[];
  singletons: string[];
};
const [home, ...otherPages] = budgets.firstViews;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // A phone's own: the shell's server draws the phone's first view for it.
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
/** Not on the phone's home page: loaded only when the player asks for them (the betslip: picks a price). */
const OUT_OF_SIGHT = ['account', 'mybets', 'jackpot', 'betslip'] as const;

test('the first view of the home page loads every shared singleton once', async ({ page, baseURL }) => {
  const { files, share } = await measureFirstView(page, baseURL!, home.path);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  expect(duplicatedSingletons(budgets.singletons, files, share), 'shared singletons loaded more than once').toEqual([]);
});

/** Measures a page's first view on the wire and holds it under its ceiling; what was measured, for more checks. */
async function expectWithinCeiling(page: Page, baseURL: string, view: (typeof budgets.firstViews)[number]) {
  const pagePath = await resolvePagePath(baseURL, view.path);
  const measured = await measureFirstView(page, baseURL, pagePath);
  await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  const rows = sumByApp(measured.files);
  const wireKB = rows.reduce((sum, row) => sum + row.jsWire, 0) / KB;
  const figures = rows.map((row) => `${row.app} ${(row.jsWire / KB).toFixed(1)} KB`).join(', ');
  const ceiling = view.maxTransferredJavaScriptKB;
  console.log(
    `phone first view of ${pagePath}: ${wireKB.toFixed(1)} KB of JavaScript on the wire, goal ${budgets.goalTransferredJavaScriptKB} KB, ceiling ${ceiling} KB (${figures})`,
  );
  expect(wireKB, `JavaScript transferred: ${figures}`).toBeLessThanOrEqual(ceiling);
  return measured;
}

test.describe('on a phone', () => {
  test.use(PHONE);

  for (const view of otherPages)
    test(`the ${view.name} transfers its JavaScript within its ceiling`, async ({ page, baseURL }) => {
      await expectWithinCeiling(page, baseURL!, view);
    });

  test('the home page transfers its JavaScript within budget, asks nothing of remotes out of sight, and Login opens on the first tap', async ({
    page,
    baseURL,
  }) => {
    const { requested } = await expectWithinCeiling(page, baseURL!, home);
    expect(requested.filter((app) => (OUT_OF_SIGHT as readonly string[]).includes(app))).toEqual([]);

    const accountRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(REMOTE_ORIGINS.account)) accountRequests.push(request.url());
    });
    await page.getByRole('button', { name: 'Login' }).tap();
    await expect(loginDialog(page)).toBeVisible();
    expect(accountRequests.length, 'the account remote loads when the login is first asked for').toBeGreaterThan(0);
  });
});

test.describe('the first paint', () => {
  test.use(PHONE);

  test("is the HTML's own: the brand's header bar and the events' first view from the server, which the remotes then take over in place", async ({
    browser,
    page,
  }) => {
    // Before the shell's or any remote's script runs (here: none ever arrives), in the brand's colours from its
    // settings, in the player's theme (the page's inline script reads it).
    const noScript = await browser.newContext(PHONE);
    const before = await noScript.newPage();
    await before.route(/\.js(\?|$)/, (route) => route.abort());
    await before.goto('/en/homepage');
    const logo = before.locator('.sb-skeleton-logo');
    await expect(logo).toHaveText('CLASSIC·BET');
    await expect(logo.locator('span')).toHaveCSS('color', 'rgb(10, 95, 223)');
    // The centre is the events remote's own markup, rendered by the shell's server with its data and styles.
    const rendered = before.locator("[data-area='centre'] [data-mfe-server='events']");
    await expect(rendered.getByRole('heading', { name: 'Live now' })).toBeVisible();
    await expect(rendered.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
    await expect(rendered.locator('li[data-event-id]').first()).toBeVisible();
    await expect(rendered.locator('section').first()).toHaveCSS('border-radius', '8px');
    await expect(before.locator("[data-area='centre'] .sb-skeleton")).toHaveCount(0);
    const skeletonHeader = await before.locator("[data-area='header']").boundingBox();
    const skeletonCentre = await before.locator("[data-area='centre']").boundingBox();
    await noScript.close();

    await page.goto('/en/homepage');
    await expect(page.getByRole('link', { name: 'Classic Bet home' })).toBeVisible();
    // Hydrated: the same markup, now the events remote's (it answers taps), none of it drawn again.
    await expect(page.locator('[data-mfe="events"]').getByRole('heading', { name: 'Live now' })).toBeVisible();
    await expect(page.locator('[data-mfe-server]')).toHaveCount(0);
    await expect(page.locator('.sb-skeleton')).toBeHidden();
    // The header kept its height and the centre its place: nothing below them moved.
    expect(await page.locator("[data-area='header']").boundingBox()).toEqual(skeletonHeader);
    expect((await page.locator("[data-area='centre']").boundingBox())?.y).toBe(skeletonCentre?.y);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift, 'cumulative layout shift of the load').toBeLessThanOrEqual(0.05);
  });
});

test.describe("the first view's data", () => {
  test.use(PHONE);

  /** A request by its path and sorted query: the shell's early request and the remote's own read alike. */
  const requestKey = (url: string) => {
    const { pathname, searchParams } = new URL(url);
    return `${pathname}?${[...searchParams]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`;
  };

  /** The page to open: the event page of the first football match to come. */
  const pageOf = async (pagePath: string, request: APIRequestContext) => {
    if (pagePath !== 'event') return pagePath;
    const { events } = (await (await request.get('/xapi/rest/events?sportCode=FOOT&live=false&pageSize=1')).json()) as {
      events: { slug: string }[];
    };
    return `/en/events/${events[0].slug}`;
  };

  for (const [name, pagePath, isFirstRequest] of [
    ['home', '/en/homepage', (url: URL) => url.pathname === '/xapi/rest/events' && url.searchParams.get('live') === 'true'],
    ['the live list', '/en/live/sport', (url: URL) => url.pathname === '/xapi/rest/live/events'],
    ['an event page', 'event', (url: URL) => /^\/xapi\/rest\/events\/\d+$/.test(url.pathname)],
  ] as const) {
    test(`on ${name} comes with the page, drawn: the browser asks the platform for none of it and draws none of it again`, async ({
      page,
      request,
    }) => {
      // The server's elements, kept before any script of the page runs (the shell starts a frame later).
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { drawn: Element[] }).drawn = [...document.querySelectorAll('[data-mfe-server] *')];
        }),
      );
      const asked: string[] = [];
      page.on('request', (sent) => {
        if (isFirstRequest(new URL(sent.url()))) asked.push(sent.url());
      });
      const opened = await pageOf(pagePath, request);
      // A copy the server drew whole this second: on a loaded machine it may send an older copy or one it could
      // not finish in time, whose answers the browser rightly asks for again.
      await expect
        .poll(async () => {
          const served = await servedPage(opened, { 'user-agent': PHONE.userAgent });
          return served.drawn && served.age === 0;
        })
        .toBe(true);
      const response = await page.goto(opened);
      expect(await response!.text(), 'the page carries the answers its first view shows').toContain('"serverRendering"');
      // What the player waits for: the rows of a list, or the event's name, live (hydrated).
      const shown = pagePath === 'event' ? 'h1' : '[data-event-id]';
      await expect(page.locator(`[data-mfe="events"] ${shown}`).first()).toBeVisible();
      // A remote without its data asks for it as it mounts: by now the request would have been sent.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      expect(asked, 'first-view data asked for by the browser').toEqual([]);
      const kept = await page.evaluate(() => {
        const { drawn } = window as unknown as { drawn: Element[] };
        return { drawn: drawn.length, kept: drawn.filter((element) => element.isConnected).length };
      });
      expect(kept.drawn, "the server's markup").toBeGreaterThan(20);
      expect(kept.kept, 'of it still on the page, hydrated').toBe(kept.drawn);
    });
  }

  test('of a page the server leaves to the browser is asked for once, before the events remote has mounted', async ({ page }) => {
    // Another language by ?locale= is drawn by the browser: the shell starts the data with its boot.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-mfe="events"]')) return;
        (window as unknown as { eventsMountedAt: number }).eventsMountedAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const asked: { key: string; startTime: number }[] = [];
    page.on('requestfinished', (finished) => {
      const url = new URL(finished.url());
      if (url.pathname === '/xapi/rest/live/events')
        asked.push({ key: requestKey(finished.url()), startTime: finished.timing().startTime });
    });
    const response = await page.goto('/en/live/sport?locale=en');
    expect(await response!.text()).not.toContain('"serverRendering"');
    await expect(page.locator('[data-mfe="events"] [data-event-id]').first()).toBeVisible();
    await expect.poll(() => asked.length, 'the first view asked for its data').toBeGreaterThan(0);
    const mountedAt = await page.evaluate(() => (window as unknown as { eventsMountedAt: number }).eventsMountedAt);
    const [first] = asked;
    expect(first.startTime, 'the data request starts before the events remote mounts').toBeLessThan(mountedAt);
    expect(
      asked.filter((one) => one.key === first.key),
      'the same request is made once',
    ).toHaveLength(1);
  });
});

test.describe("a page's own code", () => {
  test.use(PHONE);

  test("comes when the page is first gone to: meanwhile the page shows a list's loading state, then the page", async ({
    page,
  }) => {
    await page.goto('/en/homepage');
    const events = page.locator('[data-mfe="events"]');
    const row = events.locator('li[data-event-id]').first();
    await expect(row).toBeVisible();
    // The event page's code is held on its way until the loading state has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(`${REMOTE_ORIGINS.events}/**/*.js`, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await held;
      await route.continue();
    });
    await row.locator('a').first().click();
    await expect(page).toHaveURL(/\/en\/(events|live)\/\d+-/);
    await expect(events.getByRole('status', { name: 'Loading…' })).toBeVisible();
    await expect(events.getByTestId('event-skeleton').first()).toBeVisible();
    release();
    await expect(events.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(events.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
    expect(asked.length, "the event page's code, asked for when the page was gone to").toBeGreaterThan(0);
  });
});
