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
