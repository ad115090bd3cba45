import type { RemoteLifecycles, ShellContext } from '@sportsbook/contracts';
import { mountRemotePart, provideRemoteParts } from './remoteParts';

/** A remote part as a build exposes it: single-spa lifecycles that draw into the element they are given. */
function fakePart(mounted: string[]): RemoteLifecycles {
  return {
    bootstrap: [async () => undefined],
    mount: async (props: ShellContext & { domElement: HTMLElement }) => {
      props.domElement.textContent = `player for ${props.remote}`;
      mounted.push(props.remote);
    },
    unmount: async (props: ShellContext & { domElement: HTMLElement }) => {
      props.domElement.textContent = '';
    },
    contractVersion: '2.0.0',
    buildId: 'test',
  } as unknown as RemoteLifecycles;
}

describe('remote parts', () => {
  it('waits for the shell to hand its loader over, mounts the part as a parcel, and unmounts it', async () => {
    const mounted: string[] = [];
    const element = document.createElement('div');
    const asked: string[] = [];
    const mounting = mountRemotePart('events', 'liveStreamWidget', element);
    provideRemoteParts(
      {
        loadPart: async (remote, part) => {
          asked.push(`${remote}/${part}`);
          return fakePart(mounted);
        },
      },
      (remote) => ({ remote, reportError: () => undefined }) as unknown as ShellContext,
    );
    const unmount = await mounting;
    expect(asked).toEqual(['events/liveStreamWidget']);
    expect(element).toHaveTextContent('player for events');
    await unmount();
    expect(element).toHaveTextContent('');
  });
});
