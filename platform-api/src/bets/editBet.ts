import { randomUUID } from 'node:crypto';
import {
  fromMinorUnits,
  MULTIPLE_BET_TYPE_ID,
  toMinorUnits,
  BET_EDIT_CHANGED,
  BET_EDIT_QUOTE_EXPIRED,
  multipleDescription,
  withinCashOutTolerance,
} from '@sportsbook/domain';
import type { Settings } from '@sportsbook/contracts';
import type { BetEditLeg, BetEditQuote, BetEdited, BetEditRequest } from '@sportsbook/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import { openBet } from './myBets';
import { debit, drawOnCredit, payOut } from './wallet';
import { writeBetSelections } from './betWriter';
import { editedLegs, priceEdit, type PricedEdit } from './editPricing';

type Tx = Pick<Database, 'query'>;
type Player = { id: number; currency: string };

const wireLeg = ({ outcome: _outcome, ...leg }: PricedEdit['legs'][number]): BetEditLeg => leg;

/**
 * An edit's quote holds at least this long: there is more to read than a cash-out offer, and the confirmation
 * checks every price again, so a longer hold risks nothing.
 */
export const EDIT_QUOTE_HOLD_MS = 15_000;

/** Quotes an edit and holds it (cashout_timeout, at least EDIT_QUOTE_HOLD_MS): the player reads the new price and returns, then confirms. */
export async function quoteBetEdit(
  db: Database,
  player: Player,
  betId: number,
  request: BetEditRequest,
  settings: Settings,
): Promise<BetEditQuote> {
  const bet = await openBet(db, player.id, betId);
  const priced = await priceEdit(
    db,
    player,
    betId,
    editedLegs(
      bet.selections.map((leg) => leg.outcomeId),
      request,
    ),
    settings,
  );
  const quoteId = randomUUID();
  const expiresAt = new Date(Date.now() + Math.max(settings.cashout_timeout, EDIT_QUOTE_HOLD_MS));
  await db.query(
    'INSERT INTO bet_edit_quotes (id, bet_id, player_id, legs, offer, stake, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      quoteId,
      betId,
      player.id,
      JSON.stringify(priced.legs.map((leg) => ({ outcomeId: leg.outcomeId, price: leg.price }))),
      priced.offerMinor,
      toMinorUnits(priced.bet.unitStake, player.currency),
      expiresAt.toISOString(),
    ],
  );
  const wire = (minor: number) => fromMinorUnits(minor, player.currency);
  return {
    quoteId,
    betId,
    stake: wire(priced.offerMinor),
    odds: priced.odds,
    potentialReturns: wire(priced.potentialReturnsMinor),
    legs: priced.legs.map(wireLeg),
    expiresAt: expiresAt.toISOString(),
    was: { stake: priced.bet.totalStake, odds: priced.bet.odds, potentialReturns: priced.bet.potentialReturns },
  };
}

interface QuoteRow {
  legs: { outcomeId: number; price: number }[];
  offer: string;
  stake: string;
  expires_at: Date | string;
}

/**
 * Confirms a quoted edit in one transaction: the bet is cashed out at the quoted offer (a 'cashout' ledger
 * row naming it) and a bet of that value is placed on the quoted legs (a 'stake' ledger row naming the new
 * bet), so the balance ends as it began. Refused, writing nothing: a quote that is not the player's or has
 * expired, a bet no longer open or cashed out in part since, and prices that moved (the client asks again).
 */
