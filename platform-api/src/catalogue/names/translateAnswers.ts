import type { ActiveJackpot, CouponGroup, EventPathNode, EventsPage, Market, MyBet, SportEvent } from '@sportsbook/contracts';
import type { NameTranslator } from './nameTranslator';
import type { SlipOutcome } from '../../bets/slipSelections';
import { selectionNames } from '../../bets/builder/builderNames';

/**
 * The catalogue's answers with their names in the request's language. Copies, never edits: an answer may be
 * shared. Without a translator (English as it is) the answer is returned untouched.
 */

/** A market's name, its period's and its outcomes'; the period's abbreviation stays the English code. */
export function translateMarket(market: Market, names: NameTranslator | undefined): Market {
  if (!names) return market;
  return {
    ...market,
    description: names.name('markets', market.description),
    period: { ...market.period, fullDescription: names.name('periods', market.period.fullDescription) },
    outcomes: market.outcomes.map((outcome) => ({ ...outcome, description: names.name('outcomes', outcome.description) })),
  };
}

/** The event's path (sport, country, league), its period label and its markets; team names stay the feed's. */
export function translateEvent(event: SportEvent, names: NameTranslator | undefined): SportEvent {
  if (!names) return event;
  const sections = ['sports', 'countries', 'leagues'] as const;
  const last = event.eventPaths.length - 1;
  return {
    ...event,
    eventPaths: event.eventPaths.map((path, i) => ({
      ...path,
      // The spec's path: index 0 the sport, 1 the country, the last the league.
      description: names.name(i === last ? 'leagues' : sections[Math.min(i, 1)], path.description),
    })),
    currentPeriod: event.currentPeriod === undefined ? undefined : names.name('periods', event.currentPeriod),
    markets: event.markets?.map((market) => translateMarket(market, names)),
  };
}

export function translateEventsPage(page: EventsPage, names: NameTranslator | undefined): EventsPage {
  if (!names) return page;
  return { ...page, events: page.events.map((event) => translateEvent(event, names)) };
}

/** The path tree: sports, their countries, their leagues. Slugs stay English, so links read the same in any language. */
export function translatePathTree(tree: EventPathNode[], names: NameTranslator | undefined): EventPathNode[] {
  if (!names) return tree;
  const sections = ['sports', 'countries', 'leagues'] as const;
  const walk = (nodes: EventPathNode[], depth: number): EventPathNode[] =>
    nodes.map((node) => ({
      ...node,
      description: names.name(sections[Math.min(depth, 2)], node.description),
      children: walk(node.children, depth + 1),
    }));
  return walk(tree, 0);
}

/** A coupon group's coupons; its title is an operator's translation token, which the remotes read. */
export function translateCouponGroup(group: CouponGroup, names: NameTranslator | undefined): CouponGroup {
  if (!names) return group;
  return { ...group, coupons: group.coupons.map((coupon) => ({ ...coupon, name: names.name('coupons', coupon.name) })) };
}

/**
 * The outcomes a betslip is priced with, named in the request's language. Placement reads the catalogue itself
 * and stores the names as the catalogue holds them; my bets translates those when it shows them.
 */
export function translateSlipOutcomes(
  outcomes: Map<number, SlipOutcome>,
  names: NameTranslator | undefined,
): Map<number, SlipOutcome> {
  if (!names) return outcomes;
  return new Map(
    [...outcomes].map(([id, outcome]) => [
      id,
      {
        ...outcome,
        ...selectionNames(outcome, names),
        periodDescription: names.name('periods', outcome.periodDescription),
      },
    ]),
  );
}

/** A bet's selections, stored at placement with the catalogue's own names, shown in the request's language. */
export function translateMyBet<Bet extends MyBet>(bet: Bet, names: NameTranslator | undefined): Bet {
  if (!names) return bet;
  return {
    ...bet,
    selections: bet.selections.map((selection) => ({
      ...selection,
      ...selectionNames(selection, names),
    })),
  };
}

/** A jackpot's markets and outcomes (its events' names are the teams'). */
export function translateJackpot(jackpot: ActiveJackpot, names: NameTranslator | undefined): ActiveJackpot {
  if (!names) return jackpot;
  return {
    ...jackpot,
    events: jackpot.events.map((event) => ({
      ...event,
      market: {
        ...event.market,
        description: names.name('markets', event.market.description),
        outcomes: event.market.outcomes.map((outcome) => ({
          ...outcome,
          description: names.name('outcomes', outcome.description),
        })),
      },
    })),
  };
}
