import type { FormQuestion } from '@cohort/shared';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/formFill.json';
import { formDirection, initialFormLanguage } from './form-language.ts';
import { LocalizedFormRenderer } from './localized-form-renderer.tsx';

describe('the language of a form or a sheet', () => {
  it('is the interface language when the form has it, else its first', () => {
    expect(initialFormLanguage(['en', 'fr'], 'fr')).toBe('fr');
    expect(initialFormLanguage(['en', 'fr'], 'ar')).toBe('en');
    expect(initialFormLanguage([], 'ar')).toBe('en');
    expect(formDirection('ar')).toBe('rtl');
    expect(formDirection('fr')).toBe('ltr');
  });

  it('marks the renderer with the language and its direction, read-only without onChange', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { formFill: english } }, defaultNS: 'formFill' });
    const question: FormQuestion = { id: 'q1', questionType: 'text', label: [{ language: 'ar', value: 'الاسم' }] };
    const html = renderToStaticMarkup(
      createElement(
        MantineProvider,
        null,
        createElement(
          I18nextProvider,
          { i18n },
          createElement(LocalizedFormRenderer, {
            questions: [question],
            answers: { q1: 'سارة' },
            language: 'ar',
            readOnly: true,
          }),
        ),
      ),
    );
    expect(html).toContain('<div lang="ar" dir="rtl">');
    expect(html).toContain('الاسم');
    expect(html).toContain('سارة');
  });
});