export async function confirmBetEdit(
  db: Database,
  player: Player & { brand: string },
  betId: number,
  quoteId: string,
  settings: Settings,
  channel: string,
): Promise<BetEdited> {
  const [quote] = await db.query<QuoteRow>(
    'SELECT legs, offer, stake, expires_at FROM bet_edit_quotes WHERE id = $1 AND bet_id = $2 AND player_id = $3',
    [quoteId, betId, player.id],
  );
  if (!quote) throw new HttpError(404, 'no such edit of this bet: ask for a new one');
  if (new Date(quote.expires_at) < new Date())
    throw new HttpError(409, 'the edit has expired: ask for a new one', BET_EDIT_QUOTE_EXPIRED);
  const offerMinor = Number(quote.offer);
  const priced = await priceEdit(
    db,
    player,
    betId,
    quote.legs.map((leg) => leg.outcomeId),
    settings,
  );
  const moved =
    priced.legs.some((leg, index) => leg.price !== quote.legs[index].price) ||
    !withinCashOutTolerance(fromMinorUnits(offerMinor, player.currency), fromMinorUnits(priced.offerMinor, player.currency));
  if (moved) {
    await db.query('DELETE FROM bet_edit_quotes WHERE id = $1', [quoteId]);
    throw new HttpError(409, 'the prices have moved since the edit was quoted: check the new figures', BET_EDIT_CHANGED);
  }
  const wire = (minor: number) => fromMinorUnits(minor, player.currency);
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query('DELETE FROM bet_edit_quotes WHERE id = $1 RETURNING id', [quoteId]);
    if (!claimed) throw new HttpError(409, 'this edit has already been confirmed');
    const [old] = await tx.query<{ unit_stake: string; origin_id: number }>(
      "SELECT unit_stake, origin_id FROM bets WHERE id = $1 AND player_id = $2 AND status = 'open' FOR UPDATE",
      [betId, player.id],
    );
    if (!old) throw new HttpError(409, 'this bet is settled: only an open bet can be edited');
    if (Number(old.unit_stake) !== Number(quote.stake))
      throw new HttpError(409, 'the bet was cashed out in part since the edit was quoted: ask for a new one', BET_EDIT_CHANGED);
    await tx.query("UPDATE bets SET status = 'cashed_out', returns = $2, settled_at = now() WHERE id = $1", [betId, offerMinor]);
    await tx.query('DELETE FROM cashout_offers WHERE bet_id = $1', [betId]);
    await tx.query('DELETE FROM bet_edit_quotes WHERE bet_id = $1', [betId]);
    await tx.query('DELETE FROM auto_cash_outs WHERE bet_id = $1 AND fired_at IS NULL', [betId]);
    await payOut(tx, player.id, { minor: offerMinor, currency: player.currency }, 'cashout', { betId });

    const betSlipId = randomUUID();
    await tx.query(
      `INSERT INTO betslips (id, player_id, request_uuid, status, request, total_stake, brand, channel)
       VALUES ($1, $2, $3, 'accepted', $4, $5, $6, $7)`,
      [
        betSlipId,
        player.id,
        `edit-${quoteId}`,
        JSON.stringify({ editOf: betId, legs: quote.legs }),
        offerMinor,
        player.brand,
        channel,
      ],
    );
    const single = priced.legs.length === 1;
    const reference = `SB-${betSlipId.slice(0, 8).toUpperCase()}-1`;
    const [{ id }] = await tx.query<{ id: string }>(
      `INSERT INTO bets (betslip_id, player_id, reference, kind, bet_type_id, description, unit_stake, num_bets, total_stake, odds,
                         potential_returns, live, origin_id, extra_winnings)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $7, $8, $9, $10, $11, 0) RETURNING id`,
      [
        betSlipId,
        player.id,
        reference,
        single ? 'single' : 'multiple',
        single ? 1 : MULTIPLE_BET_TYPE_ID,
        single ? 'Single' : multipleDescription(priced.legs.length),
        offerMinor,
        priced.odds,
        priced.potentialReturnsMinor,
        priced.legs.some((leg) => leg.outcome.inRunning),
        old.origin_id,
      ],
    );
    const newBetId = Number(id);
    await writeBetSelections(tx, newBetId, priced.legs);
    // The stake names its slip, as every placement's does: the bet's own rows are what it pays.
    const balance = await stakeEdit(tx, player, offerMinor, { betslipId: betSlipId });
    await tx.query('INSERT INTO bet_edits (old_bet_id, new_bet_id, amount) VALUES ($1, $2, $3)', [betId, newBetId, offerMinor]);
    return {
      oldBetId: betId,
      betId: newBetId,
      reference,
      stake: wire(offerMinor),
      odds: priced.odds,
      potentialReturns: wire(priced.potentialReturnsMinor),
      balance: wire(balance),
    };
  });
}

/**
 * Stakes the new bet with what the cash out just paid: from the balance, and where the payout went to repay a
 * drawn credit line, from the line again for the rest, so both end as they began. Returns the balance after.
 */
async function stakeEdit(tx: Tx, player: Player, minor: number, refs: { betslipId: string }): Promise<number> {
  const amount = { minor, currency: player.currency };
  const after = await debit(tx, player.id, amount, 'stake', refs);
  if (after) return after.minor;
  const [wallet] = await tx.query<{ balance: string }>('SELECT balance FROM wallets WHERE player_id = $1 FOR UPDATE', [
    player.id,
  ]);
  const fromBalance = Number(wallet.balance);
  if (!(await drawOnCredit(tx, player.id, { minor: minor - fromBalance, currency: player.currency }, refs)))
    throw new HttpError(409, 'the balance cannot stake the edited bet');
  const rest = await debit(tx, player.id, { minor: fromBalance, currency: player.currency }, 'stake', refs);
  if (!rest) throw new HttpError(409, 'the balance cannot stake the edited bet');
  return rest.minor;
}
