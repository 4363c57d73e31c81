import { describe, expect, it } from 'vitest';
import {
  checkFormDefinition,
  cyclic,
  type DefinitionProblem,
  formInputSchema,
  formQuestionSchema,
  missingTranslations,
} from './definition.ts';
import { buildOption, buildQuestion, en } from './form-factories.ts';
import type { DependencyStatement, FormDependency, FormQuestion } from './model.ts';

const showWhen = (questionId: string, values = ['yes']): FormDependency => ({
  operator: 'and',
  statements: [{ action: 'show', questionId, operator: 'equals', values }],
});
const number = (id: string) => buildQuestion(id, 'number');
const calc = (id: string, formula: string | null) => buildQuestion(id, 'calculated', { formula });
const radio = (id: string, extra: Partial<FormQuestion> = {}) =>
  buildQuestion(id, 'select_radio', { options: [buildOption('yes'), buildOption('no')], ...extra });

describe('checkFormDefinition', () => {
  it('accepts a sound form', () => {
    const questions = [
      buildQuestion('intro', 'section', { label: [] }),
      radio('gate'),
      number('a'),
      number('b'),
      calc('total', 'sum({a}, {b})'),
      calc('double', '{total} * 2'),
      buildQuestion('why', 'text', { dependency: showWhen('gate') }),
      buildQuestion('where', 'tree_single', {
        options: [buildOption('africa', { children: [buildOption('kenya', { children: [buildOption('nairobi')] })] })],
      }),
      buildQuestion('cap', 'table', { columns: [{ id: 'name', label: en('Name'), type: 'text' }] }),
      buildQuestion('cf', 'custom_field', { behavesAs: 'text', customFieldId: crypto.randomUUID() }),
      buildQuestion('demo', 'external', { url: 'https://example.com/embed' }),
    ];
    expect(checkFormDefinition(questions)).toEqual([]);
  });

  it.each<[string, FormQuestion[], DefinitionProblem[]]>([
    ['a duplicate id', [number('a'), number('a')], [{ questionId: 'a', message: 'Two questions have the same id' }]],
    [
      'a missing label',
      [buildQuestion('a', 'text', { label: en('  ') })],
      [{ questionId: 'a', message: 'Every question needs a label' }],
    ],
    [
      'a choice without options',
      [radio('r', { options: [] })],
      [{ questionId: 'r', message: '"R" needs at least one option' }],
    ],
    [
      'an option without a label',
      [radio('r', { options: [{ value: 'x', labels: en(' ') }] })],
      [{ questionId: 'r', message: '"R": every option needs a label' }],
    ],
    [
      'two options with the same value, one nested in a tree',
      [buildQuestion('t', 'tree_multi', { options: [buildOption('x', { children: [buildOption('x')] })] })],
      [{ questionId: 't', message: '"T": two options have the same value' }],
    ],
    [
      'children under a question that is not a tree',
      [radio('r', { options: [buildOption('x', { children: [buildOption('y')] })] })],
      [{ questionId: 'r', message: '"R": a tree has at most 4 levels' }],
    ],
    [
      'a tree of five levels',
      [
        buildQuestion('t', 'tree_single', {
          options: [
            buildOption('1', {
              children: [
                buildOption('2', {
                  children: [buildOption('3', { children: [buildOption('4', { children: [buildOption('5')] })] })],
                }),
              ],
            }),
          ],
        }),
      ],
      [{ questionId: 't', message: '"T": a tree has at most 4 levels' }],
    ],
    [
      'a table without columns',
      [buildQuestion('cap', 'table', { columns: [] })],
      [{ questionId: 'cap', message: '"CAP" needs at least one column' }],
    ],
    [
      'a custom field question without its field',
      [buildQuestion('cf', 'custom_field', { behavesAs: 'text' })],
      [{ questionId: 'cf', message: '"CF" needs a custom field' }],
    ],
    [
      'an embed without a link',
      [buildQuestion('e', 'external', { url: ' ' })],
      [{ questionId: 'e', message: '"E" needs a link' }],
    ],
    [
      'a minimum above the maximum',
      [buildQuestion('n', 'number', { validations: { min: 5, max: 1 } })],
      [{ questionId: 'n', message: '"N": the minimum is greater than the maximum' }],
    ],
    [
      'a minimum length above the maximum length',
      [buildQuestion('t', 'text', { validations: { minLength: 50, maxLength: 10 } })],
      [{ questionId: 't', message: '"T": the minimum is greater than the maximum' }],
    ],
    [
      'a calculated question without a formula',
      [calc('c', '  ')],
      [{ questionId: 'c', message: '"C" needs a formula' }],
    ],
    [
      'a formula that cannot be used',
      [number('a'), calc('c', '{a}.constructor')],
      [{ questionId: 'c', message: '"C": This formula uses something other than numbers, questions and + - * / %' }],
    ],
    [
      'a formula with a string',
      [number('a'), calc('c', '{a} + "1"')],
      [{ questionId: 'c', message: '"C": Only numbers may be written in a formula' }],
    ],
    [
      'a formula calling process.exit()',
      [calc('c', 'process.exit()')],
      [{ questionId: 'c', message: '"C": Unknown function in the formula: ?' }],
    ],
    [
      'a formula reading an unknown question',
      [calc('c', '{ghost} + 1')],
      [{ questionId: 'c', message: '"C": the formula refers to a question that is not a number on this form' }],
    ],
    [
      'a formula reading a text question',
      [buildQuestion('t', 'text'), calc('c', '{t} + 1')],
      [{ questionId: 'c', message: '"C": the formula refers to a question that is not a number on this form' }],
    ],
    [
      'a formula reading a choice without numerical values',
      [radio('r'), calc('c', '{r} + 1')],
      [{ questionId: 'c', message: '"C": the formula refers to a question that is not a number on this form' }],
    ],
    [
      'a formula reading itself',
      [calc('c', '{c} + 1')],
      [{ questionId: 'c', message: '"C": the formula refers to itself' }],
    ],
    [
      'two formulas reading each other',
      [calc('x', '{y} + 1'), calc('y', '{x} * 2')],
      [
        { questionId: 'x', message: '"X": its formula and another one refer to each other' },
        { questionId: 'y', message: '"Y": its formula and another one refer to each other' },
      ],
    ],
    [
      'three formulas in a circle, and one reading the circle',
      [calc('x', '{y}'), calc('y', '{z}'), calc('z', '{x}'), calc('reader', '{x}')],
      [
        { questionId: 'x', message: '"X": its formula and another one refer to each other' },
        { questionId: 'y', message: '"Y": its formula and another one refer to each other' },
        { questionId: 'z', message: '"Z": its formula and another one refer to each other' },
      ],
    ],
    [
      'a condition on an unknown question',
      [buildQuestion('q', 'text', { dependency: showWhen('ghost') })],
      [{ questionId: 'q', message: '"Q" depends on a question that is not on this form' }],
    ],
    [
      'a condition on a heading',
      [buildQuestion('h', 'heading'), buildQuestion('q', 'text', { dependency: showWhen('h') })],
      [{ questionId: 'q', message: '"Q" depends on a question that is not on this form' }],
    ],
    [
      'a condition on itself, nested in a group',
      [
        radio('q', {
          dependency: { operator: 'or', statements: [{ operator: 'and', statements: showWhen('q').statements }] },
        }),
      ],
      [{ questionId: 'q', message: '"Q" cannot depend on itself' }],
    ],
    [
      'two questions whose conditions depend on each other',
      [radio('a', { dependency: showWhen('b') }), radio('b', { dependency: showWhen('a') })],
      [
        { questionId: 'a', message: '"A": its conditions depend on each other in a circle' },
        { questionId: 'b', message: '"B": its conditions depend on each other in a circle' },
      ],
    ],
  ])('reports %s', (_name, questions, problems) => {
    expect(checkFormDefinition(questions)).toEqual(problems);
  });

  it('names a question in the default language of the form, else by its id', () => {
    const question = buildQuestion('q', 'select_dropdown', {
      label: [{ language: 'fr', value: 'Choix' }],
      options: [],
    });
    expect(checkFormDefinition([question], 'fr')[0]?.message).toBe('"Choix" needs at least one option');
    expect(checkFormDefinition([buildQuestion('q', 'calculated', { label: en('') })])).toEqual([
      { questionId: 'q', message: 'Every question needs a label' },
      { questionId: 'q', message: '"q" needs a formula' },
    ]);
  });

  it('accepts a formula reading a choice with numerical values, or a custom field behaving as a number', () => {
    const scored = radio('r', { options: [buildOption('yes', { numericalValue: 1 })] });
    const cf = buildQuestion('cf', 'custom_field', { behavesAs: 'currency', customFieldId: crypto.randomUUID() });
    expect(checkFormDefinition([scored, cf, calc('c', '{r} + {cf}')])).toEqual([]);
  });
});

