import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { Client } from 'urql';
import { BrowserNotSupportedPage } from '../features/public/index.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { AppErrorBoundary } from './app-error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.tsx';

export interface AppProps {
  client: Client;
  router: AppRouter;
  browserSupported: boolean;
}

export function App({ client, router, browserSupported }: AppProps) {
  return (
    <AppProviders client={client}>
      <AppErrorBoundary>
        <Suspense fallback={<FullScreenLoader />}>
          {browserSupported ? <RouterProvider router={router} /> : <BrowserNotSupportedPage />}
        </Suspense>
      </AppErrorBoundary>
    </AppProviders>
  );
}
