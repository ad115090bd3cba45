import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';
import type { ClientErrorReport } from '../shellContext';

interface Props {
  remote: string;
  report: (report: ClientErrorReport) => void;
  children: ReactNode;
}

/**
 * A render error inside a remote stays inside its region: it is reported and a retry is offered. Going to
 * another page tries again, so a failure on one page does not leave the region blank on the others.
 */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  private readonly retryOnRoute = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  componentDidMount() {
    window.addEventListener('popstate', this.retryOnRoute);
    window.addEventListener('single-spa:routing-event', this.retryOnRoute);
  }

  componentWillUnmount() {
    window.removeEventListener('popstate', this.retryOnRoute);
    window.removeEventListener('single-spa:routing-event', this.retryOnRoute);
  }

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
