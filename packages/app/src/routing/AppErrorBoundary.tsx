import { ErrorPage } from '@plotline/ui/frame';
import { Component, type ReactNode } from 'react';

type AppErrorBoundaryProps = {
  /** The current location: moving elsewhere leaves the error page. */
  location: string;
  children: ReactNode;
};

type AppErrorBoundaryState = { error: Error | null };

/** The router's default error page (docs/product/screens.md) for anything a page throws. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): AppErrorBoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) };
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps) {
    if (this.state.error && previous.location !== this.props.location) {
      this.setState({ error: null });
    }
  }

  override render() {
    if (this.state.error) return <ErrorPage message={this.state.error.message} />;
    return this.props.children;
  }
}
