import type { Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * The crawl (issue: every link lands on a real page): for each brand on desktop and phone, every link of
 * the header, sub-header, side menu and bottom navigation is visited once; each must land on a page whose
 * main heading matches the link's name, with no "No events found" and no raw translation key.
 */
const BRANDS = ['classic', 'nova', 'savanna'] as const;
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The side menu: the menu remote's region, or the rebranded bottom sheet it opens over the page. */
const MENU = '[data-mfe="menu"], [role="dialog"][aria-label="Sports menu"]';
const MENU_LINKS = '[data-mfe="menu"] a[href], [role="dialog"][aria-label="Sports menu"] a[href]';

interface FoundLink {
  name: string;
  path: string;
}

/** A raw key a translation left behind: T_[...]_T, or section.key words as the remotes write them. */
const RAW_KEY =
  /T_\[|\b(?:menu|header|events|account|betslip|errors|shell|mybets|jackpot)\.[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)*\b/;

/**
 * Links whose page is named differently from the link, by design: registration is "Open an account", and
 * the rebranded sub-header's Virtuals leads to the brand's own virtual sports provider.
 */
const SAME_PAGE_NAMES: Record<string, RegExp> = {
  join: /^open an account$/i,
  register: /^open an account$/i,
  virtuals: /^(kiron virtuals|golden race|betradar virtuals|vir2al games|leap virtuals|soccerbet)$/i,
};

/** The brand's logo is named after the brand and leads home. */
const isHomePath = (path: string) => /^\/[a-z]{2}\/(homepage)?$/.test(path);

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function headingMatches(link: string, heading: string, path: string): boolean {
  if (isHomePath(path) && squash(heading) === 'home') return true;
  const a = squash(link);
  const b = squash(heading);
  if (!a || !b) return false;
  return a.includes(b) || b.includes(a) || (SAME_PAGE_NAMES[a]?.test(heading) ?? false);
}

/** The visible same-site links of a region, by accessible name (text, else aria-label) and path. */
async function linksIn(page: Page, selector: string): Promise<FoundLink[]> {
  return page.locator(selector).evaluateAll((anchors) =>
    anchors
      .filter((a) => {
        const anchor = a as HTMLAnchorElement;
        const box = anchor.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && anchor.target !== '_blank' && new URL(anchor.href).origin === location.origin;
      })
      .map((a) => {
        const anchor = a as HTMLAnchorElement;
        const url = new URL(anchor.href);
        const name = (anchor.getAttribute('aria-label') || anchor.textContent || '').replace(/\s+/g, ' ').trim();
        return { name, path: `${url.pathname}${url.hash}` };
      }),
  );
}

async function collectLinks(page: Page, phone: boolean): Promise<FoundLink[]> {
  const found: FoundLink[] = [];
  const header = page.locator('[data-mfe="header"]');
  await expect(header.locator('a[href]').first()).toBeVisible();
  found.push(...(await linksIn(page, '[data-mfe="header"] a[href]')));
  if (phone) {
    const bar = page.getByRole('navigation', { name: 'Quick navigation' });
    await expect(bar).toBeVisible();
    found.push(...(await linksIn(page, '[data-mfe="menu"] nav[aria-label="Quick navigation"] a[href]')));
    await bar.getByRole('button', { name: 'Menu' }).click();
    // The drawer (or, rebranded, the bottom sheet) lists the sports once the menu's data is in.
    // The rebranded sheet is a dialog of its own in the page's body.
    const menu = page.locator(MENU).getByRole('link', { name: "Today's football" });
    await expect(menu).toBeVisible();
    found.push(...(await linksIn(page, MENU_LINKS)));
  } else {
    await expect(page.locator('[data-mfe="menu"] a[href]').first()).toBeVisible();
    found.push(...(await linksIn(page, '[data-mfe="menu"] a[href]')));
  }
  const seen = new Set<string>();
  return found.filter((link) => link.name && !seen.has(link.path) && seen.add(link.path));
}

for (const brand of BRANDS) {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    test(`every link of ${brand} on ${viewportName} lands on its page`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(viewport);
      await page.goto(`/en/homepage?brand=${brand}`);
      const links = await collectLinks(page, viewportName === 'phone');
      expect(links.length).toBeGreaterThan(5);
      const problems: string[] = [];
      for (const link of links) {
        // In-app navigation, as a click on the link does: the shell and its remotes stay loaded.
        await page.evaluate((path) => {
          history.pushState(null, '', path);
          dispatchEvent(new PopStateEvent('popstate'));
        }, link.path);
        const hash = link.path.split('#')[1];
        const centre = page.locator('[data-area="centre"]');
        // A dialog over the page (the settings) is the page the link opened.
        const dialogHeading = page.locator('[data-mfe="account"] [role="dialog"] :is(h1, h2)').first();
        const heading = hash ? page.locator(`#${hash} h2`).first() : centre.locator('h1').first();
        let text = '';
        try {
          await expect
            .poll(async () => {
              const shown = !hash && (await dialogHeading.count()) ? dialogHeading : heading;
              text = (await shown.textContent({ timeout: 1000 }).catch(() => '')) ?? '';
              return headingMatches(link.name, text, link.path);
            })
            .toBe(true);
        } catch {
          problems.push(`${link.name} (${link.path}): heading "${text}"`);
          continue;
        }
        const all = await centre.innerText();
        if (/No events found|We could not load the matches/.test(all))
          problems.push(`${link.name} (${link.path}): no events, or they could not load`);
        const raw = all.match(RAW_KEY);
        if (raw) problems.push(`${link.name} (${link.path}): raw key "${raw[0]}"`);
      }
      expect(problems, `links checked: ${links.map((l) => `${l.name} ${l.path}`).join(', ')}`).toEqual([]);
    });
  }
}
