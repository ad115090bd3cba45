import { act, screen } from '@testing-library/react';
import { createFallbacks } from './fallbacks';

describe("a remote's fallback", () => {
  it('takes the place of the markup the server drew for the remote, and leaves the region empty when cleared', async () => {
    const slot = document.createElement('section');
    slot.innerHTML = '<div data-mfe-server="events"><button>1.35</button></div>';
    document.body.append(slot);
    const fallbacks = createFallbacks(() => slot);

    await act(async () => fallbacks.show('events', () => undefined));
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1.35' })).not.toBeInTheDocument();
    expect(fallbacks.isShown('events')).toBe(true);

    act(() => fallbacks.clear('events'));
    expect(slot).toBeEmptyDOMElement();
  });
});
