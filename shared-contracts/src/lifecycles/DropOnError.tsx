import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useShellContext } from './ShellContextProvider';
import type { ClientErrorReport } from '../shellContext';

interface Props {
  /** What is dropped, for the report: 'event 123', 'section Live now'. */
  what: string;
  /** A render error drops this part until the key changes (new data for it), when it is tried again. */
  resetKey?: unknown;
  /** What shows in its place; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

class Boundary extends Component<Props & { report: (report: ClientErrorReport) => void; remote: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report({
      remote: this.props.remote,
      phase: 'render',
      message: `${this.props.what} dropped: ${error.message}`,
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
    });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}

/**
 * An error boundary around one part of a remote (a row, a section, a page): bad data for that part drops
 * it alone, reported, and the rest of the remote keeps working, instead of the whole region falling back.
 */
export function DropOnError(props: Props) {
  const { reportError, remote } = useShellContext();
  return <Boundary {...props} report={reportError} remote={remote} />;
}
