import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageLayout } from '@sportsbook/contracts';
import { placeRemotes } from '../remotes/regionPlacement';
import { createPageRegions } from './regions';

/** The page the shell's HTML paints before any script runs (src/index.html, as the build writes it). */
function htmlPage(): HTMLElement {
  const html = readFileSync(path.join(__dirname, '../index.html'), 'utf8');
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1];
  return document.getElementById('sb-root')!;
}

const SINGLE: PageLayout = { url: '/*', column_type: 'single', left_column: [], right_column: [], centre_column_bottom: [] };
/** The phone's home page: the header on top, the events in the centre, the side remotes off the columns. */
const PHONE_HOME = placeRemotes({ path: '/homepage', layout: SINGLE, isDesktop: false, nativeApp: false });

describe('the page regions', () => {
  it('adopt the areas the HTML painted, so the skeleton stays where it is until a remote fills its slot', () => {
    const container = htmlPage();
    const painted = container.querySelector('.sb-page');
    const centre = container.querySelector("main[data-area='centre']");
    const regions = createPageRegions(container);
    expect(regions.root).toBe(painted);
    expect(regions.area('centre')).toBe(centre);
    expect(container.querySelectorAll('.sb-page')).toHaveLength(1);

    regions.place(PHONE_HOME);
    expect(regions.slot('events').parentElement).toBe(centre);
    // The skeleton comes first: page.css hides it once the slot after it has content.
    expect(centre!.firstElementChild!.classList.contains('sb-skeleton')).toBe(true);
    expect(regions.root.dataset.centreFilled).toBe('true');
    // A skeleton is not a remote: columns without one stay empty.
    expect(regions.root.dataset.leftFilled).toBe('false');
    expect(regions.root.dataset.hiddenFilled).toBe('true');
  });

  it('build the same areas when the HTML brought none', () => {
    const painted = createPageRegions(htmlPage());
    const built = createPageRegions(document.createElement('div'));
    const areasOf = (root: HTMLElement) =>
      [...root.querySelectorAll('[data-area]')].map((el) => `${el.tagName}:${el.getAttribute('data-area')}`).sort();
    expect(areasOf(built.root)).toEqual(areasOf(painted.root));
    expect(built.root.querySelector('.sb-body > main')).toBe(built.area('centre'));
    expect(built.footer.tagName).toBe('FOOTER');
  });
});
