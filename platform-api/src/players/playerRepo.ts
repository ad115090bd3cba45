import { fromMinorUnits } from '@sportsbook/domain';
import type { AccountPreferences, LoginSession, PlayerDetails, Profile, Wallet } from '@sportsbook/contracts';
import type { Database } from '../db/database';
import { isSelfExcluded } from './selfExclusion';

export interface PlayerRow {
  id: number;
  username: string;
  password_hash: string;
  brand: string;
  currency: string;
  status: 'active' | 'suspended' | 'locked' | 'pending';
  second_factor: 'plain' | 'otp' | 'question';
  security_question: string | null;
  security_answer_hash: string | null;
  demo_otp_code: string | null;
  terms_accepted: boolean;
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  vip_level: number;
  excluded_from_promotions: boolean;
  partner_affiliate: boolean;
  self_excluded: boolean;
  self_excluded_until: Date | null;
  timed_out_until: Date | null;
  price_format: string;
  default_stake: string | null;
  layout: AccountPreferences['layout'];
  sort_by: AccountPreferences['sort_by'];
  accept_higher_odds: AccountPreferences['accept_higher_odds'];
  theme: NonNullable<AccountPreferences['theme']>;
  date_of_birth: Date | null;
  first_login_at: Date | null;
  created_at: Date;
}

export async function findPlayer(
  db: Pick<Database, 'query'>,
  by: { username: string } | { id: number },
): Promise<PlayerRow | undefined> {
  const [row] =
    'username' in by
      ? await db.query<PlayerRow>('SELECT * FROM players WHERE lower(username) = lower($1)', [by.username])
      : await db.query<PlayerRow>('SELECT * FROM players WHERE id = $1', [by.id]);
  return row;
}

/** The wallet as the wire carries it: stored in whole minor units of the player's currency, read in major units. */
export async function walletOf(db: Pick<Database, 'query'>, playerId: number): Promise<Wallet> {
  const [row] = await db.query<{ balance: string; promo_cash: string; total_left_to_wager: string; currency: string }>(
    'SELECT w.balance, w.promo_cash, w.total_left_to_wager, p.currency FROM wallets w JOIN players p ON p.id = w.player_id WHERE w.player_id = $1',
    [playerId],
  );
  const wire = (minor: string | undefined) => (row ? fromMinorUnits(Number(minor ?? 0), row.currency) : 0);
  const balance = wire(row?.balance);
  return {
    balance,
    name: 'sportsbook',
    promoCash: wire(row?.promo_cash),
    totalLeftToWager: wire(row?.total_left_to_wager),
    withdrawableAmount: balance,
  };
}

export function loginSession(
  player: PlayerRow,
  token: string,
  expiresIn: number,
  thirdPartyTokens: LoginSession['thirdPartyTokens'],
): LoginSession {
  return {
    id: String(player.id),
    jwe_token: token,
    jweToken: token,
    alsToken: token,
    username: player.username,
    currency: player.currency,
    icore_player_id: String(player.id),
    alsPlayerId: String(player.id),
    expirationTimeInSeconds: expiresIn,
    email: player.email,
    firstName: player.first_name,
    priceFormat: player.price_format.toUpperCase(),
    vipLevel: player.vip_level,
    is_partner_matrix_affiliate: player.partner_affiliate,
    authExecuted: true,
    thirdPartyTokens,
  };
}

/** What the audiences of menus, adverts and promotions read beside the player's row: have they bet, deposited. */
export interface PlayerActivity {
  nonBettor: boolean;
  nonDepositor: boolean;
}

export async function activityOf(db: Pick<Database, 'query'>, playerId: number): Promise<PlayerActivity> {
  const [row] = await db.query<{ bets: boolean; deposits: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM betslips WHERE player_id = $1 AND status <> 'rejected') AS bets,
            EXISTS (SELECT 1 FROM wallet_entries WHERE player_id = $1 AND kind = 'deposit') AS deposits`,
    [playerId],
  );
  return { nonBettor: !row.bets, nonDepositor: !row.deposits };
}

export function playerDetails(
  player: PlayerRow,
  activity: PlayerActivity = { nonBettor: false, nonDepositor: false },
): PlayerDetails {
  return {
    alsId: String(player.id),
    username: player.username,
    firstName: player.first_name,
    lastName: player.last_name,
    email: player.email,
    priceFormat: player.price_format.toUpperCase(),
    holdWithdraw: false,
    vipLevel: player.vip_level,
    enableStreamFullScreen: true,
    accountNumber: String(player.id).padStart(8, '0'),
    defaultStake: player.default_stake === null ? undefined : Number(player.default_stake),
    registrationDateTime: new Date(player.created_at).toISOString(),
    locale: 'en',
    currency: player.currency,
    countryCode: player.country_code,
    playerCreatedByAgent: false,
    isRememberStake: player.default_stake !== null,
    excludedFromPromotions: player.excluded_from_promotions,
    nonBettor: activity.nonBettor,
    nonDepositor: activity.nonDepositor,
    firstLoginTime: player.first_login_at ? new Date(player.first_login_at).toISOString() : undefined,
  };
}

export function profile(player: PlayerRow): Profile {
  return {
    email: player.email,
    firstName: player.first_name,
    lastName: player.last_name,
    registerDate: new Date(player.created_at).toISOString(),
    accountCode: String(player.id).padStart(8, '0'),
    accountStatus: player.status,
    selfExcluded: isSelfExcluded(player),
    residence: { countryCode: player.country_code },
  };
}

export function preferences(player: PlayerRow): AccountPreferences {
  return {
    price_format: player.price_format,
    layout: player.layout,
    default_stake: player.default_stake === null ? null : Number(player.default_stake),
    sort_by: player.sort_by,
    accept_higher_odds: player.accept_higher_odds,
    theme: player.theme,
  };
}
