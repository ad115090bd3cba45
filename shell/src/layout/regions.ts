import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import type { Area } from '../remotes/regionPlacement';

const REGION_LABELS: Record<RemoteName, string> = {
  header: 'Header',
  menu: 'Sports menu',
  events: 'Events',
  betslip: 'Betslip',
  mybets: 'My bets',
  jackpot: 'Jackpot',
  account: 'Account',
};

const AREAS: Area[] = ['header', 'left', 'centre', 'right', 'drawer', 'sheet', 'overlay', 'hidden'];

export interface PageRegions {
  root: HTMLElement;
  body: HTMLElement;
  chrome: HTMLElement;
  staticPage: HTMLElement;
  footer: HTMLElement;
  area(name: Area): HTMLElement;
  slot(remote: RemoteName): HTMLElement;
  place(placement: Record<RemoteName, Area>): void;
}

/**
 * The page skeleton: one element per grid area and one stable slot per remote. Slots move between areas
 * when the route or layout changes; moving an element keeps the React root inside it mounted.
 */
export function createPageRegions(container: HTMLElement): PageRegions {
  container.innerHTML = '';
  const make = (tag: string, attrs: Record<string, string>) => {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
    return el;
  };
  const root = make('div', { class: 'sb-page' });
  const areas = new Map<Area, HTMLElement>();
  const areaTag: Record<Area, string> = { header: 'div', centre: 'main', left: 'aside', right: 'aside' } as Record<Area, string>;
  for (const area of AREAS) areas.set(area, make(areaTag[area] ?? 'div', { 'data-area': area }));
  areas.get('hidden')!.hidden = true;

  const body = make('div', { class: 'sb-body' });
  body.append(areas.get('left')!, areas.get('centre')!, areas.get('right')!);
  const staticPage = make('div', { class: 'sb-static-page' });
  const footer = make('footer', { 'data-area': 'footer' });
  const chrome = make('div', { class: 'sb-chrome' });
  root.append(
    areas.get('header')!,
    body,
    staticPage,
    footer,
    areas.get('drawer')!,
    areas.get('sheet')!,
    areas.get('overlay')!,
    areas.get('hidden')!,
    chrome,
  );
  container.append(root);

  const slots = new Map<RemoteName, HTMLElement>();
  for (const remote of REMOTE_NAMES) {
    const slot = make('section', { 'data-region': remote, 'aria-label': REGION_LABELS[remote] });
    slots.set(remote, slot);
    areas.get('hidden')!.append(slot);
  }

  return {
    root,
    body,
    chrome,
    staticPage,
    footer,
    area: (name) => areas.get(name)!,
    slot: (remote) => slots.get(remote)!,
    place(placement) {
      // Appending in the order of REMOTE_NAMES keeps a stable order inside each area.
      for (const remote of REMOTE_NAMES) {
        const target = areas.get(placement[remote])!;
        const slot = slots.get(remote)!;
        if (slot.parentElement !== target) target.append(slot);
      }
      for (const area of AREAS) root.dataset[`${area}Filled`] = String(areas.get(area)!.childElementCount > 0);
    },
  };
}
