export { authTokens, loginFailures, userSessions } from './identity.table.ts';
export {
  authenticateBearer,
  bearerClaims,
  requireBearerViewer,
  SESSION_END_FIELD,
  sessionEndedEvent,
  sessionViewer,
} from './session.service.ts';
export { inviteUser } from './account.service.ts';
