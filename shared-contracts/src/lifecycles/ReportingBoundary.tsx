import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { ClientErrorReport } from '../wire/clientErrorReport';

interface Props {
  remote: string;
  report: (report: ClientErrorReport) => void;
  /** The report's message for an error; the error's own message by default. */
  describe?: (error: Error) => string;
  /** A failed boundary tries its children again when this changes (new data, another page). */
  resetKey?: unknown;
  /** What shows while failed; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** A render error below it is reported to the platform and replaced by the fallback: what the boundaries share. */
export class ReportingBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report({
      remote: this.props.remote,
      phase: 'render',
      message: this.props.describe?.(error) ?? error.message,
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
    });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  private readonly retry = () => this.setState({ failed: false });

  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
