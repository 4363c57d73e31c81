import { defaultLayout } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  editableLayout,
  LAYOUT_EDITOR_PAGES,
  LAYOUT_PAGE_OPTIONS,
  layoutFieldErrors,
  layoutInput,
  previewSize,
  previewText,
} from './page-layout.ts';

describe('page layout editor', () => {
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
    editable.content.columnWidth = '960';
    editable.customText.footer.de = '  Impressum  ';
    const input = layoutInput(editable);
    expect(input).not.toHaveProperty('__typename');
    expect(input.header.height).toBe(72);
    expect(input.content.columnWidth).toBe(960);
    expect(input.customText.description).toEqual([
      { language: 'en', value: 'Welcome' },
      { language: 'fr', value: 'Bienvenue' },
    ]);
    expect(input.customText.footer).toEqual([{ language: 'de', value: 'Impressum' }]);
    expect(Object.keys(input).sort()).toEqual(Object.keys(defaultLayout()).sort());
  });

  it('keeps the explore link switch of the home layout through an edit', () => {
    const editable = editableLayout(defaultLayout());
    expect(layoutInput(editable).showExploreLink).toBe(false);
    editable.showExploreLink = true;
    expect(layoutInput(editable).showExploreLink).toBe(true);
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

  it('edits the login, apply and home layouts, with the explore link on login and home only', () => {
    expect(LAYOUT_EDITOR_PAGES).toEqual(['login', 'apply', 'home']);
    expect(LAYOUT_PAGE_OPTIONS.home.exploreLink).toBe(true);
    expect(LAYOUT_PAGE_OPTIONS.login.exploreLink).toBe(true);
    expect(LAYOUT_PAGE_OPTIONS.apply.exploreLink).toBe(false);
  });

  it('files the server messages under the layout path, however the server prefixed them', () => {
    expect(
      layoutFieldErrors([
        { field: 'layout.header.height', message: 'Too high' },
        { field: 'input.colors.link', message: 'Invalid' },
        { field: 'content.columns', message: 'At most 2' },
      ]),
    ).toEqual({ 'header.height': 'Too high', 'colors.link': 'Invalid', 'content.columns': 'At most 2' });
  });

  it('scales sizes for the preview and keeps the fallback while a number is being typed', () => {
    expect(previewSize(100, 64)).toBeCloseTo(70);
    expect(previewSize('', 64)).toBeCloseTo(44.8);
    expect(previewSize('abc', 48)).toBeCloseTo(33.6);
    expect(previewSize(400, 64, { max: 120, min: 32 })).toBeCloseTo(84);
    expect(previewSize(0, 64, { max: 120, min: 32 })).toBe(32);
  });
});
