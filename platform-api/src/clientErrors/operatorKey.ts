import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/errors';

/** The header an operator's tools send their key in. */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Refuses a request that does not carry the operator's key (the OPERATOR_KEY setting). Without the setting nobody
 * reads: the reports are the operator's, and a platform that was given no key has no operator to show them to.
 */
export function assertOperator(headers: Record<string, string | string[] | undefined>, key = process.env.OPERATOR_KEY): void {
  if (!key) throw new HttpError(403, 'Reading this needs the operator key, and none is set', 'OPERATOR_KEY_REQUIRED');
  const sent = headers[OPERATOR_KEY_HEADER];
  if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), digest(key)))
    throw new HttpError(401, 'Reading this needs the operator key', 'OPERATOR_KEY_REQUIRED');
}
