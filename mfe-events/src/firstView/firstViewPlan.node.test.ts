import type { CachedSettings } from '@sportsbook/contracts';
import { firstViewPlan } from './firstViewPlan';
import { firstViewRequests } from './firstViewRequests';

const settings = (viewTypes: string[]) =>
  ({
    web: { locales: ['en', 'de'], view_types: viewTypes, thai_view_markets: [] },
    mobile: { locales: ['en', 'de'], view_types: viewTypes, thai_view_markets: [] },
  }) as unknown as CachedSettings;

describe("the release's first requests of a page, told to the shell's server", () => {
  it("are this release's own requests of the path below the locale, for a visitor's layout and sort", () => {
    expect(
      firstViewPlan({ location: '/de/homepage?brand=nova', settings: settings(['euro', 'asian']), channel: 'mobile' }),
    ).toEqual({
      requests: firstViewRequests('/homepage', { columns: ['main'], sortBy: 'time' }),
      assumes: { layout: 'euro', sortBy: 'time' },
    });
  });

  it('are none on a page whose first request waits for another answer', () => {
    expect(firstViewPlan({ location: '/en/sports/240-FOOT', settings: settings(['euro']), channel: 'web' }).requests).toEqual([]);
  });
});
