import { Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { INCUBATOR_NOT_FOUND_PATH, OrganisationGate } from '../features/organisation/index.ts';
import { ErrorPage, IncubatorNotFoundPage, NotFoundPage, PublicLayout, WelcomePage } from '../features/public/index.ts';
import { FullScreenLoader } from '../ui/full-screen-loader.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

function RootLayout() {
  return (
    <OrganisationGate>
      <Suspense fallback={<FullScreenLoader />}>
        <Outlet />
      </Suspense>
    </OrganisationGate>
  );
}

/** The routes of spec 01 §2 built so far; every page is loaded lazily. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        // The signed-in home arrives with the identity work; until then the root shows the welcome page.
        { index: true, element: <Navigate to="/welcome" replace /> },
        { path: INCUBATOR_NOT_FOUND_PATH, element: <IncubatorNotFoundPage /> },
        { path: '/error', element: <ErrorPage /> },
        {
          element: <PublicLayout />,
          children: [
            { path: '/welcome', element: <WelcomePage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
