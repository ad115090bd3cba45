import type { BetModel } from '../domain/betslip';

/**
 * The platform's answer to a betslip placement or a status check (spec 2 section 3): the bet model priced
 * as placed, and where the slip stands (an in-play bet waits its delay as pending, a large one is referred
 * to a trader).
 */
export type PlacementAnswer = BetModel & { status: 'accepted' | 'pending' | 'referred' | 'rejected' };
