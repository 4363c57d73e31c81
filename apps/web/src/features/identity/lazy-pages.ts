import { lazyPage } from '../../lib/lazy-page.ts';

// Each sign-in page is its own chunk; the signed-in area never downloads them.
export const AuthLayout = lazyPage(() => import('./components/auth-layout.tsx').then((m) => m.AuthLayout));
export const LoginPage = lazyPage(() => import('./pages/login-page.tsx').then((m) => m.LoginPage));
export const ForgotPasswordPage = lazyPage(() =>
  import('./pages/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = lazyPage(() =>
  import('./pages/reset-password-page.tsx').then((m) => m.ResetPasswordPage),
);
export const AcceptInvitationPage = lazyPage(() =>
  import('./pages/accept-invitation-page.tsx').then((m) => m.AcceptInvitationPage),
);
export const ConfirmEmailPage = lazyPage(() =>
  import('./pages/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage),
);
export const ConfirmIncubatorEmailPage = lazyPage(() =>
  import('./pages/confirm-email-page.tsx').then((m) => m.ConfirmIncubatorEmailPage),
);
export const SsoStartPage = lazyPage(() => import('./pages/sso-start-page.tsx').then((m) => m.SsoStartPage));
export const SsoCallbackPage = lazyPage(() => import('./pages/sso-callback-page.tsx').then((m) => m.SsoCallbackPage));
