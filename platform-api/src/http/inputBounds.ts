// The bounds live with the routes' schemas in the contracts; the platform's own control routes take them from here.
export { BIGINT_ID_MAX, BigintId, idList, INTEGER_MAX, IntegerId, MAX_TIMESTAMP_MS } from '@sportsbook/contracts/wire';
