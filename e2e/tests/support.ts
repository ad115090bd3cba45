import { expect, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';

export { REMOTE_NAMES };
const CONTROL_URL = 'http://127.0.0.1:3999';

export async function setRemote(name: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/remotes/${name}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${name}: ${response.status}`);
}

/** Waits until every remote has either mounted or fallen back. */
export async function expectAllMounted(page: Page, except: RemoteName[] = []): Promise<void> {
  for (const name of REMOTE_NAMES) {
    if (except.includes(name)) continue;
    await expect(page.locator(`[data-mfe="${name}"]`), `${name} mounted`).toHaveCount(1);
  }
}

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

/** The header shows the player logged in: its account menu names them (the menu is closed again). */
export async function expectLoggedInAs(page: Page, username: string): Promise<void> {
  const account = page.locator('[data-mfe="header"]').getByRole('button', { name: 'My account' });
  await account.click();
  await expect(page.locator('[data-mfe="header"]').getByText(username, { exact: true })).toBeVisible();
  await account.click();
}
