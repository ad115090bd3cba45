import type { PageLayout } from '@sportsbook/contracts';
import { placeRemotes } from '../remotes/regionPlacement';
import { createPageRegions } from './regions';
import { htmlPage } from '../testing/htmlPage';

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

  it("adopt the region the server rendered into the centre, markup and all, as that remote's slot", () => {
    const container = htmlPage();
    const centre = container.querySelector("main[data-area='centre']")!;
    centre.innerHTML = '<section data-region="events"><div data-mfe-server="events">Live now</div></section>';
    const rendered = centre.firstElementChild;
    const regions = createPageRegions(container);
    expect(regions.slot('events')).toBe(rendered);

    regions.place(PHONE_HOME);
    expect(regions.slot('events').parentElement).toBe(centre);
    expect(regions.slot('events')).toHaveTextContent('Live now');
    expect(container.querySelectorAll("[data-region='events']")).toHaveLength(1);
    expect(regions.slot('header').parentElement).toBe(regions.area('header'));
  });

  it('refuse a page without the areas the HTML brings, its one source', () => {
    expect(() => createPageRegions(document.createElement('div'))).toThrow('the page has no .sb-page');
  });
});
