import { useTranslation } from 'react-i18next';
import type { SearchLabels } from '@sportsbook/search';

/** The search list's texts in the menu's own namespace. */
export function useSearchLabels(query: string): SearchLabels {
  const { t } = useTranslation();
  return {
    groups: {
      events: t('menu.search.events', 'Matches'),
      teams: t('menu.search.teams', 'Teams'),
      competitions: t('menu.search.competitions', 'Competitions'),
      sports: t('menu.search.sports', 'Sports'),
    },
    results: t('menu.search.results', 'Search results'),
    live: t('menu.search.live', 'Live'),
    searching: t('menu.search.searching', 'Searching…'),
    none: t('menu.search.none', 'Nothing found for “{{query}}”', { query: query.trim() }),
    found: t('menu.search.found', 'Results for “{{query}}” below', { query: query.trim() }),
  };
}
