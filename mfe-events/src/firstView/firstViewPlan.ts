import {
  DEFAULT_PLAYER_SETTINGS,
  pathWithoutLocale,
  shownView,
  viewColumns,
  type CachedSettings,
  type Channel,
  type FirstViewPlan,
  settingsByChannel,
} from '@sportsbook/contracts';
import { firstViewRequests } from './firstViewRequests';

/** What the shell's server knows of a page when it asks this release for its first requests. */
export interface FirstViewAsk {
  /** The page's address: path and query, e.g. '/en/homepage?brand=nova'. */
  location: string;
  /** The brand's settings of both channels, as the platform answers them. */
  settings: CachedSettings;
  channel: Channel;
}

/**
 * This release's first requests of a page, for a visitor's layout and sort: the server build exports it, so
 * the shell starts the very requests this release makes, whichever contracts the shell was built with.
 */
export function firstViewPlan({ location, settings, channel }: FirstViewAsk): FirstViewPlan {
  const channelSettings = settingsByChannel(settings)[channel];
  const path = pathWithoutLocale(location.split('?')[0], settingsByChannel(settings).web.locales);
  const { layout, sortBy } = DEFAULT_PLAYER_SETTINGS;
  const columns = viewColumns(shownView(layout, channelSettings.view_types), channelSettings.thai_view_markets);
  return { requests: firstViewRequests(path, { columns, sortBy }), assumes: { layout, sortBy } };
}
