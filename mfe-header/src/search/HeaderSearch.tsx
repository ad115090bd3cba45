import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellContext, useShellRoute } from '@sportsbook/contracts';
import { SearchListbox, useSearchCombobox, type SearchLabels } from '@sportsbook/search';
import { fieldFrame, popup } from './searchStyles';

/** The search list's texts in the header's own namespace. */
function useSearchLabels(query: string): SearchLabels {
  const { t } = useTranslation();
  return {
    groups: {
      events: t('header.search.events', 'Matches'),
      teams: t('header.search.teams', 'Teams'),
      competitions: t('header.search.competitions', 'Competitions'),
      sports: t('header.search.sports', 'Sports'),
    },
    results: t('header.search.results', 'Search results'),
    live: t('header.search.live', 'Live'),
    searching: t('header.search.searching', 'Searching…'),
    none: t('header.search.none', 'Nothing found for “{{query}}”', { query: query.trim() }),
    found: t('header.search.found', 'Results for “{{query}}” below', { query: query.trim() }),
  };
}

/** The desktop header's search: the field, and below it while the player searches, the results. */
export default function HeaderSearch() {
  const { t } = useTranslation();
  const { api } = useShellContext();
  const { go } = useShellRoute();
  const [open, setOpen] = useState(true);
  const search = useSearchCombobox({ api, go, onChosen: () => setOpen(false) });
  const labels = useSearchLabels(search.query);
  const showing = open && search.searching;
  return (
    <div css={fieldFrame}>
      <input
        type="search"
        aria-label={t('header.search.label', 'Search')}
        placeholder={t('header.search.placeholder', 'Teams, competitions, sports')}
        autoComplete="off"
        // It replaces the field the player has just focused.
        autoFocus
        {...search.inputProps}
        aria-expanded={showing && search.options.length > 0}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setOpen(true);
          search.inputProps.onChange(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && search.query === '') setOpen(false);
          search.inputProps.onKeyDown(event);
        }}
      />
      {showing ? (
        <div css={popup}>
          <SearchListbox combobox={search} labels={labels} />
        </div>
      ) : null}
    </div>
  );
}
