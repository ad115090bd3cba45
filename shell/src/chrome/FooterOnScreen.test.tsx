import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { FooterOnScreen } from './FooterOnScreen';

/** An IntersectionObserver whose one target comes on screen when the test says. */
class ScreenObserver {
  static current: ScreenObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.current = this;
  }
  observe() {}
  disconnect() {}
  show() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

describe('the footer', () => {
  beforeEach(() => Object.assign(window, { IntersectionObserver: ScreenObserver }));
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));

  it('is drawn in its area once the area comes on screen, not before', async () => {
    const area = document.createElement('footer');
    document.body.append(area);
    renderInShell(<FooterOnScreen area={area} html="" brandName="Classic Bet" />);
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
    act(() => ScreenObserver.current!.show());
    expect(await screen.findByText(/Classic Bet · Please gamble responsibly/)).toBeInTheDocument();
    area.remove();
  });
});
