import assert from 'node:assert/strict';
import type { TestPlatform } from './harness';

/** The password every player signed up by `signUpPlayer` has. */
export const NEW_PLAYER_PASSWORD = 'steady4ever';

/** Signs an adult British player up through the registration form, as a visitor does; a refusal fails the test. */
export async function signUpPlayer(call: TestPlatform['call'], username: string): Promise<void> {
  const created = await call('POST', '/api/registration', {
    username,
    email: `${username}@example.com`,
    password: NEW_PLAYER_PASSWORD,
    dateOfBirth: '1985-02-03',
    countryCode: 'GB',
    currency: 'GBP',
    firstName: 'Sam',
    lastName: 'Steady',
    termsAccepted: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
}

/** Logs a player signed up by `signUpPlayer` in; the answer is the test's to check. */
export const logIn = (call: TestPlatform['call'], username: string) =>
  call('POST', '/xapi/icore/players/login', { username, password: NEW_PLAYER_PASSWORD });
