import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, farPrematchEvent, prematchRow, test } from './support';

/**
 * The catalogue in the player's language: sport, country, league, coupon, market, outcome and period names
 * come from the platform in the page's language (its `l=`), on the first view drawn by the server and in the
 * browser alike. A journey per script (Latin, Han and kana, Thai) walks home, a sport page and an event page
 * and fails on any English name the platform translates for that language, and on any raw key. What counts
 * as English is the platform's own dictionary (platform-api/src/catalogue/names/locales).
 */
type Dictionary = Record<string, Record<string, string>>;
const LOCALES = path.resolve(__dirname, '../../platform-api/src/catalogue/names/locales');
const dictionary = (lng: string): Dictionary => JSON.parse(readFileSync(path.join(LOCALES, `${lng}.json`), 'utf8'));
const english = dictionary('en');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English names `lng` writes otherwise: whole names, and patterns whose placeholders match any value. */
function englishNames(lng: string) {
  const own = dictionary(lng);
  const whole = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [section, names] of Object.entries(english)) {
    for (const key of Object.keys(names)) {
      if (own[section][key] === key) continue;
      if (!key.includes('{')) whole.add(key);
      else
        patterns.push(
          new RegExp(
            `^${key
              .split(/\{\w+\}/)
              .map(escape)
              .join('.+?')}$`,
          ),
        );
    }
  }
  return { whole, patterns };
}

/** A remote's key, an operator's token, the platform's override key or a placeholder left unfilled. */
const RAW_KEY =
  /(^|\s)(shell|errors|header|menu|events|betslip|mybets|jackpot|account|catalogue)\.[A-Za-z][A-Za-z0-9_.-]*(\s|$)|T_\[|\{(team|team2|player|line|n|handicap)\}|\{\{/;

/** The visible text nodes of the page, catalogue names included (prices and names marked translate="no" too). */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element | null) => {
      if (!element || element.closest('script, style, noscript, [hidden], [aria-hidden="true"]')) return false;
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
    return found;
  });
}

/** Waits until the page shows no English catalogue name and no raw key (lists refresh a moment after a mount). */
async function expectNoEnglishNames(page: Page, lng: string, surface: string) {
  const { whole, patterns } = englishNames(lng);
  await expect
    .poll(
      async () =>
        (await visibleTexts(page)).filter(
          (text) => whole.has(text) || patterns.some((pattern) => pattern.test(text)) || RAW_KEY.test(text),
        ),
      { message: `${lng} ${surface}: English catalogue names or raw keys on screen` },
    )
    .toEqual([]);
}

for (const lng of ['de', 'ja', 'th']) {
  test(`${lng}: home, the football page and an event page name sports, leagues, markets and outcomes in ${lng}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const names = dictionary(lng);
    const events = page.locator('[data-mfe="events"]');

    await page.goto(`/${lng}/homepage?brand=classic`);
    await expect(events.locator('li[data-event-id]').first()).toBeVisible();
    await expectNoEnglishNames(page, lng, 'home');

    await page.goto(`/${lng}/sports/240-FOOT`);
    await prematchRow(page);
    await expectNoEnglishNames(page, lng, 'football page');

    await page.goto(`/${lng}/events/${(await farPrematchEvent()).slug}`);
    await expect(events.locator('button[data-outcome-id]').first()).toBeVisible();
    // The event page names its markets: the match result in the page's language.
    await expect(events.getByText(names.markets['Match Result']).first()).toBeVisible();
    await expectNoEnglishNames(page, lng, 'event page');
  });
}
