import { sampleEvent, sampleMarket } from '../testing/sampleEvents';
import { overlayEvent } from './liveEvent';

const match = (home: string, away: string, base = 16) => [
  { opponentId: base, points: Number(home), formattedPoints: home },
  { opponentId: base + 1, points: Number(away), formattedPoints: away },
];

describe('the live event: the poll with the pushed changes over it', () => {
  const polled = sampleEvent(8, {
    clock: { minutes: 60, status: 'RUNNING' },
    liveOpenMarketCount: 20,
    scores: { score: match('1', '0') },
    markets: [sampleMarket(8, { id: 81 }), sampleMarket(8, { id: 82, status: 'suspended' })],
  });

  it('takes the pushed clock, count, period and scores', () => {
    const live = overlayEvent(polled, {
      at: 1,
      clock: { minutes: 61, status: 'RUNNING' },
      liveOpenMarketCount: 18,
      period: { currentPeriodAbbreviation: 'HALF', currentPeriodNumber: 2 },
      scores: { score: [{ opponentId: 17, points: 1, formattedPoints: '1' }] },
    });
    expect(live.clock).toEqual({ minutes: 61, status: 'RUNNING' });
    expect(live.liveOpenMarketCount).toBe(18);
    expect(live.currentPeriodNumber).toBe(2);
    expect(live.scores?.score.map((s) => s.formattedPoints)).toEqual(['1', '1']);
  });

  it('marks the event finished', () => {
    expect(overlayEvent(polled, { at: 1, finished: true }).isFinished).toBe(true);
  });

  it('takes out the markets gone lts or closed', () => {
    expect(overlayEvent(polled, { at: 1, removedMarkets: [81] }).markets?.map((m) => m.id)).toEqual([82]);
  });

  it('suspends the open markets during a feed alert', () => {
    expect(overlayEvent(polled, { at: 1, alert: true }).markets?.map((m) => m.status)).toEqual(['suspended', 'suspended']);
  });

  it('takes the pushed match score for a match-score sport but not for football', () => {
    const patch = { at: 1, scores: { match: match('2', '1') } };
    expect(
      overlayEvent({ ...polled, sportCode: 'SNOO', scores: { score: match('40', '12'), match: match('1', '1') } }, patch).scores
        ?.match,
    ).toEqual(match('2', '1'));
    expect(overlayEvent(polled, patch).scores?.match).toBeUndefined();
  });
});
