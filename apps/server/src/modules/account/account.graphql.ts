import { ACCOUNT_MESSAGES, accountPreferencesSchema, PREFERENCE_TOPICS } from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import { viewerOf } from '../../platform/graphql/context.ts';
import {
  AuthenticationRequiredError,
  ForbiddenError,
  parseInput,
  ValidationError,
} from '../../platform/graphql/errors.ts';
import { announceEndedSessions } from '../identity/index.ts';
import { getIncubator } from '../organisations/index.ts';
import { CurrentUserRef, findUserById } from '../users/index.ts';
import { deleteOwnAccount, type TopicPreference, topicPreferences, updatePreferences } from './account.service.ts';

const NotificationTopicRef = builder.enumType('NotificationTopic', { values: PREFERENCE_TOPICS });

const TopicPreferenceRef = builder.objectRef<TopicPreference>('NotificationPreference').implement({
  description:
    'Whether a person receives one topic of notifications in the app and by e-mail (a channel the topic does not use reads false)',
  fields: (t) => ({
    topic: t.field({ type: NotificationTopicRef, resolve: (p) => p.topic }),
    inApp: t.exposeBoolean('inApp'),
    email: t.exposeBoolean('email'),
  }),
});

const TopicPreferenceInput = builder.inputType('NotificationPreferenceInput', {
  fields: (t) => ({
    topic: t.field({ type: NotificationTopicRef, required: true }),
    inApp: t.boolean(),
    email: t.boolean(),
  }),
});

const AccountPreferencesInput = builder.inputType('AccountPreferencesInput', {
  description: 'What changes; a field left out stays as it is, a null time zone or date format returns to the default',
  fields: (t) => ({
    language: t.string(),
    timezone: t.string(),
    dateFormat: t.string(),
    notificationPreferences: t.field({ type: [TopicPreferenceInput] }),
  }),
});

builder.objectFields(CurrentUserRef, (t) => ({
  dateFormat: t.exposeString('dateFormat', { nullable: true, description: 'One of USER_DATE_FORMATS; null: default' }),
  notificationPreferences: t.field({
    type: [TopicPreferenceRef],
    description: 'Every topic with its in-app and e-mail switches (issue 16 point 8)',
    resolve: (user) => topicPreferences(user.notificationPreferences),
  }),
  canDeleteAccount: t.boolean({
    description: 'Whether the organisation lets people delete their own account (allowUserSelfDelete)',
    resolve: async (user, _args, ctx) => (await getIncubator(ctx.db, user.incubatorId)).allowUserSelfDelete,
  }),
}));

builder.mutationFields((t) => ({
  updateMyPreferences: t.field({
    type: CurrentUserRef,
    description: "The signed-in person's language, time zone, date format and notification switches",
    authScopes: { authenticated: true },
    args: { input: t.arg({ type: AccountPreferencesInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      const input = parseInput(accountPreferencesSchema, {
        ...args.input,
        ...(args.input.language === null ? { language: undefined } : {}),
        ...(args.input.notificationPreferences === null ? { notificationPreferences: undefined } : {}),
      });
      const user = await findUserById(ctx.db, incubatorId, viewer.userId);
      if (!user) throw new AuthenticationRequiredError();
      await updatePreferences(ctx.db, incubatorId, user, input);
      const saved = await findUserById(ctx.db, incubatorId, viewer.userId);
      if (!saved) throw new AuthenticationRequiredError();
      return saved;
    },
  }),
  deleteMyAccount: t.boolean({
    description:
      'Deletes the signed-in account when the organisation allows it, after checking the password: sessions end, personal data is erased, what the person wrote stays under "Deleted user"',
    authScopes: { authenticated: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { viewer, incubatorId } = viewerOf(ctx);
      if (!args.password) {
        throw new ValidationError([{ field: 'password', message: ACCOUNT_MESSAGES.passwordRequired }]);
      }
      const incubator = await getIncubator(ctx.db, incubatorId);
      const result = await deleteOwnAccount(ctx.db, incubator, viewer.userId, args.password);
      if (!result.ok) {
        if (result.reason === 'notAllowed') throw new ForbiddenError(ACCOUNT_MESSAGES.selfDeleteNotAllowed);
        if (result.reason === 'lastAdministrator') throw new ForbiddenError(ACCOUNT_MESSAGES.lastAdministrator);
        if (result.reason === 'wrongPassword') {
          throw new ValidationError([{ field: 'password', message: ACCOUNT_MESSAGES.wrongPassword }]);
        }
        throw new AuthenticationRequiredError();
      }
      ctx.afterCommit(() => announceEndedSessions(ctx.pubsub, incubatorId, result.endedSessionIds));
      return true;
    },
  }),
}));
