import { describe, expect, it } from 'vitest';
import { compareForms, type QuestionChangeKind } from './diff.ts';
import { buildOption, buildQuestion, en } from './form-factories.ts';
import type { FormQuestion } from './model.ts';

const text = (id: string, extra: Partial<FormQuestion> = {}) => buildQuestion(id, 'text', extra);
const radio = (id: string, extra: Partial<FormQuestion> = {}) =>
  buildQuestion(id, 'select_radio', { options: [buildOption('a'), buildOption('b')], ...extra });
const kindsOf = (before: FormQuestion[], after: FormQuestion[]) =>
  Object.fromEntries(compareForms(before, after).changed.map((c) => [c.after.id, c.kinds]));

describe('compareForms', () => {
  it('finds nothing between a form and itself (or a copy)', () => {
    const form = [text('a'), radio('b'), buildQuestion('c', 'calculated', { formula: '1' })];
    expect(compareForms(form, structuredClone(form))).toEqual({ added: [], removed: [], changed: [], unchanged: 3 });
  });

  it('lists the questions added and removed, without moving the ones around them', () => {
    const a = text('a');
    const b = text('b');
    const c = text('c');
    const d = text('d');
    expect(compareForms([a, b, c], [d, a, c])).toEqual({ added: [d], removed: [b], changed: [], unchanged: 2 });
  });

  it.each<[QuestionChangeKind, Partial<FormQuestion>]>([
    ['label', { label: en('New label') }],
    ['description', { description: en('Help') }],
    ['type', { questionType: 'text_long' }],
    ['validations', { validations: { required: true } }],
    [
      'dependency',
      {
        dependency: {
          operator: 'and',
          statements: [{ action: 'show', questionId: 'x', operator: 'equals', values: ['1'] }],
        },
      },
    ],
    ['visibility', { visibleTo: ['Admin'] }],
    ['formula', { formula: '1 + 1' }],
    ['columns', { columns: [{ id: 'c', label: en('C'), type: 'text' }] }],
    ['other', { newPage: true }],
    ['other', { minLabel: en('Low') }],
  ])('tells a change of %s', (kind, change) => {
    const before = text('q');
    const { changed } = compareForms([before], [{ ...before, ...change }]);
    expect(changed.map((c) => c.kinds)).toEqual([[kind]]);
  });

  it('tells a custom field behaving as another type as a change of type', () => {
    const before = buildQuestion('q', 'custom_field', { behavesAs: 'text' });
    expect(kindsOf([before], [{ ...before, behavesAs: 'number' }])).toEqual({ q: ['type'] });
  });

  it('tells several changes of one question at once', () => {
    const before = radio('q');
    const after = { ...before, label: en('Renamed'), validations: { required: true }, options: [buildOption('a')] };
    expect(kindsOf([before], [after])).toEqual({ q: ['label', 'validations', 'options'] });
  });

  it('lists options added, removed and changed, tree children included', () => {
    const before = buildQuestion('q', 'tree_multi', {
      options: [buildOption('africa', { children: [buildOption('kenya'), buildOption('ghana')] }), buildOption('asia')],
    });
    const after = {
      ...before,
      options: [
        buildOption('africa', { children: [buildOption('kenya', { numericalValue: 2 }), buildOption('senegal')] }),
        buildOption('asia', { labels: en('Asia & Pacific') }),
      ],
    };
    const [change] = compareForms([before], [after]).changed;
    expect(change?.kinds).toEqual(['options']);
    expect(change?.options).toEqual({
      added: [buildOption('senegal')],
      removed: [buildOption('ghana')],
      changed: [
        { before: buildOption('kenya'), after: buildOption('kenya', { numericalValue: 2 }) },
        { before: buildOption('asia'), after: buildOption('asia', { labels: en('Asia & Pacific') }) },
      ],
    });
  });

  it('tells a write-in option made or unmade', () => {
    const before = radio('q');
    const after = radio('q', { options: [buildOption('a'), buildOption('b', { isWriteIn: true })] });
    expect(compareForms([before], [after]).changed[0]?.options.changed).toEqual([
      { before: buildOption('b'), after: buildOption('b', { isWriteIn: true }) },
    ]);
  });

  it('tells options put in another order', () => {
    const before = radio('q');
    const after = radio('q', { options: [buildOption('b'), buildOption('a')] });
    expect(kindsOf([before], [after])).toEqual({ q: ['options'] });
  });

  it('tells the question moved, and only that one', () => {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => text(id));
    expect(kindsOf([a!, b!, c!, d!], [b!, c!, d!, a!])).toEqual({ a: ['position'] });
    expect(kindsOf([a!, b!, c!, d!], [a!, c!, b!, d!])).toEqual({ c: ['position'] });
    expect(Object.keys(kindsOf([a!, b!, c!, d!], [d!, c!, b!, a!]))).toHaveLength(3);
    expect(Object.keys(kindsOf([a!, b!, c!, d!], [b!, a!, d!, c!]))).toHaveLength(2);
  });

  it('does not tell a change where only the order of keys or a missing versus null setting differs', () => {
    const before = text('q', { validations: { required: true, max: 5 }, description: null, options: null });
    const after: FormQuestion = {
      options: [],
      validations: { max: 5, required: true, min: null },
      label: before.label,
      questionType: 'text',
      id: 'q',
    };
    expect(compareForms([before], [after])).toEqual({ added: [], removed: [], changed: [], unchanged: 1 });
    const option = { value: 'a', labels: en('A'), isWriteIn: null, numericalValue: null };
    expect(
      compareForms(
        [radio('r', { options: [option] })],
        [radio('r', { options: [buildOption('a', { labels: en('A') })] })],
      ).unchanged,
    ).toBe(1);
  });
});
