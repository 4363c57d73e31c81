import { MINIMUM_BROWSER_VERSIONS } from '@cohort/shared';

export type BrowserFamily = 'ie' | 'opera' | 'ios' | 'firefox' | 'chrome' | 'safari' | 'unknown';

export interface BrowserSupport {
  family: BrowserFamily;
  /** Major version, or null when the user agent does not say. */
  version: number | null;
  supported: boolean;
}

function majorVersion(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  if (!match?.[1]) return null;
  const major = Number.parseInt(match[1], 10);
  return Number.isNaN(major) ? null : major;
}

function atLeast(version: number | null, minimum: number): boolean {
  // A browser whose version cannot be read is given the benefit of the doubt.
  return version === null || version >= minimum;
}

/**
 * Browser support gate (spec 01 §5): IE is unsupported, and so are iOS/Safari below 15,
 * Firefox below 93, Chrome below 99 and Opera below 85. Unknown browsers are let through.
 */
export function detectBrowserSupport(userAgent: string): BrowserSupport {
  if (/MSIE |Trident\//.test(userAgent)) {
    return { family: 'ie', version: majorVersion(userAgent, /(?:MSIE |rv:)(\d+)/), supported: false };
  }
  // Opera and Chromium-based browsers also carry 'Chrome/' and 'Safari/': test them first.
  if (/OPR\/|Opera[/ ]/.test(userAgent)) {
    const version = majorVersion(userAgent, /(?:OPR|Version|Opera)\/(\d+)/);
    return { family: 'opera', version, supported: atLeast(version, MINIMUM_BROWSER_VERSIONS.opera) };
  }
  // Every browser on iOS runs Apple's WebKit, so the system version decides.
  if (/iPhone|iPad|iPod/.test(userAgent)) {
    const version = majorVersion(userAgent, /OS (\d+)[_.]\d+/);
    return { family: 'ios', version, supported: atLeast(version, MINIMUM_BROWSER_VERSIONS.safari) };
  }
  if (/Firefox\//.test(userAgent)) {
    const version = majorVersion(userAgent, /Firefox\/(\d+)/);
    return { family: 'firefox', version, supported: atLeast(version, MINIMUM_BROWSER_VERSIONS.firefox) };
  }
  if (/(?:Chrome|Chromium|CriOS)\//.test(userAgent)) {
    const version = majorVersion(userAgent, /(?:Chrome|Chromium|CriOS)\/(\d+)/);
    return { family: 'chrome', version, supported: atLeast(version, MINIMUM_BROWSER_VERSIONS.chrome) };
  }
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) {
    const version = majorVersion(userAgent, /Version\/(\d+)/);
    return { family: 'safari', version, supported: atLeast(version, MINIMUM_BROWSER_VERSIONS.safari) };
  }
  return { family: 'unknown', version: null, supported: true };
}

export function isBrowserSupported(userAgent: string): boolean {
  return detectBrowserSupport(userAgent).supported;
}
