// In the entry bundle: the providers and the guard every route needs (the sign-in pages are in lazy-pages.ts).
export { useAuthServices, useAuthSnapshot, useCurrentUser, useCurrentUserState } from './auth-context.ts';
export { AuthGraphqlProvider, CurrentUserProvider } from './components/auth-provider.tsx';
export { RequireAuth } from './components/require-auth.tsx';
export type { CurrentUser } from './graphql/current-user.query.ts';
// For the signed-in area (lazily loaded with it).
export { UnconfirmedAccountBanner } from './components/unconfirmed-account-gate.tsx';
export { LogoutSessionMutation } from './graphql/logout-session.mutation.ts';
export { AuthCard } from './components/auth-card.tsx';
export { useIdentityApi } from './hooks/use-identity-api.ts';
export { useSignOut } from './hooks/use-sign-out.ts';
export { useIdentityErrorTexts } from './hooks/use-identity-error-texts.ts';
export { useNewPasswordRules } from './hooks/use-new-password-rules.ts';
export { restErrorMessage } from './utils/rest-error-message.ts';
