import { useEffect, useState, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import { ReportingBoundary } from './ReportingBoundary';
import type { ClientErrorReport } from '../wire/clientErrorReport';

interface Props {
  remote: string;
  report: (report: ClientErrorReport) => void;
  children: ReactNode;
}

/**
 * A render error inside a remote stays inside its region: it is reported and a retry is offered. Going to
 * another page tries again, so a failure on one page does not leave the region blank on the others.
 */
export function RemoteErrorBoundary({ remote, report, children }: Props) {
  const [routeChanges, setRouteChanges] = useState(0);
  useEffect(() => {
    const onRoute = () => setRouteChanges((count) => count + 1);
    window.addEventListener('popstate', onRoute);
    window.addEventListener('single-spa:routing-event', onRoute);
    return () => {
      window.removeEventListener('popstate', onRoute);
      window.removeEventListener('single-spa:routing-event', onRoute);
    };
  }, []);
  return (
    <ReportingBoundary
      remote={remote}
      report={report}
      resetKey={routeChanges}
      fallback={(retry) => <RemoteFallback remote={remote} onRetry={retry} />}
    >
      {children}
    </ReportingBoundary>
  );
}
