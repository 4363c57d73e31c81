import type { RestClient } from '../../../lib/rest-client.ts';

/** The session a coaching invitation's cancel link would cancel (GET /api/coaching/invitations/:id). */
export interface CoachingInvitation {
  _id: string;
  sessionId: string;
  startsAt: string;
  endsAt: string;
  title: string | null;
  hostName: string;
  startupName: string | null;
  organisation: string;
}

/** The server's code for a cancel link that no longer works (used, expired, or not a link of this organisation). */
export const INVITATION_EXPIRED = 'CoachingInvitationExpired';

const segment = (value: string) => encodeURIComponent(value);

/** The REST calls of the cancel link (no sign-in: the signed token is the proof). */
export function invitationApi(rest: RestClient) {
  return {
    read: (id: string, token: string) =>
      rest.request<{ invitation: CoachingInvitation }>(
        'GET',
        `/api/coaching/invitations/${segment(id)}?token=${segment(token)}`,
      ),
    cancel: (id: string, token: string) =>
      rest.request<{ ok: boolean }>('POST', `/api/coaching/invitations/${segment(id)}/cancel`, { token }),
  };
}
