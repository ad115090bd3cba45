import { expect, servedPage, test } from './support';

/**
 * The shell's server keeps each page a second or two for everyone who asks for the same one (the page carries
 * no player data). These journeys ask for one address as different players in quick succession, inside that
 * second, and hold each answer to its own brand, language and channel.
 */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';
const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Safari/537.36';

/** The events' first view in a served page: its markup as the server drew it. */
const centreOf = (html: string) => /<main data-area="centre">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

test('a page kept for everyone never carries another brand, language or channel', async () => {
  const players: [string, Record<string, string>][] = [
    ['/en/homepage', { 'user-agent': DESKTOP_AGENT }],
    ['/en/homepage', { 'user-agent': DESKTOP_AGENT, cookie: 'sb-brand=nova' }],
    ['/en/homepage', { 'user-agent': PHONE_AGENT }],
    ['/de/homepage', { 'user-agent': DESKTOP_AGENT }],
    ['/en/homepage', { 'user-agent': DESKTOP_AGENT, cookie: 'sb-brand=savanna' }],
  ];
  // Each page drawn once (a server that has just started draws its first pages within their budget only
  // once its render threads have the release's code) ...
  for (const [path, headers] of players)
    await expect
      .poll(async () => (await servedPage(path, headers)).drawn, { message: `${path} ${JSON.stringify(headers)}` })
      .toBe(true);
  // ... then all at once, and the first again: each from its own copy.
  const asked = await Promise.all([...players, players[0]].map(([path, headers]) => servedPage(path, headers)));
  const [classic, nova, phone, german, savanna, classicAgain] = asked;

  expect([classic, nova, savanna, classicAgain].map((page) => page.boot.brand)).toEqual([
    'classic',
    'nova',
    'savanna',
    'classic',
  ]);
  expect(classic.html).toContain('data-sb-logo>CLASSIC<span>·BET</span>');
  expect(nova.html).toContain('data-sb-logo>NOVA');
  expect(nova.html).not.toContain('CLASSIC<span>·BET');

  const rendering = (page: typeof classic) => page.boot.serverRendering as { channel: string; location: string };
  expect(rendering(classic).channel).toBe('web');
  expect(rendering(phone).channel).toBe('mobile');

  expect(centreOf(classic.html)).toContain('Live now');
  expect(centreOf(german.html)).toContain('Jetzt live');
  expect(centreOf(german.html)).not.toContain('Live now');
  expect(rendering(german).location).toBe('/de/homepage');
  expect(Object.keys(german.boot.translations as object).sort()).toEqual(['de', 'en']);
});

test.describe('a player on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: PHONE_AGENT });

  test('right after a desktop player of another brand and language opened the same page, sees their own', async ({ page }) => {
    await servedPage('/th/homepage', { 'user-agent': DESKTOP_AGENT });
    await servedPage('/en/homepage?brand=nova', { 'user-agent': PHONE_AGENT });
    await page.goto('/th/homepage?brand=nova');
    const centre = page.locator("[data-area='centre']");
    await expect(centre.getByRole('heading', { name: 'กำลังแข่งขันสด' })).toBeVisible();
    await expect(centre.getByRole('heading', { name: 'Live now' })).toHaveCount(0);
    const boot = await page.evaluate(() => JSON.parse(document.getElementById('sb-boot')!.textContent!));
    expect(boot.brand).toBe('nova');
    expect(boot.serverRendering).toMatchObject({ channel: 'mobile', location: '/th/homepage?brand=nova' });
  });
});

test('a visitor who chose Hong Kong odds gets the next page drawn in them, and it hydrates without a mismatch', async ({
  page,
}) => {
  await page.goto('/en/homepage?brand=classic');
  const header = page.locator('[data-mfe="header"]');
  await header.getByRole('combobox', { name: 'Odds format' }).selectOption('hk');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(page.locator('[data-mfe="events"] li[data-event-id]').first()).toBeVisible();
  const rendering = await page.evaluate(() => JSON.parse(document.getElementById('sb-boot')!.textContent!).serverRendering);
  expect(rendering).toMatchObject({ oddsType: 'hk' });
  // The server's markup was taken over in place: the root is the remote's, hydrated, not drawn again.
  await expect(page.locator('[data-mfe="events"]')).toHaveCount(1);
  await expect(header.getByRole('combobox', { name: 'Odds format' })).toHaveValue('hk');
  expect(errors.filter((text) => /#418|#423|hydrat|drawn afresh/i.test(text))).toEqual([]);
});
