/** Spec 01 §2.3 "user analytics". */
export const PEOPLE_ANALYTICS_PATH = '/community/people/analytics';
