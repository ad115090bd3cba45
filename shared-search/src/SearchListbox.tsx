import { css } from '@emotion/react';
import { SEARCH_GROUPS, type SearchGroup } from '@sportsbook/domain';
import type { SearchCombobox } from './useSearchCombobox';

/** The texts of the list, in the namespace of the remote that shows it. */
export interface SearchLabels {
  groups: Record<SearchGroup, string>;
  /** The listbox's name. */
  results: string;
  /** The badge of a match in play. */
  live: string;
  searching: string;
  none: string;
  /** What a screen reader hears once results arrive. */
  found: string;
}

const list = css`
  .group + .group {
    border-top: 1px solid var(--sb-border);
  }
  .heading {
    padding: 10px 14px 4px;
    font-size: 11px;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--sb-text-muted);
  }
  [role='option'] {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    column-gap: 8px;
    padding: 8px 14px;
    min-height: 44px;
    box-sizing: border-box;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: var(--sb-surface-2);
    box-shadow: inset 3px 0 0 var(--sb-accent);
  }
  .label {
    font-weight: 600;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .detail {
    grid-column: 1;
    font-size: 12px;
    color: var(--sb-text-muted);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .live {
    grid-row: 1 / span 2;
    grid-column: 2;
    padding: 2px 6px;
    border-radius: 4px;
    background: var(--sb-live, #d32f2f);
    color: #fff;
    font-size: 11px;
    font-weight: 700;
  }
`;

const status = css`
  margin: 0;
  padding: 12px 14px;
  color: var(--sb-text-muted);
  &.quiet {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/**
 * The search's results as one listbox of groups (matches, teams, competitions, sports), driven by
 * useSearchCombobox: the field keeps the focus, the active option is its aria-activedescendant. A pointer
 * chooses an option without taking the focus from the field.
 */
export function SearchListbox({ combobox, labels }: { combobox: SearchCombobox; labels: SearchLabels }) {
  const { options, active, pending, listboxId, optionId, choose, setActive } = combobox;
  const message = pending ? labels.searching : options.length === 0 ? labels.none : labels.found;
  return (
    <div css={list}>
      {options.length > 0 ? (
        <div id={listboxId} role="listbox" aria-label={labels.results} onMouseDown={(event) => event.preventDefault()}>
          {SEARCH_GROUPS.map((group) => {
            const indexed = options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group);
            if (indexed.length === 0) return null;
            const headingId = `${listboxId}-${group}`;
            return (
              <div key={group} className="group" role="group" aria-labelledby={headingId}>
                <div className="heading" id={headingId} role="presentation">
                  {labels.groups[group]}
                </div>
                {indexed.map(({ option, index }) => (
                  <div
                    key={option.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onClick={() => choose(index)}
                    onMouseMove={() => index !== active && setActive(index)}
                  >
                    <span className="label">{option.label}</span>
                    {option.live ? <span className="live">{labels.live}</span> : null}
                    {option.detail ? <span className="detail">{option.detail}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      ) : null}
      {/* Heard, not seen, once the list itself shows the results. */}
      <p css={status} className={options.length > 0 && !pending ? 'quiet' : undefined} role="status">
        {message}
      </p>
    </div>
  );
}
