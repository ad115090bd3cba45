import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName, type SportEvent } from '@sportsbook/contracts';
import { CONTROL_URL } from '../playwright.config';
import { say, sayPattern } from './texts';

export { CONTROL_URL, REMOTE_NAMES, expect };

/** Stops a remote's origin, hangs it (it takes connections and never answers) or starts it again. */
export async function setRemote(name: RemoteName, action: 'stop' | 'start' | 'hang'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/remotes/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${name}: ${response.status}`);
}

/**
 * Replaces the runtime registry the shell's server reads (a registry object, or text as it is), as a squad
 * releasing a remote does; `restoreRegistry` puts the site's own back.
 */
export async function setRegistry(registry: { remotes: Record<string, string> } | string): Promise<void> {
  const text = typeof registry === 'string';
  const response = await fetch(`${CONTROL_URL}/registry`, {
    method: 'PUT',
    headers: { 'content-type': text ? 'text/plain' : 'application/json' },
    body: text ? registry : JSON.stringify(registry),
  });
  if (!response.ok) throw new Error(`the registry was not changed: ${response.status}`);
}

export async function restoreRegistry(): Promise<void> {
  await fetch(`${CONTROL_URL}/registry`, { method: 'DELETE' });
}

/** The site's own registry entries, one of them pointed elsewhere. */
export async function registryWith(remote: RemoteName, manifest: string): Promise<{ remotes: Record<string, string> }> {
  const current = (await (await fetch('http://localhost:3000/remotes.json')).json()) as { remotes: Record<string, string> };
  return { ...current, remotes: { ...current.remotes, [remote]: manifest } };
}

/** Sends `body` as JSON to the platform at `path`: a journey's setup through its simulator's control or a public route. */
async function sendToPlatform(path: string, body: unknown, method = 'POST'): Promise<Response> {
  return fetch(`${API}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * A page as the shell's server sends it to a desktop browser on its first visit: whether its first view was
 * drawn on the server, and the boot data inline.
 */
export async function servedPage(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ drawn: boolean; firstView: string; age: number; html: string; boot: Record<string, unknown> }> {
  const response = await fetch(`http://localhost:3000${path}`, { headers });
  const html = await response.text();
  const boot = /<script id="sb-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
  const firstView =
    /first-view;desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? `none (${response.status})`;
  return {
    drawn: firstView === 'drawn',
    firstView,
    /** Seconds since the server composed this copy. */
    age: Number(response.headers.get('age') ?? 0),
    html,
    boot: boot ? JSON.parse(boot) : {},
  };
}

/** Makes every answer of the platform wait `ms` for `seconds` (the simulator's control; 0 ends it). */
export async function setPlatformLatency(ms: number, seconds: number): Promise<void> {
  const response = await sendToPlatform('/_sim/latency', { ms, seconds });
  if (!response.ok) throw new Error(`the platform's latency was not set: ${response.status}`);
}

/**
 * Changes a brand's settings on the platform, as its operator would (the simulator's control, journeys only),
 * and waits until the shell's server sends `pagePath`, the page the journey opens next, with them: it keeps
 * each page a second or two.
 */
export async function patchBrandSettings(
  brand: string,
  patch: { web?: Record<string, unknown>; mobile?: Record<string, unknown> },
  pagePath: string,
): Promise<void> {
  const response = await sendToPlatform(`/_sim/brands/${brand}/settings`, patch, 'PATCH');
  if (!response.ok) throw new Error(`the brand's settings were not changed: ${response.status}`);
  await expect
    .poll(
      async () => {
        const settings = (await servedPage(pagePath)).boot.settings as Record<string, Record<string, unknown>> | undefined;
        return Object.entries(patch).every(([channel, values]) =>
          Object.entries(values ?? {}).every(
            ([key, value]) => JSON.stringify(settings?.[channel]?.[key]) === JSON.stringify(value),
          ),
        );
      },
      { message: `pages of ${pagePath} carry the changed settings` },
    )
    .toBe(true);
}

/**
 * Kicks off a pre-match match of one of `sportCodes` now, through the simulator's control, and waits until the
 * platform answers it live (a match clock): a journey's own live match, whatever the simulated world is playing
 * at that hour. The platform picks one whose teams play nothing else soon and which is in no jackpot.
 */
export async function kickOffOwnMatch(
  sportCodes: string[],
  { streamed = false } = {},
): Promise<{ eventId: number; slug: string; name: string }> {
  const response = await sendToPlatform('/_sim/events/kick-off', { sportCodes, streamed });
  expect(response.status, await response.clone().text()).toBe(200);
  const match = (await response.json()) as { eventId: number; slug: string; name: string };
  // It goes live on the simulator's next tick.
  await expect
    .poll(async () => ((await (await fetch(`${API}/xapi/rest/events/${match.eventId}`)).json()) as SportEvent).clock?.status, {
      message: `${match.name} kicked off`,
    })
    .toBeTruthy();
  return match;
}

/** Scores a goal for one side of a live football match on the simulator's next tick (its control, journeys only). */
export async function scoreGoal(eventId: number, side: 'home' | 'away'): Promise<void> {
  const response = await sendToPlatform(`/_sim/events/${eventId}/goal`, { side });
  expect(response.status, await response.clone().text()).toBe(200);
}

/**
 * Holds the simulator's chance feed alerts off for `seconds` (those active end now): a journey that proves a
 * placement goes through at its first try is then not refused by an alert it did not ask for (RES-00249 pauses
 * every market of a feed, pre-match ones included). 0 ends the hold.
 */
export async function holdFeedAlerts(seconds: number): Promise<void> {
  const response = await sendToPlatform('/_sim/feed-alerts/hold', { seconds });
  expect(response.status, await response.text()).toBe(200);
}

/** Raises a feed alert on `feed` (a sport's code: FOOT) now, for `seconds`, through the simulator's control. */
export async function raiseFeedAlert(feed: string, seconds: number): Promise<void> {
  const response = await sendToPlatform(`/_sim/feeds/${feed}/alert`, { seconds });
  expect(response.status, await response.text()).toBe(200);
}

/** Each remote is served from its own origin (tooling/serve/serveAll.mjs). */
export const REMOTE_ORIGINS: Record<RemoteName, string> = {
  header: 'http://localhost:3001',
  menu: 'http://localhost:3002',
  events: 'http://localhost:3003',
  betslip: 'http://localhost:3004',
  mybets: 'http://localhost:3005',
  jackpot: 'http://localhost:3006',
  account: 'http://localhost:3007',
};

/**
 * Watches the page's requests to a remote's origin. single-spa tries a failed remote again in the
 * background on every reroute (opening the login is one), and the attempt fetches the manifest twice,
 * 250 ms apart: `settled()` waits until no attempt is under way, so a remote started again afterwards comes
 * back only through what the player does.
 */
export function watchRemoteRequests(page: Page, name: RemoteName, quietMs = 2000) {
  let inFlight = 0;
  let lastSeen = Date.now();
  const ours = (url: string) => url.startsWith(`${REMOTE_ORIGINS[name]}/`);
  page.on('request', (request) => {
    if (!ours(request.url())) return;
    inFlight += 1;
    lastSeen = Date.now();
  });
  const ended = (request: { url(): string }) => {
    if (!ours(request.url())) return;
    inFlight -= 1;
    lastSeen = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastSeen >= quietMs, { message: `${name}'s load attempts settle` })
        .toBe(true),
  };
}

