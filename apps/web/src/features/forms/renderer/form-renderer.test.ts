import {
  FORM_FIELD_TYPES,
  type FormAnswers,
  type FormFieldType,
  type FormQuestion,
  validateFormAnswers,
} from '@cohort/shared';
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import english from '../../../locales/en/formFill.json';
import { FormRenderer, type FormRendererProps } from './form-renderer.tsx';
import { LocalizedFormRenderer } from './localized-form-renderer.tsx';

const text = (value: string) => [{ language: 'en', value }];

/** One question of every type, each with what its type needs. */
function questionOf(type: FormFieldType): FormQuestion {
  const base: FormQuestion = { id: type, questionType: type, label: text(`Q ${type}`) };
  switch (type) {
    case 'custom_field':
      return { ...base, behavesAs: 'number' };
    case 'select_radio':
    case 'select_checkbox':
    case 'select_dropdown':
    case 'select_multi_dropdown':
      return {
        ...base,
        options: [
          { value: 'a', labels: text('Alpha') },
          { value: 'other', labels: text('Other'), isWriteIn: true },
        ],
      };
    case 'tree_single':
    case 'tree_multi':
      return {
        ...base,
        options: [{ value: 'p', labels: text('Parent'), children: [{ value: 'c', labels: text('Child') }] }],
      };
    case 'table':
      return {
        ...base,
        columns: [
          { id: 'name', type: 'text', label: text('Name') },
          { id: 'share', type: 'number', label: text('Share') },
        ],
      };
    case 'calculated':
      return { ...base, formula: '{number} * 2' };
    case 'external':
      return { ...base, url: 'https://example.com/embed' };
    case 'number_scale':
      return { ...base, minLabel: text('Poor'), maxLabel: text('Great') };
    default:
      return base;
  }
}

async function render(
  props: Partial<FormRendererProps> & Pick<FormRendererProps, 'questions'>,
  renderer: typeof FormRenderer = FormRenderer,
) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { formFill: english } },
    defaultNS: 'formFill',
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(
        I18nextProvider,
        { i18n },
        createElement(renderer, { answers: {}, onChange: () => {}, language: 'en', ...props }),
      ),
    ),
  );
}

describe('FormRenderer', () => {
  it('renders every one of the 24 types', async () => {
    const questions = FORM_FIELD_TYPES.filter((t) => t !== 'section').map(questionOf);
    const answers: FormAnswers = {
      number: 21,
      select_radio: { values: ['other'], writeIn: 'Mine' },
      table: [{ name: 'Ada', share: 60 }],
      file: { files: [{ id: 'f1', name: 'deck.pdf', size: 2048 }] },
    };
    const html = await render({ questions, answers });
    for (const type of FORM_FIELD_TYPES.filter((t) => t !== 'section')) {
      expect(html, type).toContain(`data-question-id="${type}"`);
    }
    expect(html).toContain('Q heading');
    expect(html).toContain('<iframe');
    expect(html).toContain('sandbox="allow-scripts');
    expect(html).toContain('aria-label="Name row 1"');
    expect(html).toContain('aria-label="Share row 1"');
    expect(html).toMatch(/<button[^>]*>.*Add row.*<\/button>/s);
    expect(html).toContain('Other: your answer');
    expect(html).toContain('value="42"'); // calculated: {number} * 2
    expect(html).toContain('deck.pdf');
    expect(html).toContain('Files cannot be uploaded here.');
    expect(html).toContain('type="date"');
    expect(html).toContain('type="tel"');
    expect(html).toContain('Poor');
  });

  it('writes the organisation currency beside an amount, where the language puts it', async () => {
    const questions: FormQuestion[] = [{ id: 'budget', questionType: 'currency', label: text('Budget') }];
    expect(await render({ questions })).toMatch(/data-position="left"[^>]*>.*\$/s);
    expect(await render({ questions, currency: 'EUR', language: 'fr' })).toMatch(/data-position="right"[^>]*>.*€/s);
  });

  it('leaves hidden questions out and marks required ones', async () => {
    const questions: FormQuestion[] = [
      { id: 'name', questionType: 'text', label: text('Name'), validations: { required: true } },
      {
        id: 'secret',
        questionType: 'text',
        label: text('Secret'),
        dependency: {
          operator: 'and',
          statements: [{ action: 'show', questionId: 'name', operator: 'equals', values: ['x'] }],
        },
      },
      {
        id: 'staff',
        questionType: 'text',
        label: text('Staff only'),
        visibleTo: ['Admin'],
      },
    ];
    const html = await render({ questions });
    expect(html).toContain('Name');
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('Staff only');
    expect(html).toContain('aria-required="true"');
    expect(await render({ questions, roleType: 'Admin' })).toContain('Staff only');
  });

  it('shows an error only when the question was touched or every error is asked for', async () => {
    const questions: FormQuestion[] = [
      { id: 'name', questionType: 'text', label: text('Name'), validations: { required: true } },
    ];
    const { errors } = validateFormAnswers(questions, {}, { language: 'en' });
    expect(await render({ questions, errors })).not.toContain('Name is a required field');
    expect(await render({ questions, errors, touched: new Set(['name']) })).toContain('Name is a required field');
    expect(await render({ questions, errors, showAllErrors: true })).toContain('Name is a required field');
  });

  it('shows one page at a time with Previous and Next, and every page when read only', async () => {
    const questions: FormQuestion[] = [
      { id: 'one', questionType: 'text', label: text('First question') },
      { id: 's2', questionType: 'section', newPage: true, label: text('Second page') },
      { id: 'two', questionType: 'text', label: text('Second question') },
    ];
    const first = await render({ questions });
    expect(first).toContain('First question');
    expect(first).not.toContain('Second question');
    expect(first).toContain('Page 1 of 2');
    expect(first).toMatch(/<button[^>]*>.*Next.*<\/button>/s);
    const second = await render({ questions, page: 1 });
    expect(second).toContain('Second question');
    expect(second).not.toContain('First question');
    const all = await render({ questions, readOnly: true });
    expect(all).toContain('First question');
    expect(all).toContain('Second question');
    expect(all).not.toContain('Page 1 of 2');
  });
});

describe('LocalizedFormRenderer', () => {
  it('marks the form with its language and writing direction', async () => {
    const question: FormQuestion = { id: 'q1', questionType: 'text', label: [{ language: 'ar', value: 'الاسم' }] };
    const html = await render(
      { questions: [question], answers: { q1: 'سارة' }, language: 'ar', readOnly: true },
      LocalizedFormRenderer,
    );
    expect(html).toContain('<div lang="ar" dir="rtl">');
    expect(html).toContain('الاسم');
    expect(html).toContain('سارة');
  });
});
