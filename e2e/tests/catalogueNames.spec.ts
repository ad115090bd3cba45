import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { betslip, expect, farPrematchEvent, newPlayer, PASSWORD, placeBet, prematchRow, stakeFields, test } from './support';
import { say } from './texts';

/**
 * The catalogue in the player's language: sport, country, league, coupon, market, outcome and period names
 * come from the platform in the page's language (its `l=`), on the first view drawn by the server and in the
 * browser alike. A journey per script (Latin, Han and kana, Thai) walks home, a sport page and an event page
 * and fails on any English name the platform translates for that language, and on any raw key; another logs a
 * player in, bets and reads the slip and my bets, failing on any amount written as English writes it. What
 * counts as English is the platform's own dictionary (platform-api/src/catalogue/names/locales).
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
    await page.screenshot({ path: test.info().outputPath(`${lng}-event-page.png`) });
  });
}

/**
 * An amount as `lng` writes it after the currency code ('EUR 12,00' in German): its grouping and decimal signs
 * from the language's own number format. English ones on a German page ('EUR 12.00') do not match.
 */
function moneyPattern(lng: string): RegExp {
  const parts = new Intl.NumberFormat(lng).formatToParts(12345.6);
  const sign = (type: string) => escape(parts.find((part) => part.type === type)!.value);
  return new RegExp(`^EUR \\d{1,3}(${sign('group')}\\d{3})*${sign('decimal')}\\d{2}$`);
}

/** The money texts on screen in the slip, my bets and the header: each a currency code and an amount. */
async function amountsShown(page: Page): Promise<string[]> {
  return (await visibleTexts(page)).filter((text) => /^EUR\s*[\d.,\s]+$/.test(text));
}

for (const lng of ['de', 'ja', 'th']) {
  test(`${lng}: a bet on the slip and in my bets, its amounts written as ${lng} writes them`, async ({ page }) => {
    test.setTimeout(90_000);
    const username = await newPlayer('speaks');
    const header = page.locator('[data-mfe="header"]');
    const events = page.locator('[data-mfe="events"]');
    await page.goto(`/${lng}/events/${(await farPrematchEvent()).slug}?brand=classic`);

    // Logged in through the dialog in the page's language.
    await header.getByRole('button', { name: say('header', lng, 'header.login'), exact: true }).click();
    const login = page.getByRole('dialog', { name: say('account', lng, 'account.login.title') });
    await login.getByLabel(say('account', lng, 'account.login.username')).fill(username);
    await login.getByLabel(say('account', lng, 'account.login.password'), { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: say('account', lng, 'account.login.submit'), exact: true }).click();
    await expect(login).toBeHidden();

    await events.locator('button[data-outcome-id]:enabled').first().click();
    await stakeFields(page, lng).first().fill('12');
    const stake = `EUR ${new Intl.NumberFormat(lng, { minimumFractionDigits: 2 }).format(12)}`;
    await placeBet(page, say('betslip', lng, 'betslip.place', { amount: stake }), lng);

    const open = page.locator('[data-mfe="mybets"]').getByRole('list', { name: say('mybets', lng, 'mybets.openBets') });
    const bet = open.getByRole('article').first();
    await expect(
      bet.getByText(say('mybets', lng, 'mybets.stake'), { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(stake);
    await expect(betslip(page).getByText(say('betslip', lng, 'betslip.placed'))).toBeVisible();
    await expectNoEnglishNames(page, lng, 'betslip and my bets');
    // The balance, the slip's stake and returns, my bets' stake and returns: all in the language's own signs.
    const amounts = await amountsShown(page);
    expect(amounts.length, 'amounts on screen').toBeGreaterThanOrEqual(3);
    expect(
      amounts.filter((text) => !moneyPattern(lng).test(text.replace(/\s+/g, ' '))),
      `${lng}: amounts in other signs`,
    ).toEqual([]);
    // For a person to look at: the slip and my bets in the language.
    await page.screenshot({ path: test.info().outputPath(`${lng}-slip-and-my-bets.png`) });
  });
}
