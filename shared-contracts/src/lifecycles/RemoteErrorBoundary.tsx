import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import type { ClientErrorReport } from '../shellContext';

interface Props {
  remote: string;
  report: (report: ClientErrorReport) => void;
  children: ReactNode;
}

/** A render error inside a remote stays inside its region: it is reported and a retry is offered. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.report({
      remote: this.props.remote,
      phase: 'render',
      message: error.message,
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`,
    });
  }

  render() {
    if (this.state.failed) {
      return <RemoteFallback remote={this.props.remote} onRetry={() => this.setState({ failed: false })} />;
    }
    return this.props.children;
  }
}
