import { describe, expect, it } from 'vitest';
import { supportContactTarget } from './support-contact.ts';

describe('supportContactTarget', () => {
  it("mails the organisation's support mailbox when there is one", () => {
    expect(supportContactTarget({ email: 'help@demo.test', url: 'https://cohort.test/contact' })).toEqual({
      href: 'mailto:help@demo.test',
      newTab: false,
    });
  });

  it('opens the public contact page otherwise', () => {
    expect(supportContactTarget({ email: null, url: 'https://cohort.test/contact' })).toEqual({
      href: 'https://cohort.test/contact',
      newTab: true,
    });
    expect(supportContactTarget({ email: '  ', url: 'https://cohort.test/contact' })?.newTab).toBe(true);
  });

  it('refuses a page address that is not a web link', () => {
    expect(supportContactTarget({ url: 'javascript:alert(1)' })).toBeNull();
  });
});
