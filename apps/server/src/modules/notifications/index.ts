export { notificationLastSeen, notificationRecipients, notifications } from './notification.table.ts';
export {
  type CreatedRecipient,
  createNotification,
  NOTIFICATION_CREATED,
  type NewNotification,
} from './notification.service.ts';
