import type { PlayerRow } from './playerRepo';

/** The account info call's answer: who the account is, in the rest API's names. */
export const accountInfo = (player: PlayerRow) => ({
  accountId: player.id,
  username: player.username,
  currency: player.currency,
  status: player.status,
  brand: player.brand,
  countryCode: player.country_code,
  vipLevel: player.vip_level,
});
