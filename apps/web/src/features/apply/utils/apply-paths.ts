/** The addresses of applying (spec 01 §2.1, §2.3). */
export const EXPLORE_PATH = '/apply/explore';
export const MY_APPLICATIONS_PATH = '/applications';
export const STAFF_APPLICATIONS_PATH = '/applications/overview';
export const SIGN_UP_PATH = '/application/new';
/** The intake is the form of the round named `intake` in the fill address (docs/decisions.md). */
export const INTAKE_ROUND = 'intake';

export const callPath = (slug: string) => `/apply/program/${encodeURIComponent(slug)}`;
export const signUpPath = (target: { call?: string; lead?: string }) =>
  target.lead
    ? `${SIGN_UP_PATH}?lead=${encodeURIComponent(target.lead)}`
    : `${SIGN_UP_PATH}?call=${encodeURIComponent(target.call ?? '')}`;
/** /application/:applicationId/forms/:round/fill: the intake (`intake`) or a form round (its id). */
export const fillPath = (applicationId: string, roundId: string | null = null) =>
  `/application/${encodeURIComponent(applicationId)}/forms/${encodeURIComponent(roundId ?? INTAKE_ROUND)}/fill`;
export const leadTransferPath = (token: string) => `/leads/transfer/${encodeURIComponent(token)}`;
/** Where an application's files are uploaded (the intake, or `roundId`'s form). */
export const applicationUploadPath = (applicationId: string, roundId: string | null) =>
  `/api/applications/${encodeURIComponent(applicationId)}/upload${roundId ? `?roundId=${encodeURIComponent(roundId)}` : ''}`;
