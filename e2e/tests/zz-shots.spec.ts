import { readFileSync } from 'node:fs';
import path from 'node:path';
import { betslip, expect, prematchRow, test } from './support';

const t = (lng: string, owner: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../..', owner, 'src/locales', `${lng}.json`), 'utf8'));
const OUT = '/work/notes/issue-22-shots';

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  for (const lng of ['de', 'th']) {
    test(`shot betslip ${lng} ${name}`, async ({ page }) => {
      await page.setViewportSize(size);
      const account = t(lng, 'mfe-account');
      const header = t(lng, 'mfe-header');
      await page.goto(`/${lng}/sports/240-FOOT?brand=classic`);
      const row = await prematchRow(page);
      await page.locator('[data-mfe="header"]').getByRole('button', { name: header['header.login'] }).click();
      const login = page.getByRole('dialog', { name: account['account.login.title'] });
      await login.getByLabel(account['account.login.username']).fill('demo');
      await login.getByLabel(account['account.login.password'], { exact: true }).fill('demo1234');
      await login.getByRole('button', { name: account['account.login.submit'] }).click();
      await expect(login).toBeHidden();
      await row.locator('button[data-outcome-id]:enabled').first().click();
      if (name === 'phone') {
        const floating = t(lng, 'mfe-betslip')['betslip.floating_one'] ?? t(lng, 'mfe-betslip')['betslip.floating_other'];
        const label = new RegExp(
          floating
            .split('{{count}}')
            .map((x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('\\d+'),
        );
        await page.getByRole('button', { name: label }).click();
      }
      await expect(betslip(page).getByRole('textbox').first()).toBeVisible();
      await betslip(page).getByRole('textbox').first().fill('5');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/betslip-${lng}-${name}.png` });
    });
  }
  test(`shot login zh ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const account = t('zh', 'mfe-account');
    await page.goto(`/zh/homepage?brand=classic`);
    await page
      .locator('[data-mfe="header"]')
      .getByRole('button', { name: t('zh', 'mfe-header')['header.login'] })
      .click();
    const login = page.getByRole('dialog', { name: account['account.login.title'] });
    await expect(login.getByLabel(account['account.login.username'])).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/login-zh-${name}.png` });
  });
}