/** Remotes the shell loads on demand (account, and on phones my bets, jackpot and an empty slip's betslip) are not needed yet. */
export const notNeededYet = (page: Page, name: RemoteName) => page.locator(`[data-region="${name}"][data-active="false"]`);

/** Waits until every remote the page needs has mounted (one loaded on demand counts once the shell has left it out). */
export async function expectAllMounted(page: Page, except: RemoteName[] = []): Promise<void> {
  for (const name of REMOTE_NAMES) {
    if (except.includes(name)) continue;
    await expect(page.locator(`[data-mfe="${name}"]`).or(notNeededYet(page, name)), `${name} mounted`).toHaveCount(1);
  }
}

/**
 * Opens `path` as a link inside the site does, without a page load: a journey that fakes the platform's
 * answers in the browser gets the page drawn by the browser, where a page load brings its first view drawn
 * by the shell's server. Starts from the home page, once its events are live.
 */
export async function openInSite(page: Page, path: string): Promise<void> {
  await page.goto('/en/homepage');
  await expect(page.locator('[data-mfe="events"]')).toBeVisible();
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Logs the page's player out through the API, if one is logged in on the site. */
async function endSession(page: Page): Promise<void> {
  if (page.isClosed() || !page.url().startsWith('http://localhost:3000/')) return;
  const logOut = () =>
    page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('sb-session') ?? '{}').state?.session?.jwe_token;
      if (token)
        await fetch('/auth/en/api/plugins/component/route/header_login/logout?reason=user', {
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(10_000),
        });
    });
  // A journey that ended with a logout leaves the page reloading (the shell reloads after a logout): the
  // first try can meet the page between documents, the loaded page answers. Each wait is bounded: a page
  // that never loads again (a drill left its platform hung) held the journey's teardown to its time-out.
  await logOut()
    .catch(async () => {
      await page.waitForLoadState('load', { timeout: 10_000 });
      await logOut();
    })
    .catch((error: unknown) => console.warn(`the journey's session was not ended: ${String(error)}`));
}

