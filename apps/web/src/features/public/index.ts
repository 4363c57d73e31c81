// The error screen is part of the entry bundle: it must show even when page chunks cannot load.
export { ErrorScreen } from './pages/error-screen.tsx';
// The profile builder shows the not-found page in place of a form it cannot find.
export { NotFoundPage } from './lazy-pages.ts';
// Pieces of the login layout that the sign-in pages reuse.
export { loginPageBackground } from './components/login-background.ts';
export { headerLogo, widgetLogo } from './components/organisation-logos.ts';
export { PublicHeader } from './components/public-header.tsx';
