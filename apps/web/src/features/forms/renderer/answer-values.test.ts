import { type FormQuestion, resolveForm } from '@cohort/shared';
import { describe, expect, it } from 'vitest';
import {
  chooseValues,
  currencyAffix,
  currencyDecimals,
  embeddableUrl,
  formatFileSize,
  numberAnswer,
  scalePoints,
  videoValue,
  visiblePages,
} from './answer-values.ts';

const label = (value: string) => [{ language: 'en', value }];

describe('currency', () => {
  it('puts the symbol where the language writes it', () => {
    expect(currencyAffix('USD', 'en')).toEqual({ prefix: '$ ' });
    expect(currencyAffix('EUR', 'fr')).toEqual({ suffix: ' €' });
    expect(currencyAffix('EUR', 'de')).toEqual({ suffix: ' €' });
    expect(currencyAffix('GBP', 'en')).toEqual({ prefix: '£ ' });
  });

  it('falls back to the code for an unknown currency, and knows the decimals of each', () => {
    expect(currencyAffix('not a currency', 'en')).toEqual({ prefix: 'not a currency ' });
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
  });
});

describe('answers of inputs', () => {
  it('turns a number box value into a number, nothing when cleared, the text while half typed', () => {
    expect(numberAnswer(12.5)).toBe(12.5);
    expect(numberAnswer('')).toBeNull();
    expect(numberAnswer('3')).toBe(3);
    expect(numberAnswer('3.')).toBe('3.');
    expect(numberAnswer('-')).toBe('-');
  });

  it('keeps the write-in text only while a write-in option is chosen', () => {
    const other = new Set(['other']);
    const previous = { values: ['other'], writeIn: 'Robotics' };
    expect(chooseValues(previous, ['a', 'other'], other)).toEqual({ values: ['a', 'other'], writeIn: 'Robotics' });
    expect(chooseValues(previous, ['a'], other)).toEqual({ values: ['a'] });
    expect(chooseValues(previous, [], other)).toBeNull();
  });

  it('reads a video answer, anything else as none', () => {
    expect(videoValue({ url: 'https://v.example' })).toEqual({ url: 'https://v.example' });
    expect(videoValue('text')).toEqual({});
    expect(videoValue(null)).toEqual({});
  });

  it('writes file sizes in the language', () => {
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});

describe('external links', () => {
  it('embeds http and https pages only', () => {
    expect(embeddableUrl('https://example.com/deck')).toBe('https://example.com/deck');
    expect(embeddableUrl(' http://example.com ')).toBe('http://example.com/');
    expect(embeddableUrl('javascript:alert(1)')).toBeNull();
    expect(embeddableUrl('data:text/html,hi')).toBeNull();
    expect(embeddableUrl('example.com')).toBeNull();
    expect(embeddableUrl(null)).toBeNull();
  });
});

describe('number scale', () => {
  it('lists the points from min to max by step, without float drift, never more than 101', () => {
    expect(scalePoints(1, 5, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(scalePoints(0, 1, 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    expect(scalePoints(0, 10, 0)).toHaveLength(11);
    expect(scalePoints(0, 1_000_000, 1)).toHaveLength(101);
  });
});

describe('pages', () => {
  const questions: FormQuestion[] = [
    { id: 'name', questionType: 'text', label: label('Name') },
    {
      id: 'more',
      questionType: 'select_radio',
      label: label('More?'),
      options: [{ value: 'yes', labels: label('Yes') }],
    },
    {
      id: 'details',
      questionType: 'section',
      newPage: true,
      label: label('Details'),
      dependency: {
        operator: 'and',
        statements: [{ action: 'show', questionId: 'more', operator: 'equals', values: ['yes'] }],
      },
    },
    {
      id: 'why',
      questionType: 'text',
      label: label('Why?'),
      dependency: {
        operator: 'and',
        statements: [{ action: 'show', questionId: 'more', operator: 'equals', values: ['yes'] }],
      },
    },
    { id: 'end', questionType: 'section', newPage: true, label: label('End') },
    { id: 'ok', questionType: 'text', label: label('OK') },
  ];

  it('splits at sections starting a new page and skips a page whose questions are all hidden', () => {
    const ids = (answers: Parameters<typeof resolveForm>[1]) =>
      visiblePages(questions, resolveForm(questions, answers).states).map((page) => page.map((q) => q.id));
    expect(ids({})).toEqual([
      ['name', 'more'],
      ['end', 'ok'],
    ]);
    expect(ids({ more: { values: ['yes'] } })).toEqual([
      ['name', 'more'],
      ['details', 'why'],
      ['end', 'ok'],
    ]);
  });
});
