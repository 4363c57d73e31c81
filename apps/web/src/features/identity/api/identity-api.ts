import type { RestClient } from '../../../lib/rest-client.ts';

/** The user record of a sign-in answer (spec 01 §7.3 POST /auth/local). */
export interface SignedInUser {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  status: string;
  validated: boolean;
  language: string | null;
  role: { type: string; label: string };
}

export interface SignInAnswer {
  token: string;
  sessionId: string;
  user: SignedInUser;
}

export interface SignInRequest {
  email: string;
  password: string;
  /** The organisation slug (publicIncubator.slug). */
  incubator: string;
  /** After 'Maximum number of sessions reached': sign in anyway, ending the oldest session. */
  replaceOldestSession?: boolean;
}

export interface Invitation {
  email: string;
  firstName: string;
  lastName: string;
  organisationName: string;
}

export interface UserUpdate {
  firstName?: string;
  lastName?: string;
  language?: string;
  timezone?: string;
  currentPassword?: string;
  password?: string;
}

export interface UserUpdateAnswer {
  user: SignedInUser;
  /** A password change ends every session and hands over a new one. */
  token?: string;
  sessionId?: string;
}

const segment = (value: string) => encodeURIComponent(value);

/** The identity REST routes of spec 01 §7.3 and their companions. */
export function identityApi(rest: RestClient) {
  return {
    signIn: (request: SignInRequest) => rest.request<SignInAnswer>('POST', '/auth/local', request),
    sendResetPassword: (email: string) =>
      rest.request<{ ok: boolean }>('POST', '/api/users/sendresetpassword', { email }),
    resetPassword: (token: string, newPassword: string) =>
      rest.request<{ ok: boolean }>('POST', '/api/users/resetpassword', { token, newPassword }),
    confirmEmail: (token: string) => rest.request<{ ok: boolean }>('POST', `/api/users/validate/${segment(token)}`),
    confirmIncubatorEmail: (token: string) =>
      rest.request<{ ok: boolean; mailbox: string; address: string }>(
        'POST',
        `/api/incubator/confirmemail/${segment(token)}`,
      ),
    invitation: (token: string) => rest.request<Invitation>('GET', `/api/users/invitation/${segment(token)}`),
    acceptInvitation: (request: { token: string; password: string; firstName: string; lastName: string }) =>
      rest.request<SignInAnswer>('POST', '/api/users/acceptinvitation', request),
    updateUser: (user: UserUpdate) => rest.request<UserUpdateAnswer>('PUT', '/user', { user }, { authenticated: true }),
  };
}

export type IdentityApi = ReturnType<typeof identityApi>;
