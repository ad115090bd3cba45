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
        marketStatus: 'OPEN',
      },
    });
  });

  it.each([
    // [list, its parameters, the market status it asks for (spec 2 section 9)]
    ['a pre-match list', { live: false }, {}, 'OPEN'],
    ['a list of live events', { live: true }, {}, 'OPEN,SUSPENDED'],
    ['a list of both', {}, {}, 'OPEN,SUSPENDED'],
    ['the live list', {}, { liveList: true }, 'OPEN,SUSPENDED'],
  ])('asks %s for its markets of status %s', (_, params, options, status) => {
    expect(eventsListRequest(params, options).params.marketStatus).toBe(status);
  });

  it('asks the live list path for the live list', () => {
    expect(eventsListRequest({ pageSize: 50 }, { liveList: true }).path).toBe('/xapi/rest/live/events');
  });
});
