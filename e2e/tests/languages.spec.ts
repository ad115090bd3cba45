import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { betslip, expect, farPrematchEvent, prematchRow, test } from './support';

/**
 * A journey per script family (Latin, Greek, Han, Thai, Devanagari): the surfaces a player meets first
 * carry no English sentence and no raw key. What counts as English is the English bundle itself: every
 * text of the remotes' en.json whose translation differs.
 */
const ROOT = path.resolve(__dirname, '../..');
const OWNERS = ['shell', ...readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-'))];
const SECTIONS = ['shell', 'errors', 'header', 'menu', 'events', 'betslip', 'mybets', 'jackpot', 'account'];

function texts(lng: string): Record<string, string> {
  return Object.assign(
    {},
    ...OWNERS.map((owner) => {
      try {
        return JSON.parse(readFileSync(path.join(ROOT, owner, 'src/locales', `${lng}.json`), 'utf8'));
      } catch {
        return {};
      }
    }),
  );
}

const english = texts('en');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const bare = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').trim();
const RAW_KEY = new RegExp(`(^|\\s)(${SECTIONS.join('|')})\\.[A-Za-z][A-Za-z0-9_.-]*(\\s|$)|T_\\[`);

/** English texts that must not show in `lng`: those its bundle translates differently. */
function englishOnlyTexts(lng: string) {
  const translated = texts(lng);
  // A word the language's own bundle uses somewhere ("Live", "Esports" in Greek) is its own, not English left over.
  const ownTexts = new Set(Object.values(translated));
  const whole = new Set<string>();
  const phrases: RegExp[] = [];
  for (const [key, text] of Object.entries(english)) {
    const own = translated[key] ?? translated[key.replace(/_(one|other)$/, '_other')];
    if (own === text || bare(text).length < 2) continue;
    if (/\{\{/.test(text)) {
      // Placeholders match whatever fills them; a phrase of two words or more is looked for inside texts.
      if (bare(text).split(/\s+/).length >= 2) {
        // A value fills a placeholder, never the letters beside it: "H{{period}}" is "H2", and German's "2. HZ"
        // is not it.
        const pattern = text
          .split(/\{\{[^}]*\}\}/)
          .map((part, i, parts) => {
            const before = i > 0 && /^[A-Za-z]/.test(part) ? '(?<![A-Za-z])' : '';
            const after = i < parts.length - 1 && /[A-Za-z]$/.test(part) ? '(?![A-Za-z])' : '';
            return `${before}${escape(part)}${after}`;
          })
          .join('.+?');
        phrases.push(new RegExp(`(^|[^A-Za-z])${pattern}($|[^A-Za-z])`));
      }
    } else if (!ownTexts.has(text)) whole.add(text);
  }
  return { whole, phrases };
}

/**
 * The texts a player sees: visible text nodes and input placeholders. Outcome and market names are the
 * platform's catalogue data (the feed names them: "Yes", "Handicap"), not texts of the remotes; the remotes
 * mark such names translate="no".
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element | null) => {
      if (
        !element ||
        element.closest('script, style, noscript, [hidden], [aria-hidden="true"], [data-outcome-id], [translate="no"]')
      )
        return false;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text && shown(walker.currentNode.parentElement)) found.push(text);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (shown(input)) found.push(input.getAttribute('placeholder') ?? '');
    }
    return found;
  });
}

/** Waits until the page shows no English text and no raw key (texts can land a moment after a mount). */
async function expectNoEnglish(page: Page, lng: string, surface: string) {
  const { whole, phrases } = englishOnlyTexts(lng);
  await expect
    .poll(
      async () =>
        (await visibleTexts(page)).filter(
          (text) => whole.has(text) || phrases.some((phrase) => phrase.test(text)) || RAW_KEY.test(text),
        ),
      { message: `${lng} ${surface}: English or raw keys on screen` },
    )
    .toEqual([]);
}

for (const lng of ['de', 'el', 'zh', 'th', 'hi']) {
  test(`${lng}: home, a sport, an event, the betslip with a bet, login, my bets and settings show no English and no raw key`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const t = texts(lng);
    const events = page.locator('[data-mfe="events"]');

    await page.goto(`/${lng}/homepage?brand=classic`);
    await expect(events.locator('li[data-event-id]').first()).toBeVisible();
    await expect(page.locator('[data-mfe="header"]').getByRole('button', { name: t['header.login'] })).toBeVisible();
    await expectNoEnglish(page, lng, 'home');

    await page.goto(`/${lng}/sports/240-FOOT`);
    await prematchRow(page);
    await expectNoEnglish(page, lng, 'sport page');

    // An event far from kick-off: its prices stay open while the player logs in (see farPrematchEvent).
    await page.goto(`/${lng}/events/${(await farPrematchEvent()).slug}`);
    const price = events.locator('button[data-outcome-id]:enabled').first();
    await expect(price).toBeVisible();
    await expectNoEnglish(page, lng, 'event page');

    await page.locator('[data-mfe="header"]').getByRole('button', { name: t['header.login'] }).click();
    const login = page.getByRole('dialog', { name: t['account.login.title'] });
    await expect(login.getByLabel(t['account.login.username'])).toBeVisible();
    await expectNoEnglish(page, lng, 'login dialog');
    await login.getByLabel(t['account.login.username']).fill('demo');
    await login.getByLabel(t['account.login.password'], { exact: true }).fill('demo1234');
    await login.getByRole('button', { name: t['account.login.submit'] }).click();
    await expect(login).toBeHidden();

    // A visitor's pick waits for the login (spec 2 section 4): the bet goes on the slip once logged in.
    await price.click();
    await expect(betslip(page).getByRole('textbox').first()).toBeVisible();
    await expectNoEnglish(page, lng, 'betslip with a bet');

    await page.goto(`/${lng}/sports/240-FOOT`);
    const myBets = page.locator('[data-mfe="mybets"]');
    await expect(myBets.getByRole('heading', { name: t['mybets.title'] })).toBeVisible();
    await expectNoEnglish(page, lng, 'my bets');

    await page.goto(`/${lng}/account/settings`);
    const settings = page.getByRole('dialog', { name: t['account.settings.title'] });
    await expect(settings).toBeVisible();
    await expectNoEnglish(page, lng, 'settings dialog');
  });
}
