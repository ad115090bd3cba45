import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  betslip,
  CONTROL_URL,
  expect,
  farPrematchEvent,
  logIn,
  OPERATOR,
  registryWith,
  restoreRegistry,
  servedPage,
  setRegistry,
  test,
} from './support';

/** Builds and serves a new release of the header beside the running one; resolves with its manifest URL. */
async function publishHeader(body: Release): Promise<string> {
  return publish('header', body);
}

interface Release {
  buildId: string;
  contractVersion?: string;
  texts?: Record<string, Record<string, string>>;
  /** A squad's change to source lines of the remote. */
  edits?: { file: string; replace: string; with: string }[];
}

/** Builds and serves a new release of `remote` beside the running one; resolves with its manifest URL. */
async function publish(remote: string, body: Release): Promise<string> {
  const response = await fetch(`${CONTROL_URL}/releases/${remote}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the release was not published: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { manifest: string }).manifest;
}

/** Serves a copy of the release the site runs of `remote`, as if built with another federation version, or with a file changed. */
async function copyOfRelease(
  remote: string,
  change: { federationVersion?: string; tamper?: 'remoteEntry.js' | 'server/render.js' },
): Promise<string> {
  const response = await fetch(`${CONTROL_URL}/releases/${remote}/copy`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`the copy was not served: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { manifest: string }).manifest;
}

/** Whether the platform's client-error log holds a report of `remote` whose message matches. */
async function reported(request: APIRequestContext, remote: string, message: RegExp): Promise<boolean> {
  const reports = (await (await request.get('/api/client_errors', { headers: OPERATOR })).json()) as {
    remote?: string;
    message: string;
  }[];
  return reports.some((report) => report.remote === remote && message.test(report.message));
}

const shellBuild = path.join(__dirname, '../../shell/dist/main.js');
const shellDist = path.join(__dirname, '../../shell/dist');

/** Every file of the shell's build with its last change: what "the shell untouched" compares. */
const shellFiles = () =>
  Object.fromEntries(
    readdirSync(shellDist, { recursive: true })
      .map(String)
      .map((file) => [file, statSync(path.join(shellDist, file)).mtimeMs]),
  );

test.describe('releasing one remote', () => {
  // Each journey builds a release of the header (webpack, on a shared two-core machine).
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(restoreRegistry);

  test('a new build of the header goes live on the next page load with one registry URL changed, the shell untouched', async ({
    page,
  }) => {
    await page.goto('/en/homepage');
    await expect(page.locator('[data-mfe="header"]')).toHaveAttribute('data-build', 'local');
    const shellBuiltAt = statSync(shellBuild).mtimeMs;

    await setRegistry(await registryWith('header', await publishHeader({ buildId: 'release-2' })));
    await page.reload();
    await expect(page.locator('[data-mfe="header"]')).toHaveAttribute('data-build', 'release-2');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(statSync(shellBuild).mtimeMs).toBe(shellBuiltAt);
  });

  test('a changed text ships with one remote: its new release shows it on the next page load, in each language, the shell untouched', async ({
    page,
  }) => {
    await page.goto('/en/homepage');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    const shellBefore = shellFiles();

    // The squad's change: the header's own locale files, nothing else (built from a copy, as a release would be).
    const manifest = await publishHeader({
      buildId: 'texts-2',
      texts: { en: { 'header.login': 'Sign in' }, de: { 'header.login': 'Jetzt anmelden' } },
    });
    const released = (await (await fetch(new URL('locales/en.json', manifest))).json()) as Record<string, string>;
    expect(released['header.login']).toBe('Sign in');
    await setRegistry(await registryWith('header', manifest));

    await page.reload();
    await expect(page.locator('[data-mfe="header"]')).toHaveAttribute('data-build', 'texts-2');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
    // Another remote's texts are its own release's, unchanged.
    await expect(page.locator('[data-mfe="betslip"]').getByRole('heading', { name: /^Betslip/ })).toBeVisible();

    await page.goto('/de/homepage');
    await expect(page.getByRole('button', { name: 'Jetzt anmelden', exact: true })).toBeVisible();
    expect(shellFiles()).toEqual(shellBefore);
  });

  test('a header built for another major version of the contracts is refused: its region falls back, the refusal is reported, the rest works', async ({
    page,
    request,
  }) => {
    await setRegistry(await registryWith('header', await publishHeader({ buildId: 'contracts-3', contractVersion: '3.0.0' })));
    await page.goto('/en/homepage');
    await expect(page.locator('[data-mfe-fallback="header"]')).toHaveCount(1);
    await expect(page.locator('[data-mfe="header"]')).toHaveCount(0);
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    await expect.poll(() => reported(request, 'header', /built for contracts 3\.0\.0/)).toBe(true);
  });
});

/**
 * A player logs in and picks a price on an event page: the events remote and the betslip share the page's
 * stores and React, whichever federation runtime each runs on.
 */
async function pickIntoTheSlip(page: Page, origin: string) {
  const { slug } = await farPrematchEvent();
  await page.goto(new URL(`/en/events/${slug}`, new URL(origin, page.url())).toString());
  await logIn(page);
  const price = page
    .getByRole('region', { name: /Match Result \(Full Time\)/ })
    .getByRole('button')
    .nth(1);
  await price.click();
  await expect(betslip(page).getByLabel(/selections?$/)).toHaveText('1');
  await expect(price).toHaveAttribute('aria-pressed', 'true');
}

