// The error screen is part of the entry bundle: it must show even when page chunks cannot load.
export { ErrorScreen, FALLBACK_SUPPORT_EMAIL } from './pages/error-screen.tsx';
export {
  BrowserNotSupportedPage,
  ErrorPage,
  IncubatorNotFoundPage,
  NotFoundPage,
  PublicLayout,
  WelcomePage,
} from './lazy-pages.ts';
// Pieces of the login layout that the sign-in pages reuse.
export { loginPageBackground } from './components/login-background.ts';
export { headerLogo, widgetLogo } from './components/organisation-logos.ts';
export { PublicHeader } from './components/public-header.tsx';
