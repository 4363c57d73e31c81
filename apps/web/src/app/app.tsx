import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { BrowserNotSupportedPage } from '../features/public/index.ts';
import type { AuthSession } from '../lib/auth/auth-session.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  auth: AuthSession;
  router: AppRouter;
  browserSupported: boolean;
}

export function App({ auth, router, browserSupported }: AppProps) {
  return (
    <AppProviders auth={auth}>
      <AppErrorBoundary>
        <Suspense fallback={<FullScreenLoader />}>
          {browserSupported ? <RouterProvider router={router} /> : <BrowserNotSupportedPage />}
        </Suspense>
      </AppErrorBoundary>
    </AppProviders>
  );
}
