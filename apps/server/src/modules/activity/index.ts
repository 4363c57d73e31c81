export { activityEvents } from './activity.table.ts';
export { type Activity, changedFields, listActivity, recordActivity } from './activity.service.ts';
