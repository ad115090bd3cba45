import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient, SearchAnswer } from '@sportsbook/contracts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, moveActive, searchOptions, type SearchOption } from '@sportsbook/domain';

/** Typing does not send a request per key: the query goes once it has rested this long. */
const TYPING_PAUSE_MS = 150;

const searchable = (query: string) => query.trim().replace(/\s+/g, ' ');

/** The query once it has stopped changing for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface SearchCombobox {
  query: string;
  /** Whether the query is long enough to search: the list (or its empty state) shows. */
  searching: boolean;
  options: SearchOption[];
  active: number;
  /** The answer for the query typed has not come yet. */
  pending: boolean;
  listboxId: string;
  optionId: (index: number) => string;
  inputProps: {
    role: 'combobox';
    value: string;
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-autocomplete': 'list';
    'aria-activedescendant': string | undefined;
    maxLength: number;
    onChange: (event: { target: { value: string } }) => void;
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
  choose: (index: number) => void;
  setActive: (index: number) => void;
  clear: () => void;
}

export interface SearchComboboxOptions {
  /** The shell's API client and navigation, as the remote showing the field has them (ShellContext, useShellRoute). */
  api: ApiClient;
  go: (path: string) => void;
  /** Runs once an option is opened (a menu closes itself). */
  onChosen?: () => void;
}

/**
 * The search field's behaviour as a combobox with a listbox (WAI-ARIA practices): the platform's answer to what
 * the player types, arrow keys to move through every group, Enter to open the active option, Escape to clear.
 * Its pieces come from the caller: this file is bundled by each remote, apart from the shell's shared context.
 */
export function useSearchCombobox({ api, go, onChosen }: SearchComboboxOptions): SearchCombobox {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const settled = searchable(useSettled(query));
  const searching = [...searchable(query)].length >= SEARCH_MIN_LENGTH;
  const asked = [...settled].length >= SEARCH_MIN_LENGTH && searching;
  const answer = useQuery({
    queryKey: ['search', settled],
    enabled: asked,
    staleTime: 10_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => (await api.get<SearchAnswer>('/xapi/rest/search', { params: { q: settled }, signal })).data,
  });
  const options = useMemo(() => (searching ? searchOptions(answer.data) : []), [answer.data, searching]);
  const baseId = useId();
  const listboxId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const clear = () => {
    setQuery('');
    setActive(-1);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    clear();
    onChosen?.();
    go(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      if (active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === 'Escape' && query !== '') {
      // The first Escape clears the field; the next one reaches whatever holds it (a menu sheet closes).
      event.stopPropagation();
      clear();
    }
  };

  return {
    query,
    searching,
    options,
    active: active < options.length ? active : -1,
    pending: searching && (!asked || answer.isPending || answer.isPlaceholderData),
    listboxId,
    optionId,
    inputProps: {
      role: 'combobox',
      value: query,
      'aria-expanded': options.length > 0,
      'aria-controls': listboxId,
      'aria-autocomplete': 'list',
      'aria-activedescendant': active >= 0 && active < options.length ? optionId(active) : undefined,
      maxLength: SEARCH_MAX_LENGTH,
      onChange: (event) => {
        setQuery(event.target.value);
        setActive(-1);
      },
      onKeyDown,
    },
    choose,
    setActive,
    clear,
  };
}
