import {
  FEATURE_FLAGS,
  type BrandPalette,
  type CustomLogin,
  type Layout,
  type LayoutCustomization,
  type LocalizedText,
  type Seo,
  type StartupNameAlternative,
} from '@cohort/shared';
import { builder } from '../../platform/graphql/builder.ts';
import type { Ctx } from '../../platform/graphql/context.ts';
import { ForbiddenError, IncubatorNotFoundError, ValidationError } from '../../platform/graphql/errors.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { cachedIncubator } from './organisation.cache.ts';
import {
  type FeatureFlagMap,
  type IncubatorRow,
  getFeatureFlags,
  INCUBATOR_UPDATED,
  getIncubator,
  getPlanInfo,
  layoutCustomizationOf,
  ssoEnabled,
} from './organisation.service.ts';
import { FeatureFlagRef, IncubatorRef, PlanInfoRef } from './organisation.refs.ts';

const LocalizedTextRef = builder.objectRef<LocalizedText[number]>('LocalizedText').implement({
  description: 'A text in one language',
  fields: (t) => ({ language: t.exposeString('language'), value: t.exposeString('value') }),
});

const StartupNameAlternativeRef = builder.objectRef<StartupNameAlternative>('StartupNameAlternative').implement({
  description: "The organisation's own word for a startup, singular and plural, per language",
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    label: t.field({ type: [LocalizedTextRef], resolve: (s) => s.label }),
    pluralLabel: t.field({ type: [LocalizedTextRef], resolve: (s) => s.pluralLabel }),
  }),
});

const SeoRef = builder.objectRef<Seo>('Seo').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    seoTitle: t.exposeString('seoTitle'),
    seoDescription: t.exposeString('seoDescription'),
  }),
});

const CustomLoginRef = builder.objectRef<CustomLogin>('CustomLogin').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    text: t.exposeString('text'),
    url: t.exposeString('url'),
    buttonBackgroundColor: t.exposeString('buttonBackgroundColor'),
    buttonTextColor: t.exposeString('buttonTextColor'),
  }),
});

const EmailAddressRef = builder.objectRef<{ address: string }>('EmailAddress').implement({
  fields: (t) => ({ address: t.exposeString('address') }),
});

const LogoTypeRef = builder.enumType('LogoType', { values: ['DEFAULT', 'REVERSE'] as const });

const SidebarPaletteRef = builder.objectRef<BrandPalette['sidebar']>('SidebarPalette').implement({
  fields: (t) => ({
    backgroundColor: t.exposeString('backgroundColor'),
    textColor: t.exposeString('textColor'),
    activeItemBackgroundColor: t.exposeString('activeItemBackgroundColor'),
    activeItemTextColor: t.exposeString('activeItemTextColor'),
    activeSubItemTextColor: t.exposeString('activeSubItemTextColor'),
    logoType: t.field({ type: LogoTypeRef, resolve: (p) => p.logoType }),
  }),
});

const LoginPaletteRef = builder.objectRef<BrandPalette['login']>('LoginPalette').implement({
  fields: (t) => ({ logoType: t.field({ type: LogoTypeRef, resolve: (p) => p.logoType }) }),
});

const BrandPaletteRef = builder.objectRef<BrandPalette>('BrandPalette').implement({
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteRef, resolve: (p) => p.sidebar }),
    login: t.field({ type: LoginPaletteRef, resolve: (p) => p.login }),
  }),
});

const LoginProviderRef = builder.objectRef<{ provider: string; enabled: boolean }>('LoginProvider').implement({
  fields: (t) => ({ provider: t.exposeString('provider'), enabled: t.exposeBoolean('enabled') }),
});

const PlanFeatureRef = builder.enumType('PlanFeature', {
  values: [
    'HOUR_ALLOCATION',
    'STARTUP_DOCUMENTS',
    'DATA_ASSETS',
    'VIDEO_CONFERENCING',
    'GOOGLE_UNLINK_CALENDAR',
    'BULK_APPLICATION_EXPORT',
    'CUSTOM_ROLES',
    'CUSTOM_FIELD_EDITING',
  ] as const,
});

PlanInfoRef.implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    employeeCountLimit: t.exposeInt('employeeCountLimit'),
    features: t.field({ type: [PlanFeatureRef], resolve: (p) => p.features }),
  }),
});

FeatureFlagRef.implement({
  fields: (t) => ({ name: t.exposeString('name'), enabled: t.exposeBoolean('enabled') }),
});

const FeatureFlagsRef = builder.objectRef<FeatureFlagMap>('FeatureFlags').implement({
  description: 'Every feature flag of the organisation, each with its enabled state',
  fields: (t) =>
    Object.fromEntries(
      FEATURE_FLAGS.map((name) => [
        name,
        t.field({ type: FeatureFlagRef, resolve: (flags) => ({ name, enabled: flags[name] }) }),
      ]),
    ),
});

