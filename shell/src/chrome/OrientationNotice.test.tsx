import { act, screen } from '@testing-library/react';
import { renderInShell } from '@sportsbook/testing';
import { ORIENTATION_QUERY, OrientationNotice } from './OrientationNotice';

/** A matchMedia whose answer the test turns, as a phone being turned. */
function fakeOrientation(sideways: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: sideways,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const queries: string[] = [];
  window.matchMedia = ((query: string) => {
    queries.push(query);
    return media;
  }) as never;
  return {
    queries,
    turn(next: boolean) {
      media.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

describe('device-orientation notice (spec 1 section 2.4)', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('covers the page while a phone is held sideways, and goes when it is upright again', async () => {
    const phone = fakeOrientation(false);
    renderInShell(<OrientationNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    phone.turn(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please turn your phone upright');
    phone.turn(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(phone.queries).toContain(ORIENTATION_QUERY);
  });

  it('shows on a page opened sideways', async () => {
    fakeOrientation(true);
    renderInShell(<OrientationNotice />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This site is made for your phone held upright.');
  });
});