describe('cyclic', () => {
  it.each<[string, Array<[string, string[]]>, string[]]>([
    ['no edge', [], []],
    [
      'a chain',
      [
        ['a', ['b']],
        ['b', ['c']],
      ],
      [],
    ],
    [
      'a diamond',
      [
        ['a', ['b', 'c']],
        ['b', ['d']],
        ['c', ['d']],
      ],
      [],
    ],
    [
      'a loop of two',
      [
        ['a', ['b']],
        ['b', ['a']],
      ],
      ['a', 'b'],
    ],
    [
      'a loop with a tail',
      [
        ['tail', ['a']],
        ['a', ['b']],
        ['b', ['a']],
      ],
      ['a', 'b'],
    ],
    [
      'two loops',
      [
        ['a', ['b']],
        ['b', ['a']],
        ['c', ['d']],
        ['d', ['c']],
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [
      'a node closing a loop through a finished node',
      [
        ['a', ['b', 'd']],
        ['b', ['c']],
        ['c', ['a']],
        ['d', ['b']],
      ],
      ['a', 'b', 'c', 'd'],
    ],
    [
      'a node with an edge to itself',
      [
        ['a', ['a']],
        ['b', ['a']],
      ],
      ['a'],
    ],
    [
      'a node reached twice from a loop',
      [
        ['a', ['b']],
        ['b', ['c', 'a']],
        ['c', ['b']],
      ],
      ['a', 'b', 'c'],
    ],
  ])('%s', (_name, edges, onCycle) => {
    expect(cyclic(new Map(edges)).sort()).toEqual(onCycle);
  });
});

describe('formQuestionSchema and formInputSchema', () => {
  it('accepts a question of each shape the builder sends', () => {
    const statement: DependencyStatement = { action: 'require', questionId: 'a', operator: 'lessThan', values: ['3'] };
    const question = radio('r', {
      dependency: { operator: 'or', statements: [statement, { operator: 'and', statements: [statement] }] },
      visibleTo: ['Admin'],
      validations: { required: true, step: 0.5 },
    });
    expect(formQuestionSchema.safeParse(question).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an id with a space', { ...number('a'), id: 'a b' }],
    ['an unknown type', { ...number('a'), questionType: 'slider' }],
    ['an unknown language', { ...number('a'), label: [{ language: 'xx', value: 'A' }] }],
    ['an unknown role', { ...number('a'), visibleTo: ['Nobody'] }],
    ['a step of zero', { ...number('a'), validations: { step: 0 } }],
    ['a label with NUL', { ...number('a'), label: en('a\u0000') }],
    ['a formula too long', { ...calc('c', `1${' + 1'.repeat(200)}`) }],
    ['a custom field that is not a uuid', { ...buildQuestion('cf', 'custom_field'), customFieldId: '42' }],
  ])('refuses %s', (_name, question) => {
    expect(formQuestionSchema.safeParse(question).success).toBe(false);
  });

  it('trims the title, drops duplicate tags and defaults the languages to English', () => {
    expect(formInputSchema.parse({ title: '  Application 2026 ', kind: 'submission', tags: ['a', 'a', 'b'] })).toEqual({
      title: 'Application 2026',
      kind: 'submission',
      description: null,
      tags: ['a', 'b'],
      languages: ['en'],
    });
    expect(formInputSchema.safeParse({ title: ' ', kind: 'submission' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
  });
});

describe('missingTranslations', () => {
  it('lists the languages a question, its options or its columns still lack', () => {
    const both = [
      { language: 'en', value: 'Yes' },
      { language: 'fr', value: 'Oui' },
    ];
    const questions = [
      buildQuestion('done', 'select_radio', { label: both, options: [{ value: 'y', labels: both }] }),
      buildQuestion('option', 'select_radio', { label: both, options: [{ value: 'y', labels: en('Yes') }] }),
      buildQuestion('column', 'table', { label: both, columns: [{ id: 'c', label: en('C'), type: 'text' }] }),
      buildQuestion('label', 'text'),
      buildQuestion('unnamed', 'section', { label: [] }),
    ];
    expect(missingTranslations(questions, ['en', 'fr'])).toEqual(
      new Map([
        ['option', ['fr']],
        ['column', ['fr']],
        ['label', ['fr']],
      ]),
    );
  });
});
