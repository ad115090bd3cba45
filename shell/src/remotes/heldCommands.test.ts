import { createEventBus, type BetslipSelection, type RemoteName } from '@sportsbook/contracts';
import { holdCommands } from './heldCommands';

const pick = (outcomeId: number) =>
  ({ outcomeId, outcomeDescription: 'Home', marketDescription: 'Match result', marketId: 1 }) as Omit<
    BetslipSelection,
    'ref' | 'includeInMultiples'
  >;

function setup() {
  const bus = createEventBus();
  const loaded: RemoteName[] = [];
  const held = holdCommands({ bus, load: (remote) => loaded.push(remote) });
  /** What the betslip carries out: its listeners are on only while it is mounted. */
  const toggled: number[] = [];
  const opened: string[] = [];
  let offSlip = () => undefined as void;
  const mountSlip = () => {
    const offToggle = bus.on('betslip/toggle-outcome', ({ selection }) => toggled.push(selection.outcomeId));
    const offOpen = bus.on('betslip/open', () => opened.push('betslip'));
    offSlip = () => {
      offToggle();
      offOpen();
    };
    held.mounted('betslip');
  };
  const unmountSlip = () => {
    held.unmounting('betslip');
    offSlip();
  };
  return { bus, held, loaded, toggled, opened, mountSlip, unmountSlip };
}

describe('commands for a remote that is not mounted', () => {
  it('loads the betslip for the first tap on a price and carries the taps out in order once it has mounted', () => {
    const { bus, loaded, toggled, opened, mountSlip } = setup();
    bus.emit('betslip/toggle-outcome', { selection: pick(7) });
    bus.emit('betslip/open');
    bus.emit('betslip/toggle-outcome', { selection: pick(8) });
    expect(loaded).toEqual(['betslip', 'betslip', 'betslip']);
    expect(toggled).toEqual([]);

    mountSlip();
    expect(toggled).toEqual([7, 8]);
    expect(opened).toEqual(['betslip']);
  });

  it('leaves a mounted remote its commands, once each, and holds them again while it is unmounted', () => {
    const { bus, loaded, toggled, mountSlip, unmountSlip } = setup();
    mountSlip();
    bus.emit('betslip/toggle-outcome', { selection: pick(7) });
    expect(toggled).toEqual([7]);
    expect(loaded).toEqual([]);

    unmountSlip();
    bus.emit('betslip/toggle-outcome', { selection: pick(8) });
    expect(toggled).toEqual([7]);
    mountSlip();
    expect(toggled).toEqual([7, 8]);
  });

  it("holds my bets' modal for my bets alone", () => {
    const { bus, held, loaded } = setup();
    const opened: string[] = [];
    bus.emit('mybets/open');
    expect(loaded).toEqual(['mybets']);
    bus.on('mybets/open', () => opened.push('mybets'));
    held.mounted('betslip');
    expect(opened).toEqual([]);
    held.mounted('mybets');
    expect(opened).toEqual(['mybets']);
  });

  it('holds no command of the shell itself', () => {
    const { bus, loaded } = setup();
    bus.emit('menu/toggle', {});
    bus.emit('session/login-requested', { reason: 'user' });
    expect(loaded).toEqual([]);
  });
});
