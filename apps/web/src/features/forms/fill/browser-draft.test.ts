import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/browser-storage.ts';
import { clearBrowserDraft, readBrowserDraft, writeBrowserDraft } from './browser-draft.ts';

describe('browser drafts of shared forms', () => {
  it('keeps, restores and forgets the answers of one link', () => {
    const storage = createMemoryStorage();
    expect(readBrowserDraft('a', storage)).toBeNull();
    writeBrowserDraft('a', { name: 'Solaris' }, storage);
    expect(readBrowserDraft('a', storage)).toEqual({ name: 'Solaris' });
    expect(readBrowserDraft('b', storage)).toBeNull();
    clearBrowserDraft('a', storage);
    expect(readBrowserDraft('a', storage)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    const storage = createMemoryStorage({ 'aa:form-draft:a': '[1]' });
    expect(readBrowserDraft('a', storage)).toBeNull();
  });
});