const LayoutBackgroundRef = builder.objectRef<Layout['background']>('LayoutBackground').implement({
  fields: (t) => ({
    color: t.exposeString('color'),
    image: t.exposeString('image', { nullable: true }),
    size: t.exposeString('size'),
  }),
});
const LayoutBlockRef = builder.objectRef<Layout['header']>('LayoutBlock').implement({
  fields: (t) => ({
    isVisible: t.exposeBoolean('isVisible'),
    height: t.exposeInt('height'),
    background: t.exposeString('background'),
  }),
});
const LayoutContentRef = builder.objectRef<Layout['content']>('LayoutContent').implement({
  fields: (t) => ({ columnWidth: t.exposeInt('columnWidth'), columns: t.exposeInt('columns') }),
});
const LayoutColorsRef = builder.objectRef<Layout['colors']>('LayoutColors').implement({
  fields: (t) => ({
    widgetBackground: t.exposeString('widgetBackground'),
    primaryButtonBackground: t.exposeString('primaryButtonBackground'),
    primaryButtonText: t.exposeString('primaryButtonText'),
    link: t.exposeString('link'),
    text: t.exposeString('text'),
    heading: t.exposeString('heading'),
    headerText: t.exposeString('headerText'),
  }),
});
const WidgetLogoRef = builder.objectRef<Layout['widgetLogo']>('WidgetLogo').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    position: t.exposeString('position'),
    height: t.exposeInt('height'),
  }),
});
const LayoutCustomTextRef = builder.objectRef<Layout['customText']>('LayoutCustomText').implement({
  fields: (t) => ({
    description: t.field({ type: [LocalizedTextRef], resolve: (c) => c.description }),
    footer: t.field({ type: [LocalizedTextRef], resolve: (c) => c.footer }),
  }),
});
const LayoutRef = builder.objectRef<Layout>('Layout').implement({
  description: 'How a public page (login, apply, home) looks',
  fields: (t) => ({
    background: t.field({ type: LayoutBackgroundRef, resolve: (l) => l.background }),
    header: t.field({ type: LayoutBlockRef, resolve: (l) => l.header }),
    footer: t.field({ type: LayoutBlockRef, resolve: (l) => l.footer }),
    content: t.field({ type: LayoutContentRef, resolve: (l) => l.content }),
    colors: t.field({ type: LayoutColorsRef, resolve: (l) => l.colors }),
    widgetLogo: t.field({ type: WidgetLogoRef, resolve: (l) => l.widgetLogo }),
    customText: t.field({ type: LayoutCustomTextRef, resolve: (l) => l.customText }),
    showExploreLink: t.exposeBoolean('showExploreLink'),
  }),
});
const LayoutCustomizationRef = builder.objectRef<LayoutCustomization>('LayoutCustomization').implement({
  fields: (t) => ({
    login: t.field({ type: LayoutRef, resolve: (l) => l.login }),
    apply: t.field({ type: LayoutRef, resolve: (l) => l.apply }),
    home: t.field({ type: LayoutRef, resolve: (l) => l.home }),
  }),
});

