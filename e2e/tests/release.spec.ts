import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { CONTROL_URL, expect, OPERATOR, registryWith, restoreRegistry, setRegistry, test } from './support';

/** Builds and serves a new release of the header beside the running one; resolves with its manifest URL. */
async function publishHeader(body: {
  buildId: string;
  contractVersion?: string;
  texts?: Record<string, Record<string, string>>;
}): Promise<string> {
  const response = await fetch(`${CONTROL_URL}/releases/header`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the release was not published: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { manifest: string }).manifest;
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
    await setRegistry(await registryWith('header', await publishHeader({ buildId: 'contracts-2', contractVersion: '2.0.0' })));
    await page.goto('/en/homepage');
    await expect(page.locator('[data-mfe-fallback="header"]')).toHaveCount(1);
    await expect(page.locator('[data-mfe="header"]')).toHaveCount(0);
    await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
    await expect
      .poll(async () =>
        (
          (await (await request.get('/api/client_errors', { headers: OPERATOR })).json()) as {
            remote?: string;
            message: string;
          }[]
        ).some((report) => report.remote === 'header' && /built for contracts 2\.0\.0/.test(report.message)),
      )
      .toBe(true);
  });
});
