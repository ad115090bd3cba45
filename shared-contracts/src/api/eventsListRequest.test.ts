import { eventsListRequest } from './eventsListRequest';

describe('the events list request', () => {
  it('sends the market query rules of spec 2 section 7 with every list: 3 markets a type, 50 an event', () => {
    expect(eventsListRequest({ eventPathIds: [240], live: false, marketTypeIds: [1] })).toEqual({
      path: '/xapi/rest/events',
      params: {
        eventPathIds: [240],
        live: false,
        marketTypeIds: [1],
        sortMarketsByPriceDifference: true,
        includeHiddenOutcomes: false,
        excludeLongTermSuspended: true,
        excludeMarketByOpponent: true,
        maxMarketsPerMarketType: 3,
        maxMarketPerEvent: 50,
      },
    });
  });

  it('asks the live list path for the live list', () => {
    expect(eventsListRequest({ pageSize: 50 }, { liveList: true }).path).toBe('/xapi/rest/live/events');
  });
});