IncubatorRef.implement({
  description: 'An organisation (accelerator or incubator): the tenant',
  fields: (t) => ({
    id: t.exposeID('id'),
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    customDomain: t.exposeString('customDomain', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    logo: t.exposeString('logo', { nullable: true }),
    logoSquare: t.exposeString('logoSquare', { nullable: true }),
    whiteLogo: t.exposeString('whiteLogo', { nullable: true }),
    currency: t.exposeString('currency'),
    timezone: t.exposeString('timezone'),
    address: t.exposeString('address', { nullable: true }),
    defaultLanguage: t.exposeString('defaultLanguage'),
    dateFormat: t.exposeString('dateFormat'),
    allowUserSelfDelete: t.exposeBoolean('allowUserSelfDelete'),
    allowWriteInOptionInUserSkills: t.exposeBoolean('allowWriteInOptionInUserSkills'),
    gtmId: t.exposeString('gtmId', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
    maxSessions: t.exposeInt('maxSessions'),
    publicHomePath: t.exposeString('publicHomePath'),
    notFoundPath: t.exposeString('notFoundPath'),
    defaultPath: t.exposeString('defaultPath', {
      description: 'Where signed-out visitors of shell pages go: login or explore',
    }),
    signupAction: t.exposeString('signupAction', { description: 'The hint the login page shows: login or signup' }),
    ssoEnabled: t.boolean({
      description: 'Single sign-on: the auth0 flag is on and an OpenID Connect provider is configured and enabled',
      resolve: async (i, _args, ctx) => ssoEnabled(i, await getFeatureFlags(ctx.db, i.id)),
    }),
    sessionIdleMinutes: t.exposeInt('sessionIdleMinutes'),
    sessionAbsoluteHours: t.exposeInt('sessionAbsoluteHours'),
    startupNameAlternative: t.field({ type: StartupNameAlternativeRef, resolve: (i) => i.startupNameAlternative }),
    seo: t.field({ type: SeoRef, resolve: (i) => i.seo }),
    termsAndServicesUrl: t.exposeString('termsAndServicesUrl', { nullable: true }),
    customLogin: t.field({ type: CustomLoginRef, resolve: (i) => i.customLogin }),
    generalEmail: t.field({
      type: EmailAddressRef,
      nullable: true,
      resolve: (i) => (i.generalEmail ? { address: i.generalEmail } : null),
    }),
    supportEmail: t.field({
      type: EmailAddressRef,
      nullable: true,
      resolve: (i) => (i.supportEmail ? { address: i.supportEmail } : null),
    }),
    brandPalette: t.field({ type: BrandPaletteRef, resolve: (i) => i.brandPalette }),
    loginProviders: t.field({ type: [LoginProviderRef], resolve: (i) => i.loginProviders }),
    featureFlags: t.field({ type: FeatureFlagsRef, resolve: (i, _args, ctx) => getFeatureFlags(ctx.db, i.id) }),
    planInfo: t.field({
      type: PlanInfoRef,
      authScopes: { authenticated: true },
      resolve: (i, _args, ctx) => getPlanInfo(ctx.db, i.id),
    }),
    layoutCustomization: t.field({ type: LayoutCustomizationRef, resolve: (i) => layoutCustomizationOf(i) }),
  }),
});

/** The organisation of the request. An explicit incubatorId must name that same organisation. */
async function requestedIncubator(ctx: Ctx, incubatorId: string | null | undefined): Promise<IncubatorRow> {
  if (!ctx.incubator) throw new IncubatorNotFoundError();
  if (incubatorId && incubatorId !== ctx.incubator.id && incubatorId !== ctx.incubator.slug) {
    throw new ForbiddenError('Another organisation cannot be read from this address');
  }
  // A query reads the record from memory (no transaction at all); a mutation reads what it may have just changed.
  if (ctx.operationType === 'query') return cachedIncubator(ctx.database, ctx.db, ctx.incubator.id);
  return getIncubator(ctx.db, ctx.incubator.id);
}

builder.queryFields((t) => ({
  featureFlag: t.field({
    type: FeatureFlagRef,
    description: 'One feature flag of the organisation, by name (Feature flag by name)',
    authScopes: { public: true },
    args: { name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      if (!ctx.incubator) throw new IncubatorNotFoundError();
      if (!(FEATURE_FLAGS as readonly string[]).includes(args.name)) {
        throw new ValidationError([{ field: 'name', message: `${args.name} is not a feature flag` }]);
      }
      const flags = await getFeatureFlags(ctx.db, ctx.incubator.id);
      return { name: args.name, enabled: flags[args.name as keyof typeof flags] };
    },
  }),
  publicIncubator: t.field({
    type: IncubatorRef,
    description: 'The organisation of this address, as anyone may see it',
    authScopes: { public: true },
    args: { incubatorId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => requestedIncubator(ctx, args.incubatorId == null ? null : String(args.incubatorId)),
  }),
  incubator: t.field({
    type: IncubatorRef,
    description: 'The organisation of this address (FeatureFlags reads its featureFlags)',
    authScopes: { public: true },
    args: { incubatorId: t.arg.id({ required: false }) },
    resolve: (_root, args, ctx) => requestedIncubator(ctx, args.incubatorId == null ? null : String(args.incubatorId)),
  }),
  startupNameAlternative: t.field({
    type: StartupNameAlternativeRef,
    description: "The organisation's word for a startup (UseStartupLabel)",
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => (await requestedIncubator(ctx, null)).startupNameAlternative,
  }),
  layoutCustomization: t.field({
    type: LayoutCustomizationRef,
    description: 'How the login, apply and home pages look (UseLayoutCustomization)',
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => layoutCustomizationOf(await requestedIncubator(ctx, null)),
  }),
}));

builder.subscriptionFields((t) => ({
  incubatorUpdated: t.field({
    type: IncubatorRef,
    description: "Fires when the organisation's settings or branding change",
    authScopes: { public: true },
    subscribe: (_root, _args, ctx) => {
      if (!ctx.incubator) throw new IncubatorNotFoundError();
      return ctx.pubsub.subscribe(ctx.incubator.id, INCUBATOR_UPDATED);
    },
    resolve: async (_payload, _args, ctx) => {
      if (!ctx.incubator) throw new IncubatorNotFoundError();
      const { id } = ctx.incubator;
      return withTenant(ctx.database.db, id, (tx) => getIncubator(tx, id));
    },
  }),
}));
