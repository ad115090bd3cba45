import {
  DEVICE_SESSION_KEY,
  FRANCO_BASE,
  safeStorage,
  type CompletedLogin,
  type DeviceSessionAnswer,
  type DeviceSessionCredentials,
} from '@sportsbook/contracts';
import type { DeviceLoginBody } from '@sportsbook/contracts/wire';

const DEVICE_ID_KEY = 'sb-device-id';

export const deviceLoginPath = (languageTag: string) =>
  `${FRANCO_BASE}/accounts/sessions?l=${encodeURIComponent(languageTag)}&mc=mobile`;

/** This browser's device id, made once and kept. */
export function deviceId(storage: Storage = safeStorage(), newId: () => string = () => crypto.randomUUID()): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known) return known;
  const id = newId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

export function deviceLoginBody(username: string, password: string, storage?: Storage): DeviceLoginBody {
  return { username, password, device: { clientType: 'web', deviceId: deviceId(storage), deviceType: 'browser' } };
}

/** The answer as the session the rest of the site knows; the refresh credentials go to local storage. */
export function sessionFromDevice(answer: DeviceSessionAnswer, storage: Storage = safeStorage()): CompletedLogin {
  const credentials: DeviceSessionCredentials = { sessionId: answer.sessionId, refreshToken: answer.refreshToken };
  storage.setItem(DEVICE_SESSION_KEY, JSON.stringify(credentials));
  return {
    username: answer.username,
    currency: answer.currency,
    jwe_token: answer.accessToken,
    jweToken: answer.accessToken,
    expirationTimeInSeconds: answer.expiresIn,
    termsAccepted: answer.termsAccepted,
    thirdPartyTokens: answer.thirdPartyTokens,
  };
}

export const clearDeviceSession = (storage: Storage = safeStorage()) => storage.removeItem(DEVICE_SESSION_KEY);
