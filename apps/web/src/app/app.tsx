import { Suspense } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { BrowserNotSupportedPage } from '../features/public/lazy-pages.ts';
import { type AppHistory, AppHistoryContext } from '../lib/app-history.ts';
import type { AuthSession } from '../lib/auth/auth-session.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { RouteErrorBoundary } from './route-error-screen.tsx';
import { AppRoutes } from './router.tsx';

export interface AppProps {
  auth: AuthSession;
  history: AppHistory;
  browserSupported: boolean;
}

export function App({ auth, history, browserSupported }: AppProps) {
  return (
    <AppProviders auth={auth}>
      <AppErrorBoundary>
        <Suspense fallback={<FullScreenLoader />}>
          {browserSupported ? (
            // React Router in its declarative mode over the app's history, which blocks navigations where a page
            // asks (lib/app-history.ts); its state updates are transitions, as the data router's were.
            <AppHistoryContext value={history}>
              <HistoryRouter history={history}>
                <RouteErrorBoundary>
                  <AppRoutes />
                </RouteErrorBoundary>
              </HistoryRouter>
            </AppHistoryContext>
          ) : (
            <BrowserNotSupportedPage />
          )}
        </Suspense>
      </AppErrorBoundary>
    </AppProviders>
  );
}
