import { act, render, screen } from '@testing-library/react';
import { applyChanges, EMPTY_LIVE_STATE, liveState } from './liveChanges';
import { useLiveEntry } from './useLiveEntry';
import type { StreamChange } from './liveChanges';

const price = (oid: number, decimal: number): StreamChange => ({
  t: 'price',
  eid: 1,
  mid: oid * 10,
  oid,
  mtid: 1,
  ptid: 100,
  h: false,
  s: 'open',
  clp: { cp: { d: decimal } },
});

const renders = new Map<number, number>();

function Price({ oid }: { oid: number }) {
  renders.set(oid, (renders.get(oid) ?? 0) + 1);
  const entry = useLiveEntry('prices', oid);
  return <output aria-label={`outcome ${oid}`}>{entry ? entry.decimal.toFixed(2) : 'none'}</output>;
}

const push = async (changes: StreamChange[]) => {
  await act(async () => liveState.setState((state) => applyChanges(state, changes, 1000)));
};

describe('an entry of the pushed live state (useLiveEntry)', () => {
  beforeEach(() => {
    liveState.setState(EMPTY_LIVE_STATE, true);
    renders.clear();
  });

  it('shows the pushed price of its outcome', async () => {
    render(<Price oid={100} />);
    expect(screen.getByLabelText('outcome 100')).toHaveTextContent('none');
    await push([price(100, 2.1)]);
    expect(screen.getByLabelText('outcome 100')).toHaveTextContent('2.10');
  });

  it('a push to one outcome leaves the other buttons as they were, unrendered', async () => {
    render(
      <>
        <Price oid={100} />
        <Price oid={200} />
      </>,
    );
    await push([price(100, 2.1), price(200, 3.5)]);
    const before = { 100: renders.get(100)!, 200: renders.get(200)! };

    await push([price(100, 2.4)]);
    expect(screen.getByLabelText('outcome 100')).toHaveTextContent('2.40');
    expect(screen.getByLabelText('outcome 200')).toHaveTextContent('3.50');
    expect(renders.get(100)).toBeGreaterThan(before[100]);
    expect(renders.get(200)).toBe(before[200]);
  });
});