/**
 * Scrolls down to the shell's footer, as a player does, and waits for it to be drawn with `text` (its code loads
 * once its area is on screen). The lists above may still grow and push it out of view before it is seen: then
 * the player scrolls to it again.
 */
export async function scrollToFooter(page: Page, text: string | RegExp): Promise<Locator> {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(text, { timeout: 2000 });
  }).toPass();
  return footer;
}

/**
 * The journeys' `test`. They share the seeded players, and a player holds at most five live sessions (a
 * sixth login is refused with INT051): so each journey's page ends the session it opened. And each journey
 * proves the site's Content-Security-Policy refused nothing the site itself did (what a parent page on
 * another origin was refused is that page's).
 */
export const test = base.extend<{ hostileContent: boolean }>({
  /** The journey puts hostile markup on the page on purpose: the policy's refusals of it are its defence. */
  hostileContent: [false, { option: true }],
  page: async ({ page, hostileContent }, runTest) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy') && message.location().url.startsWith('http://localhost:3000'))
        refused.push(message.text());
    });
    await runTest(page);
    await endSession(page);
    if (!hostileContent) expect(refused, "what the page's Content-Security-Policy refused").toEqual([]);
  },
});

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

/** Fills the login dialog (opening it from the header unless it is open) and submits it. */
export async function submitLogin(page: Page, username: string, password: string, { open = true } = {}): Promise<void> {
  if (open) await page.getByRole('button', { name: 'Login' }).click();
  await loginDialog(page).getByLabel('Username').fill(username);
  await loginDialog(page).getByLabel('Password', { exact: true }).fill(password);
  await loginDialog(page).getByRole('button', { name: 'Log in' }).click();
}

/** A plain login that completes: the dialog closes. */
export async function logIn(page: Page, username = 'demo', password = 'demo1234'): Promise<void> {
  await submitLogin(page, username, password);
  await expect(loginDialog(page)).toBeHidden();
}

