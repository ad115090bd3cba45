import { expect, test } from '@playwright/test';

// Playwright's own test: this journey's refusal is the point (the site's journeys fail on any refusal).

test("a script injected into the page does not run: the page's policy runs only the site's own code", async ({ page }) => {
  const answer = await page.goto('/en/homepage');
  const policy = (await answer!.headerValue('content-security-policy')) ?? '';
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-inline' 'sha");
  expect(policy).not.toContain("'unsafe-eval'");
  // The site itself runs: its remotes' code comes from their own origins, the theme's inline script by its hash.
  await expect(page.locator('[data-mfe="events"] button[data-outcome-id]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  const refused = page.waitForEvent('console', (message) => message.text().includes('Content Security Policy'));
  // What an injection through markup would add: an inline script and a script from elsewhere.
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = "inline"';
    document.head.append(inline);
  });
  await refused;
  expect(await page.evaluate(() => (window as unknown as { __injected?: string }).__injected)).toBeUndefined();
});
