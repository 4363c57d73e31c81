import { APPLICATION_MESSAGES } from '@cohort/shared';

/** The refusals of the funnels API the funnels screens meet, by their English text (the API answers in English). */
const MESSAGES = {
  [APPLICATION_MESSAGES.roundFormMissing]: 'roundFormMissing',
  [APPLICATION_MESSAGES.decisionLast]: 'decisionLast',
  [APPLICATION_MESSAGES.oneDecision]: 'oneDecision',
  [APPLICATION_MESSAGES.slugTaken]: 'slugTaken',
  [APPLICATION_MESSAGES.closesBeforeOpens]: 'closesBeforeOpens',
  [APPLICATION_MESSAGES.intakeMissing]: 'intakeMissing',
  [APPLICATION_MESSAGES.funnelHasApplications]: 'funnelHasApplications',
  [APPLICATION_MESSAGES.roundHasApplications]: 'roundHasApplications',
  [APPLICATION_MESSAGES.funnelAdminRole]: 'funnelAdminRole',
  [APPLICATION_MESSAGES.funnelAdminMissing]: 'funnelAdminMissing',
  [APPLICATION_MESSAGES.emailLanguage]: 'emailLanguage',
  'This programme was not found': 'programNotFound',
  'This form was not found': 'formNotFound',
  'This person was not found': 'personNotFound',
} as const;

export type FunnelServerMessageKey = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The translation key of a message of the funnels API, or null for any other text. */
export function funnelServerMessageKey(message: string): FunnelServerMessageKey | null {
  return Object.hasOwn(MESSAGES, message) ? MESSAGES[message as keyof typeof MESSAGES] : null;
}
