import {
  FEATURE_FLAGS,
  formatMessage,
  hasMainStartupLabel,
  LAYOUT_PAGES,
  loginProvidersSchema,
  STARTUP_LABEL_MESSAGES,
  VALIDATION_MESSAGES,
} from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { AuthenticationRequiredError, parseInput, ValidationError } from '../../platform/graphql/errors.ts';
import { recordActivity } from '../activity/index.ts';
import {
  FeatureFlagRef,
  getFeatureFlags,
  getIncubator,
  IncubatorRef,
  layoutCustomizationOf,
  setFeatureFlag,
  updateLoginProviders,
} from '../organisations/index.ts';
import { brandingSchema, incubatorSettingsSchema, layoutSchema } from './settings.schema.ts';
import { addressClashes, announceIncubatorUpdated, updateIncubator } from './settings.service.ts';

/** A layout part that is missing or of the wrong type, said by its path ("header.height is a required field"). */
function layoutIssueMessage(issue: { code?: string; path?: PropertyKey[]; input?: unknown }): string | undefined {
  if (issue.code !== 'invalid_type') return undefined;
  const field = ['Layout', ...(issue.path ?? []).map(String)].join('.');
  return issue.input === undefined
    ? formatMessage(VALIDATION_MESSAGES.required, { field })
    : `${field} is not of the right type`;
}

function actor(ctx: Ctx) {
  if (!ctx.viewer || !ctx.incubator) throw new AuthenticationRequiredError();
  return { actorId: ctx.viewer.userId, incubatorId: ctx.incubator.id };
}

const SeoInput = builder.inputType('SeoInput', {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    seoTitle: t.string({ required: true }),
    seoDescription: t.string({ required: true }),
  }),
});
const CustomLoginInput = builder.inputType('CustomLoginInput', {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    text: t.string({ required: true }),
    url: t.string({ required: true }),
    buttonBackgroundColor: t.string({ required: true }),
    buttonTextColor: t.string({ required: true }),
  }),
});
const LocalizedTextInput = builder.inputType('LocalizedTextInput', {
  description: 'A text in one language',
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});
const StartupNameAlternativeInput = builder.inputType('StartupNameAlternativeInput', {
  description:
    "The organisation's own word for a startup: singular and plural per language, 40 characters at most; while active, in English or the default language at least",
  fields: (t) => ({
    active: t.boolean({ required: true }),
    label: t.field({ type: [LocalizedTextInput], required: true }),
    pluralLabel: t.field({ type: [LocalizedTextInput], required: true }),
  }),
});
const IncubatorSettingsInput = builder.inputType('IncubatorSettingsInput', {
  description: 'General, domain, login and metadata settings; fields left out stay as they are',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    defaultLanguage: t.string(),
    currency: t.string(),
    timezone: t.string(),
    address: t.string(),
    dateFormat: t.string(),
    allowUserSelfDelete: t.boolean(),
    allowWriteInOptionInUserSkills: t.boolean(),
    maxSessions: t.int(),
    sessionIdleMinutes: t.int(),
    sessionAbsoluteHours: t.int(),
    termsAndServicesUrl: t.string(),
    publicHomePath: t.string(),
    notFoundPath: t.string(),
    slug: t.string(),
    customDomain: t.string(),
    seo: t.field({ type: SeoInput }),
    customLogin: t.field({ type: CustomLoginInput }),
    startupNameAlternative: t.field({ type: StartupNameAlternativeInput }),
  }),
});

const SidebarPaletteInput = builder.inputType('SidebarPaletteInput', {
  fields: (t) => ({
    backgroundColor: t.string({ required: true }),
    textColor: t.string({ required: true }),
    activeItemBackgroundColor: t.string({ required: true }),
    activeItemTextColor: t.string({ required: true }),
    activeSubItemTextColor: t.string({ required: true }),
    logoType: t.string({ required: true }),
  }),
});
const LoginPaletteInput = builder.inputType('LoginPaletteInput', {
  fields: (t) => ({ logoType: t.string({ required: true }) }),
});
const BrandPaletteInput = builder.inputType('BrandPaletteInput', {
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteInput, required: true }),
    login: t.field({ type: LoginPaletteInput, required: true }),
  }),
});
const BrandingInput = builder.inputType('BrandingInput', {
  description: 'Palette and logos; a logo is a data URL (PNG, JPEG, WebP or SVG, 512 KB at most) or null to remove it',
  fields: (t) => ({
    brandPalette: t.field({ type: BrandPaletteInput }),
    logo: t.string(),
    logoSquare: t.string(),
    whiteLogo: t.string(),
  }),
});

/** GraphQL gives absent fields as undefined and explicit nulls as null; keep the difference. */
function present<T extends Record<string, unknown>>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

const LayoutPageRef = builder.enumType('LayoutPage', { values: LAYOUT_PAGES });
const FeatureFlagNameRef = builder.enumType('FeatureFlagName', { values: FEATURE_FLAGS });

