import path from 'node:path';
import { z } from 'zod';
import type { OAuthClientConfig } from './platform/oauth/oauth.ts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  COHORT_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  COHORT_DEFAULT_ORG: z.string().default('demo'),
  COHORT_PLATFORM_ORG: z.string().optional(),
  COHORT_DEMO_PASSWORD: z.string().min(8).default('cohort-demo-2026'),
  COHORT_DEMO: booleanFlag,
  COHORT_WEB_DIST: z.string().optional(),
  COHORT_STORAGE: z.enum(['local', 's3']).default('local'),
  COHORT_STORAGE_DIR: z.string().optional(),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  COHORT_UPLOAD_LIMIT_MB: z.coerce.number().positive().max(2048).default(25),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  COHORT_SECRET: z.string().min(32).optional(),
  COHORT_MAIL_FROM: z.string().email().default('no-reply@cohort.test'),
  TRUST_PROXY: booleanFlag,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_AUTH_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_TOKEN_URL: z.string().url().default('https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com/v1.0'),
  OAUTH_CALLBACK_URL: z.string().url().optional(),
  ZOOM_CLIENT_ID: z.string().optional(),
  ZOOM_CLIENT_SECRET: z.string().optional(),
  ZOOM_AUTH_URL: z.string().url().default('https://zoom.us/oauth/authorize'),
  ZOOM_TOKEN_URL: z.string().url().default('https://zoom.us/oauth/token'),
  ZOOM_API_URL: z.string().url().default('https://api.zoom.us/v2'),
  COHORT_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  defaultOrganisation: string;
  /** Whose System-role users operate the platform (create, suspend and plan every organisation). */
  platformOrganisation: string;
  demoPassword: string;
  /** Seed the demo organisations: always in embedded mode, on a database server only when COHORT_DEMO=1. */
  seedDemo: boolean;
  webDist: string;
  storage: { kind: 'local' | 's3'; endpoint?: string; bucket?: string; region: string };
  /** Where the local storage keeps files (outside anything served); defaults to `<dataDir>/storage`. */
  storageDir: string;
  /** The largest upload accepted, in bytes (COHORT_UPLOAD_LIMIT_MB, 25 MB by default). */
  uploadLimitBytes: number;
  /** The Chromium that renders PDF exports (CHROMIUM_PATH); without it the PDF export answers 503. */
  chromiumPath: string;
  logLevel: string;
  /** Signs session tokens; without it a key is generated once and kept in the database. */
  secret: string | undefined;
  mailFrom: string;
  /** Behind a proxy that sets X-Forwarded-Proto and X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Google calendars through OAuth (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET; the endpoints overridable so that tests
   * point them at a local fake). Null without a client id: the Google option is hidden and refused.
   */
  googleCalendar: OAuthCalendarConfig | null;
  /** Microsoft (Outlook) calendars through OAuth and Graph (MICROSOFT_CLIENT_ID…), as Google's; null without an id. */
  microsoftCalendar: OAuthCalendarConfig | null;
  /**
   * Zoom meetings for coaching sessions through OAuth (ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET; endpoints overridable);
   * null without a client id: the Zoom card is hidden. Teams meetings use the Microsoft client above.
   */
  zoom: OAuthClientConfig | null;
  /**
   * The one address (scheme://host) registered with Google, Microsoft and Zoom for their OAuth callbacks
   * (OAUTH_CALLBACK_URL); it hands each answer on to the organisation's own address named in the signed state. Null:
   * every organisation's address is its own callback (each must be registered with the providers).
   */
  oauthCallbackOrigin: string | null;
}

/** An OAuth calendar provider's client and endpoints (`apiUrl`: Google's Calendar API, or Microsoft Graph). */
export type OAuthCalendarConfig = OAuthClientConfig;

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(environment: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.COHORT_DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    defaultOrganisation: env.COHORT_DEFAULT_ORG,
    platformOrganisation: env.COHORT_PLATFORM_ORG ?? env.COHORT_DEFAULT_ORG,
    demoPassword: env.COHORT_DEMO_PASSWORD,
    seedDemo: env.DATABASE_URL === undefined || env.COHORT_DEMO,
    webDist: path.resolve(env.COHORT_WEB_DIST ?? path.join(repositoryRoot, 'apps/web/dist')),
    storage: {
      kind: env.COHORT_STORAGE,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_BUCKET ? { bucket: env.S3_BUCKET } : {}),
      region: env.S3_REGION,
    },
    storageDir: path.resolve(env.COHORT_STORAGE_DIR ?? path.join(env.COHORT_DATA_DIR, 'storage')),
    uploadLimitBytes: Math.round(env.COHORT_UPLOAD_LIMIT_MB * 1024 * 1024),
    chromiumPath: env.CHROMIUM_PATH,
    logLevel: env.COHORT_LOG_LEVEL,
    secret: env.COHORT_SECRET,
    mailFrom: env.COHORT_MAIL_FROM,
    trustProxy: env.TRUST_PROXY,
    googleCalendar: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
          authorizationUrl: env.GOOGLE_AUTH_URL,
          tokenUrl: env.GOOGLE_TOKEN_URL,
          apiUrl: env.GOOGLE_CALENDAR_API_URL.replace(/\/+$/, ''),
        }
      : null,
    microsoftCalendar: env.MICROSOFT_CLIENT_ID
      ? {
          clientId: env.MICROSOFT_CLIENT_ID,
          clientSecret: env.MICROSOFT_CLIENT_SECRET ?? '',
          authorizationUrl: env.MICROSOFT_AUTH_URL,
          tokenUrl: env.MICROSOFT_TOKEN_URL,
          apiUrl: env.MICROSOFT_GRAPH_URL.replace(/\/+$/, ''),
        }
      : null,
    zoom: env.ZOOM_CLIENT_ID
      ? {
          clientId: env.ZOOM_CLIENT_ID,
          clientSecret: env.ZOOM_CLIENT_SECRET ?? '',
          authorizationUrl: env.ZOOM_AUTH_URL,
          tokenUrl: env.ZOOM_TOKEN_URL,
          apiUrl: env.ZOOM_API_URL.replace(/\/+$/, ''),
          clientAuth: 'basic',
        }
      : null,
    oauthCallbackOrigin: env.OAUTH_CALLBACK_URL ? new URL(env.OAUTH_CALLBACK_URL).origin : null,
  };
  return { ...config, ...overrides };
}
