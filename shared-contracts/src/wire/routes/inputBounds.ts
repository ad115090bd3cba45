import { Type, type IntegerOptions } from '@sinclair/typebox';

/**
 * Numbers a client sends end up in PostgreSQL columns: an id past the column's range, `Infinity` (which the
 * schema's `minimum` lets through, and which ajv makes of the text "Infinity") or 1e308 would reach the database
 * and fail there. Every integer the routes take has a maximum its column can hold.
 */
/** The largest PostgreSQL `integer` (int4): jackpot, promotion, player and catalogue-path ids, counts. */
export const INTEGER_MAX = 2_147_483_647;
/**
 * The largest `bigint` id the platform takes (events, markets, outcomes, bets): a bigint holds more, but a
 * JavaScript number is exact only to 2^53 - 1.
 */
export const BIGINT_ID_MAX = Number.MAX_SAFE_INTEGER;

/** An id of an `integer` column. */
export const IntegerId = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: INTEGER_MAX, ...options });
/** An id of a `bigint` column. */
export const BigintId = (options: IntegerOptions = {}) => Type.Integer({ minimum: 1, maximum: BIGINT_ID_MAX, ...options });

/**
 * A comma-joined list of ids, as the client's interceptor sends arrays: at most 9 digits for `integer` columns
 * (below 2^31), 15 for `bigint` ids (below 2^53).
 */
export const idList = (column: 'integer' | 'bigint', maxItems: number, description = 'comma-separated ids') => {
  const id = column === 'integer' ? '\\d{1,9}' : '\\d{1,15}';
  return Type.String({ pattern: `^${id}(,${id}){0,${maxItems - 1}}$`, description });
};

/** The latest instant a JavaScript Date holds, in milliseconds since 1970. */
export const MAX_TIMESTAMP_MS = 8.64e15;
