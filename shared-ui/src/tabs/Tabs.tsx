import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { SerializedStyles } from '@emotion/react';
import { pillRow } from './tabStyles';

export interface TabItem<Id extends string | number | boolean> {
  id: Id;
  label: ReactNode;
  /** Called as the player reaches for the tab (pointer over it, focus on it): to load what it will show. */
  onIntent?: () => void;
}

interface TabsProps<Id extends string | number | boolean> {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<Id>[];
  selected: Id | undefined;
  onSelect: (id: Id) => void;
  /**
   * The base of the tabs' ids: tab `x` is `${idBase}-x` and controls the panel `${idBase}-x-panel`, which the
   * caller renders with role="tabpanel" (see tabPanelProps). Without it the tabs control no panel.
   */
  idBase?: string;
  /** The row's look; the pills by default. */
  look?: SerializedStyles;
}

/** The attributes of the panel the selected tab controls. */
export const tabPanelProps = (idBase: string, id: string | number | boolean) => ({
  role: 'tabpanel' as const,
  id: `${idBase}-${String(id)}-panel`,
  'aria-labelledby': `${idBase}-${String(id)}`,
});

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, the arrow keys move between the tabs and choose the
 * one they reach, Home and End go to the first and the last. The arrows follow the page's direction.
 */
export function Tabs<Id extends string | number | boolean>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
  look = pillRow,
}: TabsProps<Id>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const forward = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const steps: Record<string, number> = { [forward]: index + 1, [back]: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in steps)) return;
    event.preventDefault();
    const next = (steps[event.key] + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    refs.current[next]?.focus();
  };
  return (
    <div css={look} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={String(tab.id)}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={idBase ? `${idBase}-${String(tab.id)}` : undefined}
          aria-controls={idBase ? `${idBase}-${String(tab.id)}-panel` : undefined}
          aria-selected={tab.id === selected}
          tabIndex={index === current ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPointerEnter={tab.onIntent}
          onFocus={tab.onIntent}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
