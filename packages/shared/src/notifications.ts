/** Notification types (spec 01 §3) and the one Cohort adds for task assignment (docs/decisions.md). */
export const NOTIFICATION_TYPES = [
  'meetingScheduled',
  'meetingChanged',
  'meetingDeleted',
  'newCommentApplication',
  'newCommentStartup',
  'newCommentApplicationStaff',
  'newCommentStartupStaff',
  'updatedMetrics',
  'metricsRequest',
  'changeApplicationStatus',
  'approvalApplication',
  'denialApplication',
  'newReaction',
  'newNoteReply',
  'siblingNoteReply',
  'alikePeopleNoteCreated',
  'taskAssigned',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_ICON_GROUPS = ['appointment', 'message', 'startupFileUpdate', 'programChange'] as const;
export type NotificationIconGroup = (typeof NOTIFICATION_ICON_GROUPS)[number];

export const NOTIFICATION_ICON_GROUP: Record<NotificationType, NotificationIconGroup> = {
  meetingScheduled: 'appointment',
  meetingChanged: 'appointment',
  meetingDeleted: 'appointment',
  newCommentApplication: 'message',
  newCommentStartup: 'message',
  newCommentApplicationStaff: 'message',
  newCommentStartupStaff: 'message',
  newReaction: 'message',
  newNoteReply: 'message',
  siblingNoteReply: 'message',
  alikePeopleNoteCreated: 'message',
  updatedMetrics: 'startupFileUpdate',
  metricsRequest: 'startupFileUpdate',
  taskAssigned: 'startupFileUpdate',
  changeApplicationStatus: 'programChange',
  approvalApplication: 'programChange',
  denialApplication: 'programChange',
};
