import { useMemo } from 'react';
import { useShellStore } from '@sportsbook/contracts';
import { shownView, viewColumns, viewMarketParams, type MarketFilter } from './pageView';

/**
 * The layout the event lists follow (the player's Layout setting, spec 1 section 5) and the columns of its
 * rows. The setting lives in the shell's player-settings store, so a change in the settings panel, or the
 * profile's value loaded at login, redraws the lists at once.
 */
export function usePageView() {
  const layout = useShellStore('playerSettings', (s) => s.layout);
  const offered = useShellStore('globalSettings', (s) => s.settings.view_types);
  const thaiMarkets = useShellStore('globalSettings', (s) => s.settings.thai_view_markets);
  return useMemo(() => {
    const view = shownView(layout, offered);
    return { view, columns: viewColumns(view, thaiMarkets) };
  }, [layout, offered, thaiMarkets]);
}

/** A list query widened to the markets the layout's columns show. */
export function useViewMarketParams<T extends MarketFilter>(params: T): T {
  const { columns } = usePageView();
  return viewMarketParams(params, columns);
}
