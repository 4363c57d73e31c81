import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useLocation } from 'react-router';
import { ErrorScreen } from '../features/public/index.ts';
import { isChunkLoadError, requestChunkReload } from '../lib/chunk-load.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';

function ReloadingScreen() {
  const { t } = useTranslation('errors', { useSuspense: false });
  return <FullScreenLoader label={t('reloading')} />;
}

/** What a failed route shows: a loader while the page reloads for a missing chunk, else the error screen. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  if (isChunkLoadError(error) && requestChunkReload()) return <ReloadingScreen />;
  return <ErrorScreen error={error} />;
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  location: Location;
}

/** The boundary itself; a new address clears the error, as React Router's route error boundary does. */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, hasError: false, location: props.location };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * The routes' error boundary (the root route's error element when React Router ran as a data router): a page that
 * fails to render, or whose chunk fails to load, shows the error screen until the address changes.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <LocationErrorBoundary location={location}>{children}</LocationErrorBoundary>;
}