/** The remote entries a page loads, by the folder they come from ('standalone/' for a release's standalone build). */
function entriesLoaded(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/remoteEntry.js') && response.ok()) loaded.push(new URL(response.url()).pathname);
  });
  return loaded;
}

test.describe('releases on another Module Federation version', () => {
  test.afterEach(restoreRegistry);

  test('header, menu and events built with federation 9.9.9 load their standalone builds under this shell and work', async ({
    page,
  }) => {
    let registry = await registryWith('header', await copyOfRelease('header', { federationVersion: '9.9.9' }));
    for (const remote of ['menu', 'events'] as const)
      registry = {
        ...registry,
        remotes: { ...registry.remotes, [remote]: await copyOfRelease(remote, { federationVersion: '9.9.9' }) },
      };
    await setRegistry(registry);
    const loaded = entriesLoaded(page);

    await page.goto('/en/homepage');
    for (const remote of ['header', 'menu', 'events']) await expect(page.locator(`[data-mfe="${remote}"]`)).toHaveCount(1);
    await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    // The events remote works with the betslip, which runs on the page's own runtime: one share scope.
    await pickIntoTheSlip(page, '/');
    expect(loaded.filter((entry) => entry === '/standalone/remoteEntry.js')).toHaveLength(3);
  });

  test('a shell built with federation 9.9.9 keeps every published remote working, each on its standalone build', async ({
    page,
  }) => {
    const response = await fetch(`${CONTROL_URL}/shells`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ federationVersion: '9.9.9' }),
    });
    expect(response.ok).toBe(true);
    const { url } = (await response.json()) as { url: string };
    const loaded = entriesLoaded(page);

    await page.goto(new URL('/en/homepage', url).toString());
    for (const remote of ['header', 'menu', 'events', 'betslip'])
      await expect(page.locator(`[data-mfe="${remote}"]`)).toHaveCount(1);
    await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
    await pickIntoTheSlip(page, url);
    expect(loaded.length).toBeGreaterThanOrEqual(4);
    expect(loaded.every((entry) => entry === '/standalone/remoteEntry.js')).toBe(true);
  });
});

test.describe('first views owned by the events release', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(restoreRegistry);

  test("an events release that changes its first view's query is drawn on the server and prefetched with that query by the unchanged shell", async ({
    page,
  }) => {
    // The squad's change: home's upcoming card lists 25 events a page instead of 20.
    const manifest = await publish('events', {
      buildId: 'upcoming-25',
      edits: [{ file: 'src/firstView/firstViewRequests.ts', replace: 'PAGE_SIZE = 20', with: 'PAGE_SIZE = 25' }],
    });
    await setRegistry(await registryWith('events', manifest));

    // Drawn on the server with the release's query: the answers the drawn page came with hold 25 upcoming events.
    await expect.poll(async () => (await servedPage('/en/homepage')).firstView).toBe('drawn');
    const { boot } = await servedPage('/en/homepage');
    type Page = { pageSize?: number; events?: unknown[] };
    const answers = (boot.serverRendering as { queries: { queries: { state: { data?: unknown } }[] } }).queries.queries.flatMap(
      // A paged list's answer holds its pages.
      (query) => (query.state.data as { pages?: Page[] } | undefined)?.pages ?? [query.state.data as Page],
    );
    expect(answers.find((answer) => answer?.pageSize === 25)?.events).toHaveLength(25);

    // A page the server leaves to the browser (another language asked for): the shell starts the release's
    // request with its boot, and the remote takes its answer instead of asking again.
    const plan = (await servedPage('/en/homepage?locale=en')).boot.firstViewPlan as { requests: { params: object }[] };
    expect(plan.requests.map((request) => request.params)).toContainEqual(expect.objectContaining({ live: false, pageSize: 25 }));
    const upcomingAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const upcoming = url.searchParams.get('eventPathIds') === '10001' && url.searchParams.get('live') === 'false';
      if (url.pathname === '/xapi/rest/events' && upcoming) upcomingAsked.push(url.searchParams.get('pageSize')!);
    });
    await page.goto('/en/homepage?locale=en');
    await expect(page.getByRole('region', { name: 'Upcoming' }).locator('li[data-event-id]').first()).toBeVisible();
    expect(upcomingAsked).toEqual(['25']);
  });
});

test.describe('verified code', () => {
  test.afterEach(restoreRegistry);

  test('a remote entry changed after its release is refused by the browser: its region falls back, the rest works, it is reported', async ({
    page,
    request,
  }) => {
    await setRegistry(await registryWith('header', await copyOfRelease('header', { tamper: 'remoteEntry.js' })));
    await page.goto('/en/homepage');
    await expect(page.locator('[data-mfe-fallback="header"]')).toHaveCount(1);
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    expect(await page.evaluate(() => (globalThis as { __tampered?: boolean }).__tampered)).toBeUndefined();
    await expect.poll(() => reported(request, 'header', /remoteEntry\.js/)).toBe(true);
  });

  test("a server build changed after its release is refused by the shell's server: the browser draws the page, it is reported", async ({
    page,
    request,
  }) => {
    const manifest = await copyOfRelease('events', { tamper: 'server/render.js' });
    await setRegistry(await registryWith('events', manifest));
    await expect.poll(async () => (await servedPage('/en/homepage')).firstView).toBe('browser');
    await expect.poll(() => reported(request, 'events', /refused .*server\/render\.js: its bytes do not match/)).toBe(true);
    // The release's browser build is intact: it draws the page itself.
    await page.goto('/en/homepage');
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    await expect(page.locator('[data-mfe-fallback]')).toHaveCount(0);
  });
});
