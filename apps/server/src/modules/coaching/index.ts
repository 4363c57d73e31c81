export {
  coachingAllocations,
  coachingAvailabilityExceptions,
  coachingAvailabilityRules,
  coachingEvaluationTasks,
  coachingInvites,
  coachingSessionAttendees,
  coachingSessionChanges,
  coachingSessions,
  coachingUserSettings,
  mentorMatchingSettings,
} from './coaching.table.ts';
export { weeklyRrule } from './coaching-slots.ts';
export { openHoursOf } from './availability.service.ts';
export { type CalendarSession, calendarSessions, generatedConferenceUrl } from './coaching-session.service.ts';
