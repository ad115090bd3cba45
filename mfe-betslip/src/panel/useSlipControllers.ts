import { useEffect, useLayoutEffect, useState } from 'react';
import { useShellContext } from '@sportsbook/contracts';
import { createBetslipStore, SlipController } from '../betslip';
import { BookingController } from '../booking';

/** The slip's store and the controllers that drive it, made once for the panel's life and started with it. */
export function useSlipControllers() {
  const shell = useShellContext();
  const [store] = useState(createBetslipStore);
  const [controller] = useState(
    () =>
      new SlipController({
        store,
        api: shell.api,
        bus: shell.bus,
        stores: shell.stores,
        reportError: shell.reportError,
      }),
  );
  // On in the commit, before the shell hears the mount is done: it then sends the commands it held for the
  // slip (on a phone, the tap on a price that loaded it), which a passive effect could still miss.
  useLayoutEffect(() => controller.start(), [controller]);
  const [booking] = useState(
    () =>
      new BookingController({
        api: shell.api,
        slip: store,
        settings: () => shell.stores.globalSettings.getState().settings,
        priceSlip: () => controller.sync('post'),
      }),
  );
  useEffect(() => booking.start(), [booking]);
  return { store, controller, booking };
}
