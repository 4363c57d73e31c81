/** The product's own name (powered-by footer, fallback page title). */
export const PRODUCT_NAME = 'Cohort';
/** Where users write when their organisation has no support mailbox. */
export const FALLBACK_SUPPORT_EMAIL = 'support@cohort.test';

/** Business constants and limits of spec 01 §9 and spec 02 §9. */
export const PAGE_SIZE = 25;
export const NOTIFICATIONS_PAGE_SIZE = 16;
export const NAVBAR_TASKS_PAGE_SIZE = 15;
export const BADGE_CAP = 99;
export const POST_PREVIEW_LENGTH = 80;

export const SESSION_REFRESH_MS = 30_000;
export const SESSION_REFRESH_DEBOUNCE_MS = 500;
export const WEBSOCKET_RETRY_ATTEMPTS = 10;
export const HTTP_RETRY = { maxAttempts: 6, initialDelayMs: 3_000, maxDelayMs: 20_000 } as const;

export const ALERT_DISMISS_MS = 7_000;
export const TOAST_DISMISS_MS = 10_000;
export const RESEND_EMAIL_ALERT_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const BREAKPOINTS = { xs: 576, sm: 768, md: 992, lg: 1200, xl: 1400 } as const;
export const DESKTOP_MIN_WIDTH = 768;
export const SIDEBAR_WIDTH = 210;

export const TOKEN_STORAGE_KEY = 'accelerator-token';
export const LOCAL_STORAGE_PREFIX = 'aa:';
/** The header a GraphQL POST must carry to pass CSRF prevention (spec 01 §7.1). */
export const PREFLIGHT_HEADER = 'apollo-require-preflight';

export const DEFAULT_CURRENCY = 'USD';
export const CURRENCIES = [
  'AED',
  'AUD',
  'BDT',
  'BHD',
  'CAD',
  'CFA',
  'CHF',
  'CLP',
  'CNY',
  'EUR',
  'GBP',
  'GHS',
  'HKD',
  'INR',
  'JPY',
  'JOD',
  'KES',
  'KOR',
  'KR',
  'KRW',
  'MUR',
  'MXN',
  'MYR',
  'NZD',
  'OMR',
  'PAN',
  'PEN',
  'IDR',
  'QAR',
  'RSD',
  'RUB',
  'RWF',
  'SAR',
  'SGD',
  'TZS',
  'UAH',
  'UGX',
  'USD',
  'VND',
  'ZAR',
] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DATE_FORMATS = ['MM/dd/yy', 'dd/MM/yy', 'MMMM dd, yy', 'dd MMMM, yy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_MAX_SESSIONS = 5;
export const FOUNDING_YEAR_MIN = 1950;

/** Browser support gate (spec 01 §5): the minimum major version of each browser family. */
export const MINIMUM_BROWSER_VERSIONS = { safari: 15, firefox: 93, chrome: 99, opera: 85 } as const;