const LoginProviderInput = builder.inputType('LoginProviderInput', {
  fields: (t) => ({
    provider: t.string({ required: true }),
    enabled: t.boolean({ required: true }),
    issuer: t.string(),
    clientId: t.string(),
    clientSecret: t.string({ description: 'Omit to keep the stored secret' }),
  }),
});

builder.mutationFields((t) => ({
  updateIncubatorSettings: t.field({
    type: IncubatorRef,
    description: 'Changes the general, domain, login and metadata settings (ORGANIZATION:EDIT)',
    authScopes: { permission: 'ORGANIZATION:EDIT' },
    args: { input: t.arg({ type: IncubatorSettingsInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const settingsActor = actor(ctx);
      const { incubatorId } = settingsActor;
      const settings = parseInput(incubatorSettingsSchema, present(args.input));
      if (settings.startupNameAlternative) {
        const defaultLanguage = settings.defaultLanguage ?? (await getIncubator(ctx.db, incubatorId)).defaultLanguage;
        if (!hasMainStartupLabel(settings.startupNameAlternative, defaultLanguage)) {
          throw new ValidationError([
            { field: 'startupNameAlternative.label', message: STARTUP_LABEL_MESSAGES.mainLanguage },
          ]);
        }
      }
      if (settings.slug !== undefined || settings.customDomain) {
        const clash = await addressClashes(ctx.db, incubatorId, settings);
        const fields = [
          ...(clash.slug ? [{ field: 'slug', message: 'This address is already taken' }] : []),
          ...(clash.customDomain
            ? [{ field: 'customDomain', message: 'This domain is already used by another organisation' }]
            : []),
        ];
        if (fields.length > 0) throw new ValidationError(fields);
      }
      return updateIncubator(ctx, settingsActor, 'organisation.settings.updated', settings);
    },
  }),
  updateBranding: t.field({
    type: IncubatorRef,
    description: 'Changes the brand palette and the logos (ORGANIZATION:EDIT)',
    authScopes: { permission: 'ORGANIZATION:EDIT' },
    args: { input: t.arg({ type: BrandingInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const changes = parseInput(brandingSchema, present(args.input));
      return updateIncubator(ctx, actor(ctx), 'organisation.branding.updated', changes);
    },
  }),
  updateLayoutCustomization: t.field({
    type: IncubatorRef,
    description: 'Changes how the login, apply or home page looks (ORGANIZATION:EDIT)',
    authScopes: { permission: 'ORGANIZATION:EDIT' },
    args: { page: t.arg({ type: LayoutPageRef, required: true }), layout: t.arg({ type: 'JSON', required: true }) },
    resolve: async (_root, args, ctx) => {
      const settingsActor = actor(ctx);
      const { incubatorId } = settingsActor;
      const parsed = layoutSchema.safeParse(args.layout, { error: layoutIssueMessage });
      if (!parsed.success) throw ValidationError.fromZod(parsed.error);
      const layout = parsed.data;
      const current = layoutCustomizationOf(await getIncubator(ctx.db, incubatorId));
      return updateIncubator(ctx, settingsActor, `organisation.layout.${args.page}.updated`, {
        layoutCustomization: { ...current, [args.page]: layout },
      });
    },
  }),
  setFeatureFlag: t.field({
    type: FeatureFlagRef,
    description: "Switches one of the organisation's feature flags (platform operators: the System role)",
    authScopes: { roleGroup: 'system' },
    args: { name: t.arg({ type: FeatureFlagNameRef, required: true }), enabled: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = actor(ctx);
      const before = (await getFeatureFlags(ctx.db, incubatorId))[args.name];
      await setFeatureFlag(ctx.db, incubatorId, args.name, args.enabled);
      if (before !== args.enabled) {
        await recordActivity(ctx.db, {
          incubatorId,
          actorId,
          action: 'featureFlag.updated',
          entityType: 'featureFlag',
          entityId: args.name,
          before: { enabled: before },
          after: { enabled: args.enabled },
        });
      }
      announceIncubatorUpdated(ctx, incubatorId);
      return { name: args.name, enabled: args.enabled };
    },
  }),
  updateLoginProviders: t.field({
    type: IncubatorRef,
    description: 'How users sign in: the built-in login and an OpenID Connect provider (admins)',
    authScopes: { permission: 'ORGANIZATION:EDIT' },
    args: { providers: t.arg({ type: [LoginProviderInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const { actorId, incubatorId } = actor(ctx);
      const cleaned = args.providers.map((p) =>
        Object.fromEntries(Object.entries(p).filter(([, value]) => value != null)),
      );
      const providers = parseInput(loginProvidersSchema, cleaned);
      const row = await updateLoginProviders(ctx.db, incubatorId, providers);
      const safe = (list: typeof providers) => list.map(({ clientSecret: _secret, ...rest }) => rest);
      await recordActivity(ctx.db, {
        incubatorId,
        actorId,
        action: 'organisation.loginProviders.updated',
        entityType: 'organisation',
        entityId: incubatorId,
        after: { loginProviders: safe(providers) },
      });
      announceIncubatorUpdated(ctx, incubatorId);
      return row;
    },
  }),
}));
