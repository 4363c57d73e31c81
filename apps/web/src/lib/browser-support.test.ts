import { describe, expect, it } from 'vitest';
import { detectBrowserSupport, isBrowserSupported } from './browser-support.ts';

const AGENTS = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  chrome98:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36',
  chrome99:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36',
  chrome140: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  edge120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  edgeLegacy:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18362',
  firefox92: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:92.0) Gecko/20100101 Firefox/92.0',
  firefox93: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:93.0) Gecko/20100101 Firefox/93.0',
  opera84:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 OPR/84.0.4316.21',
  opera85:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36 OPR/85.0.4341.18',
  opera100WithNewChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 OPR/100.0.0.0',
  safari14:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Safari/605.1.15',
  ios14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
  ios15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  chromeOnIos14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  firefoxOnIos16:
    'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15',
  curl: 'curl/8.5.0',
};

describe('detectBrowserSupport', () => {
  it('rejects every Internet Explorer', () => {
    expect(detectBrowserSupport(AGENTS.ie11)).toEqual({ family: 'ie', version: 11, supported: false });
    expect(detectBrowserSupport(AGENTS.ie10)).toEqual({ family: 'ie', version: 10, supported: false });
  });

  it('needs Chrome 99 or later, Chromium-based Edge included', () => {
    expect(detectBrowserSupport(AGENTS.chrome98)).toMatchObject({ family: 'chrome', version: 98, supported: false });
    expect(detectBrowserSupport(AGENTS.chrome99)).toMatchObject({ family: 'chrome', version: 99, supported: true });
    expect(isBrowserSupported(AGENTS.chrome140)).toBe(true);
    expect(isBrowserSupported(AGENTS.headlessChrome)).toBe(true);
    expect(isBrowserSupported(AGENTS.edge120)).toBe(true);
    expect(isBrowserSupported(AGENTS.edgeLegacy)).toBe(false);
  });

  it('needs Firefox 93 or later', () => {
    expect(detectBrowserSupport(AGENTS.firefox92)).toMatchObject({ family: 'firefox', version: 92, supported: false });
    expect(detectBrowserSupport(AGENTS.firefox93)).toMatchObject({ family: 'firefox', version: 93, supported: true });
  });

  it('needs Opera 85 or later, judged by its own version rather than its Chrome token', () => {
    expect(detectBrowserSupport(AGENTS.opera84)).toMatchObject({ family: 'opera', version: 84, supported: false });
    expect(detectBrowserSupport(AGENTS.opera85)).toMatchObject({ family: 'opera', version: 85, supported: true });
    expect(detectBrowserSupport(AGENTS.opera100WithNewChrome)).toMatchObject({ family: 'opera', version: 100 });
  });

  it('needs Safari 15 or later on the desktop', () => {
    expect(detectBrowserSupport(AGENTS.safari14)).toMatchObject({ family: 'safari', version: 14, supported: false });
    expect(detectBrowserSupport(AGENTS.safari15)).toMatchObject({ family: 'safari', version: 15, supported: true });
  });

  it('judges every iOS browser by the iOS version', () => {
    expect(detectBrowserSupport(AGENTS.ios14)).toMatchObject({ family: 'ios', version: 14, supported: false });
    expect(detectBrowserSupport(AGENTS.ios15)).toMatchObject({ family: 'ios', version: 15, supported: true });
    expect(detectBrowserSupport(AGENTS.chromeOnIos14)).toMatchObject({ family: 'ios', version: 14, supported: false });
    expect(detectBrowserSupport(AGENTS.firefoxOnIos16)).toMatchObject({ family: 'ios', version: 16, supported: true });
  });

  it('lets unknown agents through', () => {
    expect(detectBrowserSupport(AGENTS.curl)).toEqual({ family: 'unknown', version: null, supported: true });
    expect(isBrowserSupported('')).toBe(true);
  });
});
