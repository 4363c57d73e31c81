import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { NOTIFICATION_ICON_GROUP, type NotificationType } from './notifications.ts';

/**
 * The account area (issue 16 point 8): a person's preferences — language, time zone, date format, and which
 * notifications and e-mails they receive — and the deletion of their own account.
 */

/** The display formats of spec 02 §9 a person may choose (dayjs tokens); the first is the default. */
export const USER_DATE_FORMATS = ['MMM DD, YYYY', 'Do MMM, YYYY', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;
export type UserDateFormat = (typeof USER_DATE_FORMATS)[number];
export const DEFAULT_USER_DATE_FORMAT: UserDateFormat = 'MMM DD, YYYY';

/**
 * What a person switches on or off, by topic: the four icon groups of the notification bell (so a switch covers
 * what looks alike in the bell) and the reviews an evaluator is asked for, which only arrive by e-mail.
 */
export const PREFERENCE_TOPICS = [
  'appointment',
  'message',
  'startupFileUpdate',
  'programChange',
  'evaluation',
] as const;
export type PreferenceTopic = (typeof PREFERENCE_TOPICS)[number];
export const PREFERENCE_CHANNELS = ['inApp', 'email'] as const;
export type PreferenceChannel = (typeof PREFERENCE_CHANNELS)[number];

/** The topic of each notification type: its icon group in the bell. */
export const NOTIFICATION_TOPIC: Record<NotificationType, PreferenceTopic> = NOTIFICATION_ICON_GROUP;

/**
 * The topic of each e-mail a person may switch off, by template. E-mails not listed are always sent: security and
 * identity (confirmation, password reset, invitations, an organisation's mailbox check), a copy of answers the
 * person asked for, and the link that lets them claim an application.
 */
export const EMAIL_TOPIC: Readonly<Record<string, PreferenceTopic>> = {
  applicationMeeting: 'appointment',
  applicationMeetingChanged: 'appointment',
  applicationMeetingCanceled: 'appointment',
  applicationSubmitted: 'programChange',
  applicationCofounder: 'programChange',
  applicationAccepted: 'programChange',
  applicationRejected: 'programChange',
  applicationDelayRejected: 'programChange',
  evaluationAssigned: 'evaluation',
  evaluationReminder: 'evaluation',
};

/** The channels each topic offers: a switch exists only where something is sent that way. */
export const TOPIC_CHANNELS: Record<PreferenceTopic, readonly PreferenceChannel[]> = {
  appointment: ['inApp', 'email'],
  message: ['inApp'],
  startupFileUpdate: ['inApp'],
  programChange: ['inApp', 'email'],
  evaluation: ['email'],
};

/** A person's choices; only what they switched off is stored, everything else is on. */
export type NotificationPreferences = Partial<Record<PreferenceTopic, Partial<Record<PreferenceChannel, boolean>>>>;

export function isTopicOn(
  preferences: NotificationPreferences | null | undefined,
  topic: PreferenceTopic,
  channel: PreferenceChannel,
): boolean {
  return preferences?.[topic]?.[channel] !== false;
}

/** Whether a notification of this type is created for a person with these preferences. */
export function wantsNotification(
  preferences: NotificationPreferences | null | undefined,
  type: NotificationType,
): boolean {
  return isTopicOn(preferences, NOTIFICATION_TOPIC[type], 'inApp');
}

/** Whether an e-mail of this template is sent to a person with these preferences (unlisted templates: always). */
export function wantsEmail(preferences: NotificationPreferences | null | undefined, template: string): boolean {
  const topic = Object.hasOwn(EMAIL_TOPIC, template) ? EMAIL_TOPIC[template] : undefined;
  return topic === undefined || isTopicOn(preferences, topic, 'email');
}

/** The messages of the account area, in English; both sides translate them. */
export const ACCOUNT_MESSAGES = {
  unknownLanguage: 'Language is not one of the offered languages',
  unknownTimezone: 'Timezone is not a valid time zone',
  unknownDateFormat: 'Date format is not one of the offered formats',
  unknownTopic: 'Notification topic is not one of the offered topics',
  unknownChannel: 'This topic is not sent that way',
  selfDeleteNotAllowed: 'Your organisation does not allow deleting your own account',
  wrongPassword: 'The password is incorrect',
  lastAdministrator: 'You are the last administrator of your organisation: give another person that role first',
  passwordRequired: 'Password is a required field',
} as const;

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const topicPreferenceSchema = z
  .object({
    topic: z.enum(PREFERENCE_TOPICS, { error: ACCOUNT_MESSAGES.unknownTopic }),
    inApp: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .superRefine((value, context) => {
    for (const channel of PREFERENCE_CHANNELS) {
      if (value[channel] === false && !TOPIC_CHANNELS[value.topic].includes(channel)) {
        context.addIssue({ code: 'custom', path: [channel], message: ACCOUNT_MESSAGES.unknownChannel });
      }
    }
  });

/** updateMyPreferences: every field optional; a null time zone or date format goes back to the default. */
export const accountPreferencesSchema = z.object({
  language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.unknownLanguage }).optional(),
  timezone: z.string().trim().refine(isTimeZone, { message: ACCOUNT_MESSAGES.unknownTimezone }).nullable().optional(),
  dateFormat: z.enum(USER_DATE_FORMATS, { error: ACCOUNT_MESSAGES.unknownDateFormat }).nullable().optional(),
  notificationPreferences: z
    .array(topicPreferenceSchema)
    .max(PREFERENCE_TOPICS.length * 2)
    .optional(),
});
export type AccountPreferencesInput = z.infer<typeof accountPreferencesSchema>;

/** Merges switches into stored preferences, keeping only what is off. */
export function mergeNotificationPreferences(
  current: NotificationPreferences,
  changes: readonly { topic: PreferenceTopic; inApp?: boolean | undefined; email?: boolean | undefined }[],
): NotificationPreferences {
  const next: NotificationPreferences = structuredClone(current);
  for (const change of changes) {
    for (const channel of PREFERENCE_CHANNELS) {
      const value = change[channel];
      if (value === undefined || !TOPIC_CHANNELS[change.topic].includes(channel)) continue;
      const topic = { ...next[change.topic] };
      if (value) delete topic[channel];
      else topic[channel] = false;
      if (Object.keys(topic).length === 0) delete next[change.topic];
      else next[change.topic] = topic;
    }
  }
  return next;
}
