import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import {
  CONTROL_URL,
  patchBrandSettings,
  servedPage,
  setPlatformLatency,
  expect,
  expectAllMounted,
  loginDialog,
  notNeededYet,
  openInSite,
  OPERATOR,
  REMOTE_NAMES,
  registryWith,
  restoreRegistry,
  scrollToFooter,
  setRegistry,
  test,
} from './support';

/**
 * Reliability drills: the platform API down and back, a slow API, a broken registry or manifest, messages
 * from an unknown parent, operator content carrying script. (A remote down is isolation.spec.ts.)
 */

async function setApi(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/api/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} the platform API: ${response.status}`);
}

/**
 * The platform down as a player opening `path` next meets it: the shell's server keeps each page a second or
 * two, so a player who comes just after the platform went down may still get the page drawn before it.
 */
async function untilServedUndrawn(path: string): Promise<void> {
  await expect.poll(async () => (await servedPage(path)).drawn, { message: `${path} served undrawn` }).toBe(false);
}

type ClientError = { remote?: string; phase: string; message: string };
const clientErrors = async (page: Page): Promise<ClientError[]> =>
  (await page.request.get('/api/client_errors', { headers: OPERATOR })).json();

const events = (page: Page) => page.locator('[data-mfe="events"] li[data-event-id]');

test.describe('the platform API down', () => {
  // A restarted API starts on a fresh in-memory database and seeds it again: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // A drill that fails or times out half-way must not leave the API down for the journeys after it.
  test.afterEach(async () => setApi('start'));

  test('a page opened while the API is down sends the player to the maintenance page, whose Try again brings them back once it is up', async ({
    page,
  }) => {
    await setApi('stop');
    try {
      await untilServedUndrawn('/en/homepage');
      await page.goto('/en/homepage');
      // Spec 1 section 6: the gateway answers a call it cannot pass on with a redirect to maintenance.
      await expect(page).toHaveURL(/\/en\/maintenance$/, { timeout: 8000 });
      await expect(page.getByRole('heading', { name: 'We are down for maintenance' })).toBeVisible();
    } finally {
      await setApi('start');
    }
    // Back: the player tries again (a restarted platform seeds its world first, and its simulator has just
    // begun, so a list may still be loading or empty a while).
    await expect(async () => {
      for (const again of [page.getByRole('link', { name: 'Try again' }), page.getByRole('button', { name: 'Retry' })])
        if (await again.first().isVisible()) await again.first().click();
      await expect(events(page).first()).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/en\/homepage$/);
  });

  test('a login while the API is down shows the spec error and the same dialog logs in once it is back', async ({ page }) => {
    await page.goto('/en/homepage');
    await expectAllMounted(page);
    // The platform out of reach a moment is an error; once it has been for 5 s, or a page's composition met it
    // down, the player goes to maintenance (the drill before). So no composition of the page may be under way
    // as the platform goes, and the login is filled in before and sent at once after.
    await expect
      .poll(async () => {
        const { drawn, age } = await servedPage('/en/homepage');
        return drawn && age === 0;
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await loginDialog(page).getByLabel('Username').fill('demo');
    await loginDialog(page).getByLabel('Password', { exact: true }).fill('demo1234');
    await setApi('stop');
    try {
      await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
      // No answer from the platform: the proxy's 5xx is error-500, no response at all is something-went-wrong.
      await expect(loginDialog(page).getByRole('alert')).toHaveText(/We are experiencing difficulties\.|Something went wrong\./);
    } finally {
      await setApi('start');
    }
    await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
    await expect(loginDialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  });
});

test('a slow platform: pages still go out with their first view drawn, from the copy the server holds', async ({ page }) => {
  // A drawn copy of the page in hand, composed within the second (a copy the server kept through the drills
  // before may be near the end of the time it is kept), then every answer of the platform takes longer than
  // a page may wait.
  await expect
    .poll(
      async () => {
        const { drawn, age } = await servedPage('/en/homepage');
        return drawn && age === 0;
      },
      { message: 'the home page drawn within the second' },
    )
    .toBe(true);
  await setPlatformLatency(1500, 20);
  try {
    // The server tries a new page in the background on the first request after its copy's second; each try
    // comes back partial (its data did not come within the render's budget) and does not replace the copy.
    for (let request = 0; request < 12; request++) {
      expect((await servedPage('/en/homepage')).firstView, `request ${request}`).toBe('drawn');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await page.goto('/en/homepage');
    const drawnByServer = page.locator("[data-area='centre'] li[data-event-id]");
    await expect(drawnByServer.first()).toBeVisible();
  } finally {
    await setPlatformLatency(0, 0);
  }
});

test('the maintenance page renders at once with the platform unreachable: it asks the platform for nothing', async ({ page }) => {
  // The browser cannot reach the platform at all (the page's HTML was still composed by the shell's server).
  const asked: string[] = [];
  await page.route(/\/(api|xapi|auth|franco)\//, async (route) => {
    asked.push(route.request().url());
    await route.abort('connectionrefused');
  });
  await page.goto('/de/maintenance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wir führen gerade Wartungsarbeiten durch');
  await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toHaveAttribute('href', '/de/homepage');
  await expect(page.locator('[data-mfe]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

test('a slow platform API (2 s a call) keeps the page interactive while its data arrives', async ({ page }) => {
  // Every call takes 2 s; the event lists are held until the journey lets them through, so what it checks
  // happens while they are certainly still on their way.
  let releaseEvents!: () => void;
  const eventsHeld = new Promise<void>((resolve) => (releaseEvents = resolve));
  await page.route(/\/(api|xapi|auth)\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (/\/xapi\/rest\/(live\/)?events\b/.test(route.request().url())) await eventsHeld;
    await route.continue().catch(() => undefined);
  });
  // The page's own first view comes drawn by the shell's server; the live list, opened inside the site, asks
  // the slow platform for its events.
  await openInSite(page, '/en/live/sport');
  await expectAllMounted(page);
  // While the events are still on their way the header and menu answer.
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(events(page)).toHaveCount(0);
  releaseEvents();
  await expect(events(page).first()).toBeVisible({ timeout: 30_000 });
});

test.describe('a broken remote registry or manifest is reported, not fatal', () => {
  test.afterEach(restoreRegistry);
  test('a remotes.json that is not JSON: the shell renders, every region falls back, the problem is reported', async ({
    page,
  }) => {
    await setRegistry('{"remotes": {"header": ');
    await page.goto('/en/homepage');
    await expect(page.locator('html')).toHaveAttribute('data-shell-ready', String(REMOTE_NAMES.length));
    await expect(page.locator('body')).not.toHaveAttribute('data-shell-error');
    for (const name of REMOTE_NAMES)
      await expect(page.locator(`[data-mfe-fallback="${name}"]`).or(notNeededYet(page, name)), `${name} falls back`).toHaveCount(
        1,
      );
    await expect(page.locator('[data-mfe-fallback="events"]').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect
      .poll(async () => (await clientErrors(page)).some((e) => e.phase === 'shell' && /remotes\.json/.test(e.message)))
      .toBe(true);
  });

  test('a malformed manifest takes down only its remote, which is reported', async ({ page }) => {
    // A manifest the shell's server cannot read goes out without it, so the browser reads the broken one.
    const broken = 'http://localhost:3004/broken/mf-manifest.json';
    await setRegistry(await registryWith('betslip', broken));
    await page.route(broken, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: '{"id": "sportsbook_betslip", "metaData": ',
      }),
    );
    await page.goto('/en/homepage');
    await expect(page.locator('[data-region="betslip"] [data-mfe-fallback="betslip"]')).toBeVisible();
    await expectAllMounted(page, ['betslip']);
    await expect(page.locator('[data-mfe="betslip"]')).toHaveCount(0);
    await expect(events(page).first()).toBeVisible();
    await expect
      .poll(async () => (await clientErrors(page)).some((e) => e.remote === 'betslip' && e.phase === 'load'))
      .toBe(true);
  });
});

test.describe('messages from an embedding parent (spec 1 section 7.3)', () => {
  /** Real servers for the parents: Chromium refuses a page it cannot place on the network to frame localhost. */
  const PARENT_PAGE = `<!doctype html><title>parent</title><script>window.received = []; addEventListener('message', (e) => window.received.push(e.data));</script>
