import { lazyPage } from '../../lib/lazy-page.ts';

// Each page is its own chunk: only the page a visitor opens is downloaded.
export const WelcomePage = lazyPage(() => import('./pages/welcome-page.tsx').then((m) => m.WelcomePage));
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));
export const IncubatorNotFoundPage = lazyPage(() =>
  import('./pages/incubator-not-found-page.tsx').then((m) => m.IncubatorNotFoundPage),
);
export const ErrorPage = lazyPage(() => import('./pages/error-page.tsx').then((m) => m.ErrorPage));
export const BrowserNotSupportedPage = lazyPage(() =>
  import('./pages/browser-not-supported-page.tsx').then((m) => m.BrowserNotSupportedPage),
);
export const PublicLayout = lazyPage(() => import('./components/public-layout.tsx').then((m) => m.PublicLayout));
