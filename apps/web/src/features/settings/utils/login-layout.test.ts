import { defaultLayout } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import { editableLayout, layoutInput, previewText } from './login-layout.ts';

describe('login layout editor', () => {
  it('edits a clean copy and gives back the whole layout, without what the cache adds', () => {
    const stored = {
      ...defaultLayout('#e8590c'),
      __typename: 'Layout',
      customText: {
        description: [
          { language: 'en', value: 'Welcome' },
          { language: 'fr', value: 'Bienvenue' },
          { language: 'xx', value: 'ignored' },
        ],
        footer: [],
      },
    };
    const editable = editableLayout(stored);
    expect(editable.customText.description.fr).toBe('Bienvenue');
    expect(editable.customText.description.de).toBe('');
    editable.header.height = '72';
    editable.customText.footer.de = '  Impressum  ';
    const input = layoutInput(editable);
    expect(input).not.toHaveProperty('__typename');
    expect(input.header.height).toBe(72);
    expect(input.customText.description).toEqual([
      { language: 'en', value: 'Welcome' },
      { language: 'fr', value: 'Bienvenue' },
    ]);
    expect(input.customText.footer).toEqual([{ language: 'de', value: 'Impressum' }]);
    expect(Object.keys(input).sort()).toEqual(Object.keys(defaultLayout()).sort());
  });

  it('previews a language without text with the English one', () => {
    const editable = editableLayout({
      ...defaultLayout(),
      customText: { description: [{ language: 'en', value: 'Welcome' }], footer: [] },
    });
    expect(previewText(editable.customText.description, 'ko')).toBe('Welcome');
    editable.customText.description.ko = '환영합니다';
    expect(previewText(editable.customText.description, 'ko')).toBe('환영합니다');
    expect(previewText(editable.customText.footer, 'ko')).toBe('');
  });
});
