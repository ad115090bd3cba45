import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { safeStorage, type ShellStores } from '@sportsbook/contracts';
import { RISK_GROUP_ACKNOWLEDGED_KEY, riskGroupNoticeDue, riskGroupSessionMark } from './riskGroupNotice';

/** The dialog's code (and its focus trap) loads only for a player who is shown it. */
const RiskGroupModal = lazy(() => import('./RiskGroupModal').then((m) => ({ default: m.RiskGroupModal })));

/** Shows the risk-group player modal when riskGroupNoticeDue says so, and remembers its acknowledgement for the session. */
export function RiskGroupNotice({ stores }: { stores: ShellStores }) {
  const enabled = useStore(stores.globalSettings, (s) => s.settings.show_risk_group_modal);
  const loggedIn = useStore(stores.session, (s) => s.status === 'logged-in');
  const session = useStore(stores.session, (s) => riskGroupSessionMark(s.session?.username, s.startedAt));
  const nativeApp = useStore(stores.ui, (s) => s.nativeApp);
  const [acknowledged, setAcknowledged] = useState(() => safeStorage('session').getItem(RISK_GROUP_ACKNOWLEDGED_KEY));
  if (!riskGroupNoticeDue({ enabled, loggedIn, nativeApp, session, acknowledged })) return null;
  const acknowledge = () => {
    safeStorage('session').setItem(RISK_GROUP_ACKNOWLEDGED_KEY, session!);
    setAcknowledged(session);
  };
  return (
    <Suspense fallback={null}>
      <RiskGroupModal onAcknowledge={acknowledge} />
    </Suspense>
  );
}