/** Logs out from the header's account menu, as a player does, and waits out the reload a logout starts. */
export async function logOutAndReload(page: Page): Promise<void> {
  const header = page.locator('[data-mfe="header"]');
  await header.getByRole('button', { name: 'My account' }).click();
  const reloaded = page.waitForEvent('load');
  await header.getByRole('button', { name: 'Logout' }).click();
  await reloaded;
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

/**
 * A pre-match football row as late as the football page has: the `i`-th from the end of its list, where each
 * league lists its soonest events first. The trading simulator pulls the soonest events forward to kick off
 * whenever fewer than its target are live, and kick-off suspends their pre-match markets: a selection from the
 * first rows could be taken off the slip mid-journey. The page lists only the day's 20 soonest matches, so even
 * its last row may be minutes from kick-off: a journey that waits a while before it bets (a login between)
 * takes a match from `farPrematchEvent` instead.
 */
export async function prematchRow(page: Page, i = 0) {
  const rows = page.locator('[data-mfe="events"] li[data-event-id]');
  await expect(rows.first()).toBeVisible();
  return rows.nth((await rows.count()) - 1 - i);
}

/**
 * A pre-match football event two days ahead, where nothing a journey waits through closes its prices: the
 * football page lists the day's soonest matches, minutes from kick-off (the simulator pulls them forward, and a
 * match due while its team still plays waits with its prices closed); the jackpot takes the first matches a day
 * ahead, and the journeys' own kick-offs the last of the week. Its page is `/<locale>/events/<slug>`.
 */
export async function farPrematchEvent(): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${API}/xapi/rest/events?sportCode=FOOT&live=false&pageSize=100`);
  expect(response.status).toBe(200);
  const { events } = (await response.json()) as { events: { id: number; slug: string }[] };
  return events[events.length - 1];
}

export const betslip = (page: Page) => page.locator('[data-mfe="betslip"]');
/** The slip's stake fields ('Stake on Arsenal', 'Einsatz auf Arsenal'). */
export const stakeFields = (page: Page, lng = 'en') =>
  betslip(page).getByRole('textbox', { name: sayPattern('betslip', lng, 'betslip.stakeFor') });

/** On a phone: picks the first price of the first pre-match row and sees the slip open with it; returns the slip. */
export async function pickOnPhone(page: Page) {
  await (await prematchRow(page)).locator('button[data-outcome-id]').first().click();
  const slip = betslip(page);
  await expect(slip.getByLabel('1 selection', { exact: true })).toHaveText('1');
  // A pick opens the slip on the phone; were it closed, the player opens it.
  const toggle = slip.getByRole('button', { name: /^(Show|Hide) betslip$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(slip.getByRole('button', { name: 'Hide betslip' })).toHaveAttribute('aria-expanded', 'true');
  return slip;
}
/** The player's balance in the header, in EUR. */
export const balance = (page: Page) => page.locator('[data-mfe="header"]').getByText(/^EUR [\d,]+\.\d{2}$/);
/** The number in a money text: 'EUR 1,234.50' is 1234.5. */
export const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/**
 * Places the betslip as a player would. The simulator kicks the first pre-match events off early and moves
 * live prices every few seconds: a price that moved against the player holds the slip until they accept it,
 * and a goal or a feed alert suspends markets for a moment (RES-00249). So new prices are accepted, and a
 * refused placement is placed again.
 */
export async function placeBet(page: Page, label: string, lng = 'en'): Promise<void> {
  const slip = betslip(page);
  const alert = slip.getByRole('alert');
  const accept = slip.getByRole('button', { name: say('betslip', lng, 'betslip.acceptPrices') });
  for (let attempt = 0; attempt < 8; attempt++) {
    if (await accept.isVisible()) await accept.click();
    // A price can move between the accept and the click: the slip is then held again.
    const clicked = await slip
      .getByRole('button', { name: label })
      .click({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    // Held by a refusal the slip shows (a feed alert in its pricing): the player changes something.
    if (!clicked) {
      if (!(await accept.isVisible())) await retypeStake(page, lng);
      continue;
    }
    // A refusal's alert clears when the slip places again; one that stays (a market still suspended) counts as refused again.
    await alert.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => undefined);
    const outcome = await Promise.race([
      slip
        .getByText(say('betslip', lng, 'betslip.placed'))
        .waitFor({ timeout: 30_000 })
        .then(() => 'placed' as const),
      alert.waitFor({ timeout: 30_000 }).then(() => 'refused' as const),
    ]);
    if (outcome === 'placed') return;
    if (!(await accept.isVisible())) await page.waitForTimeout(2000);
    // A refusal on the slip holds Place bet until the player changes something: they type their stake again.
    if (!(await accept.isVisible())) await retypeStake(page, lng);
  }
  throw new Error(`the bet was not placed: ${(await alert.allTextContents()).join(' ') || 'the slip stayed held'}`);
}

/**
 * The player types a stake on the slip again (the first one filled in), as a change that lets them place again.
 * The field is emptied first: filling in the value it already holds changes nothing the slip hears (the input
 * event carries the same value), so the slip would stay held by its refusal.
 */
export async function retypeStake(page: Page, lng = 'en'): Promise<void> {
  for (const field of await stakeFields(page, lng).all()) {
    const value = await field.inputValue();
    if (!value) continue;
    await field.fill('');
    await field.fill(value);
    return;
  }
}

/** The header shows the player logged in: its account menu names them (the menu is closed again). */
export async function expectLoggedInAs(page: Page, username: string): Promise<void> {
  const account = page.locator('[data-mfe="header"]').getByRole('button', { name: 'My account' });
  await account.click();
  await expect(page.locator('[data-mfe="header"]').getByText(username, { exact: true })).toBeVisible();
  await account.click();
}

/** What an operator's tools send to read the browsers' error reports (the key tooling/serve gives the platform). */
export const OPERATOR = { 'x-operator-key': process.env.OPERATOR_KEY ?? 'local-operator' };

/** The platform API itself (the site forwards /api/ to it); the mail stand-in answers there with the drills' control on. */
export const API = 'http://localhost:4000';
export const PASSWORD = 'goal4goal';

/** A username of the journey's own, so that what it does to the account touches no other journey. */
export const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;

/** Opens an account through the platform, as the sign-up page does. */
export async function newPlayer(prefix: string): Promise<string> {
  const username = freshName(prefix);
  const response = await sendToPlatform('/api/registration?pub=classic', {
    username,
    email: `${username}@example.com`,
    password: PASSWORD,
    dateOfBirth: '1990-05-17',
    countryCode: 'GB',
    currency: 'EUR',
    firstName: 'Jo',
    lastName: 'Newman',
    termsAccepted: true,
  });
  expect(response.status, await response.text()).toBe(201);
  return username;
}
