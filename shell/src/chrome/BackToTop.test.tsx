import { act, fireEvent, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { BackToTop } from './BackToTop';
import { BackToTopWhenScrolled } from './BackToTopWhenScrolled';

/** A scroll of the page past (or within) the 200 px threshold of spec 1 section 2.4. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('back to top', () => {
  afterEach(() => scrollTo(0));

  it('shows past 200 px of scroll', () => {
    const shell = renderInShell(<></>);
    renderInShell(<BackToTop path="/sports" ui={shell.stores.ui} />);
    scrollTo(150);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(400);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('comes with the page’s first scroll, showing at once when that scroll went past 200 px', async () => {
    const shell = renderInShell(<></>);
    renderInShell(<BackToTopWhenScrolled path="/sports" ui={shell.stores.ui} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    scrollTo(400);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('never covers Place bet: on a phone it does not show while the betslip overlay is open', () => {
    const { stores } = renderInShell(<></>);
    act(() => stores.ui.getState().setViewport(390));
    renderInShell(<BackToTop path="/sports" ui={stores.ui} />);
    act(() => stores.ui.getState().setBetslip({ open: true, count: 12 }));
    scrollTo(2000);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => stores.ui.getState().setBetslip({ open: false }));
    scrollTo(2100);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('keeps showing beside the desktop betslip, which is not an overlay', () => {
    const { stores } = renderInShell(<></>);
    act(() => stores.ui.getState().setViewport(1280));
    renderInShell(<BackToTop path="/sports" ui={stores.ui} />);
    act(() => stores.ui.getState().setBetslip({ open: true, count: 3 }));
    scrollTo(400);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('sits above the phone’s betslip bar: the page learns the sheet’s height', () => {
    const { stores } = renderInShell(<></>);
    const page = document.createElement('div');
    page.className = 'sb-page';
    const sheet = document.createElement('div');
    page.append(sheet);
    document.body.append(page);
    sheet.getBoundingClientRect = () => ({ height: 64 }) as DOMRect;
    const observed: Element[] = [];
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe(element: Element) {
        observed.push(element);
        this.callback();
      }
      disconnect() {}
    };
    try {
      const view = renderInShell(<BackToTop path="/sports" ui={stores.ui} sheet={sheet} />);
      expect(observed).toEqual([sheet]);
      expect(page.style.getPropertyValue('--sb-sheet-height')).toBe('64px');
      view.unmount();
      expect(page.style.getPropertyValue('--sb-sheet-height')).toBe('');
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
      page.remove();
    }
  });
});
