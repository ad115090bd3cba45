import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import type { Area } from '../remotes';

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

function make(tag: string, attrs: Record<string, string>): HTMLElement {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, value);
  return el;
}

/**
 * The page: one element per grid area and one stable slot per remote. The HTML paints the areas (and a
 * skeleton in some) before any script runs; they are adopted as they are, so the first paint stays put.
 * Slots move between areas when the route or layout changes; moving an element keeps its React root mounted.
 */
export function createPageRegions(container: HTMLElement): PageRegions {
  // src/index.html is the page's one source: the shell runs only on the page its own server sends.
  const root = container.querySelector<HTMLElement>(':scope > .sb-page');
  if (!root) throw new Error('the page has no .sb-page: the shell runs on its own HTML (src/index.html)');
  const find = (selector: string) => root.querySelector<HTMLElement>(selector)!;
  const areas = new Map<Area, HTMLElement>(AREAS.map((area) => [area, find(`[data-area='${area}']`)]));
  const body = find('.sb-body');
  const staticPage = find('.sb-static-page');
  const footer = find("[data-area='footer']");
  const chrome = find('.sb-chrome');

  // A region the server rendered (the events' first view) is adopted where it stands; the others wait unseen.
  const slots = new Map<RemoteName, HTMLElement>();
  for (const remote of REMOTE_NAMES) {
    const rendered = root.querySelector<HTMLElement>(`[data-region='${remote}']`);
    // No name of its own: the remote inside names its landmarks in the page's language (a named region around
    // it would repeat the name, in English).
    const slot = rendered ?? make('section', { 'data-region': remote });
    slots.set(remote, slot);
    if (!rendered) areas.get('hidden')!.append(slot);
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
      for (const area of AREAS)
        root.dataset[`${area}Filled`] = String(areas.get(area)!.querySelector(':scope > [data-region]') !== null);
    },
  };
}
