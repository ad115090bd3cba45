import type { ReactNode } from 'react';
import { useShellContext } from './ShellContextProvider';
import { ReportingBoundary } from './ReportingBoundary';

interface Props {
  /** What is dropped, for the report: 'event 123', 'section Live now'. */
  what: string;
  /** A render error drops this part until the key changes (new data for it), when it is tried again. */
  resetKey?: unknown;
  /** What shows in its place; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * An error boundary around one part of a remote (a row, a section, a page): bad data for that part drops
 * it alone, reported, and the rest of the remote keeps working, instead of the whole region falling back.
 */
export function DropOnError({ what, resetKey, fallback = null, children }: Props) {
  const { reportError, remote } = useShellContext();
  return (
    <ReportingBoundary
      remote={remote}
      report={reportError}
      describe={(error) => `${what} dropped: ${error.message}`}
      resetKey={resetKey}
      fallback={() => fallback}
    >
      {children}
    </ReportingBoundary>
  );
}