<iframe id="site" src="http://localhost:3000/en/homepage?embedded=true" style="width:1200px;height:800px"></iframe>`;
  /** A parent that makes the frame as tall as the site says its content is, as operators' pages do. */
  const SIZING_PARENT_PAGE = `<!doctype html><title>parent</title><script>window.told = []; addEventListener('message', (e) => {
  if (e.data && e.data.type === 'size') { window.told.push(e.data.height); document.getElementById('site').style.height = e.data.height + 'px'; } });</script>
<iframe id="site" src="http://localhost:3000/en/jackpot?embedded=true" style="width:1280px;height:800px;border:0"></iframe>`;
  const parents: Server[] = [];
  test.beforeAll(async () => {
    // 3100 is the brand's allowed parent, 3199 an unknown one; 3101 is a partner on another site (127.0.0.1).
    for (const [port, host] of [
      [3100, 'localhost'],
      [3199, 'localhost'],
      [3101, '127.0.0.1'],
    ] as const) {
      const server = createServer((req, res) =>
        res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/sizing.html' ? SIZING_PARENT_PAGE : PARENT_PAGE),
      );
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      parents.push(server);
    }
  });
  test.afterAll(async () => {
    await Promise.all(parents.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** The parent page on `origin` framing the site; it logs the messages it receives. */
  async function openParent(page: Page, origin: string) {
    await page.goto(`${origin}/parent.html`);
    const frame = page.frameLocator('#site');
    await expect(frame.locator('[data-mfe="events"]')).toHaveCount(1);
    await expect(frame.locator('html')).toHaveAttribute('data-shell-ready', String(REMOTE_NAMES.length));
    return page.frame({ url: /localhost:3000/ })!;
  }

  const postToSite = (page: Page, message: unknown) =>
    page.evaluate((m) => (document.getElementById('site') as HTMLIFrameElement).contentWindow!.postMessage(m, '*'), message);

  test('an unknown parent origin cannot frame the site: the browser refuses it, and it is sent nothing', async ({ page }) => {
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'));
    const framed = page.waitForResponse((answer) => answer.url().startsWith('http://localhost:3000/en/homepage'));
    await page.goto('http://localhost:3199/parent.html');
    // The page names the brand's parents as the only ones that may frame it (and itself).
    expect((await (await framed).headerValue('content-security-policy')) ?? '').toMatch(
      /frame-ancestors 'self' http:\/\/localhost:3100 http:\/\/127\.0\.0\.1:3101(;|$)/,
    );
    await refused;
    await expect(page.frameLocator('#site').locator('[data-mfe]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  });

  test('a partner on another site whose browser refuses the frame its storage still gets a working page', async ({ page }) => {
    // What a browser does to a frame on another site when the player blocks third-party data: reading
    // storage throws a SecurityError.
    await page.context().addInitScript(() => {
      let crossSite: boolean;
      try {
        crossSite = window.top !== window && window.top!.location.hostname !== location.hostname;
      } catch {
        crossSite = true;
      }
      if (!crossSite) return;
      for (const name of ['localStorage', 'sessionStorage'])
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
    });
    await openParent(page, 'http://127.0.0.1:3101');
    await expect(page.frameLocator('#site').locator('[data-mfe="events"] button[data-outcome-id]').first()).toBeVisible();
  });

  test('a parent that sizes the frame from its size messages settles on the content: the side menu does not grow it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto('http://localhost:3100/sizing.html');
    await expect(page.frameLocator('#site').getByRole('heading', { name: 'Jackpot', exact: true })).toBeVisible();
    const site = page.frame({ url: /localhost:3000/ })!;
    const areaHeight = (area: string) =>
      site.evaluate((name) => document.querySelector(`[data-area='${name}']`)!.getBoundingClientRect().height, area);
    // Settled: the frame is as tall as the last height it was told, which is the page's.
    await expect
      .poll(async () => {
        const told = await page.evaluate(() => (window as unknown as { told: number[] }).told.at(-1));
        return (
          told !== undefined && told === (await site.evaluate(() => Math.ceil(document.body.getBoundingClientRect().height)))
        );
      })
      .toBe(true);
    // The side menu is as tall as the row the centre sets, and scrolls; before, each height told grew it more.
    const [left, centre] = [await areaHeight('left'), await areaHeight('centre')];
    expect(left).toBeLessThanOrEqual(centre + 1);
    expect(await site.evaluate(() => document.querySelector("[data-area='left']")!.scrollHeight)).toBeGreaterThan(left);
  });

  test('the allowed parent origin is heard (the control case)', async ({ page }) => {
    const site = await openParent(page, 'http://localhost:3100');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { received: { type: string }[] }).received.map((m) => m.type)))
      .toContain('ready');
    await postToSite(page, { type: 'language', locale: 'de' });
    await expect.poll(() => new URL(site.url()).pathname).toBe('/de/homepage');
  });
});

test.describe('operator content carrying script does not run outside its sandbox', () => {
  // The sanitiser's work on the markup meets the page's policy, which refuses the inline handler too.
  test.use({ hostileContent: true });
  const HOSTILE =
    '<img src="x" onerror="window.__hostile = \'onerror\'"><script>window.__hostile = \'script\'</script><b>Hostile markup</b>';

  test('an external header with a script tag and an onerror attribute', async ({ page }) => {
    await page.route('**/api/external_header**', (route) =>
      route.fulfill({
        json: { css: 'b { color: rgb(1, 2, 3); }', html: HOSTILE, js: "document.querySelector('b').dataset.sandboxed = 'yes';" },
      }),
    );
    await page.goto('/en/homepage?brand=savanna');
    const host = page.getByTestId('external-header');
    await expect(host.locator('b')).toHaveText('Hostile markup');
    // The brand's own script ran with the shadow root as its document, not the page's.
    await expect(host.locator('b')).toHaveAttribute('data-sandboxed', 'yes');
    await expect(host.locator('img')).not.toHaveAttribute('onerror');
    await expect(host.locator('script')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile)).toBeUndefined();
  });

  let operatorFooter: { web?: Record<string, unknown>; mobile?: Record<string, unknown> } = {};
  test.afterEach(() => patchBrandSettings('classic', operatorFooter, '/en/homepage'));

  test("an operator HTML widget (the brand's footer html) with a script tag and an onerror attribute", async ({ page }) => {
    // The operator puts it in the brand's settings, which the next page carries inline.
    const settings = await (await fetch('http://localhost:4000/api/all_cached_settings?cached=true&pub=classic')).json();
    operatorFooter = { web: { footer_html: settings.web.footer_html }, mobile: { footer_html: settings.mobile.footer_html } };
    await patchBrandSettings('classic', { web: { footer_html: HOSTILE }, mobile: { footer_html: HOSTILE } }, '/en/homepage');
    await page.goto('/en/homepage');
    await expectAllMounted(page);
    // The footer's html is sanitised (and shown) once the footer is on screen.
    const footer = await scrollToFooter(page, 'Hostile markup');
    await expect(footer.locator('img')).not.toHaveAttribute('onerror');
    await expect(footer.locator('script')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __hostile?: string }).__hostile)).toBeUndefined();
  });
});
