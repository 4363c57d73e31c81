import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../features/public/index.ts';
import { isChunkLoadError, requestChunkReload } from '../lib/chunk-load.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

interface State {
  error: unknown;
  hasError: boolean;
}

/** Last line of defence for errors outside the router (providers, the browser gate). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    if (isChunkLoadError(this.state.error) && requestChunkReload()) return <FullScreenLoader />;
    return <ErrorScreen error={this.state.error} />;
  }
}
