import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteName, ShellContext } from '@sportsbook/contracts';
import type { RemoteLoader } from './federation';

interface PartHost {
  loader: Pick<RemoteLoader, 'loadPart'>;
  contextOf: (remote: RemoteName) => ShellContext;
}

let provide: (host: PartHost) => void = () => undefined;
const host = new Promise<PartHost>((resolve) => (provide = resolve));

/**
 * The shell hands its remote loader and the remotes' context over once they exist (late in the boot); the
 * side columns' widgets render earlier and wait for it here.
 */
export function provideRemoteParts(loader: PartHost['loader'], contextOf: PartHost['contextOf']) {
  provide({ loader, contextOf });
}

/**
 * Mounts a remote's part (a module it exposes beside its lifecycles) into `element` as a single-spa parcel,
 * with the context the remote itself gets; the answer unmounts it. A part that fails is reported and throws.
 */
export async function mountRemotePart(remote: RemoteName, part: string, element: HTMLElement): Promise<() => Promise<void>> {
  const { loader, contextOf } = await host;
  const context = contextOf(remote);
  let parcel: Parcel;
  try {
    parcel = mountRootParcel(await loader.loadPart(remote, part), {
      ...context,
      domElement: element,
      domElementGetter: () => element,
    });
    await parcel.mountPromise;
  } catch (error) {
    context.reportError({ remote, phase: 'load', message: `${part}: ${String(error)}` });
    throw error;
  }
  return async () => {
    await parcel.unmount();
  };
}
