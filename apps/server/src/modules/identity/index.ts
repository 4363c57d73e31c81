export { authTokens, loginFailures, userSessions } from './identity.table.ts';
export {
  announceEndedSessions,
  authenticateBearer,
  bearerClaims,
  createSession,
  endSessions,
  type NewSession,
  requireBearerViewer,
  SESSION_END_FIELD,
  sessionEndedEvent,
  sessionViewer,
} from './session.service.ts';
export { type InviteResult, inviteUser, publicUser, sendConfirmationEmail } from './account.service.ts';
