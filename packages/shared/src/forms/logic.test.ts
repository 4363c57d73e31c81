import { describe, expect, it } from 'vitest';
import { buildOption, buildQuestion } from './form-factories.ts';
import { dependencyStatements, numericValue, resolveForm } from './logic.ts';
import type { DependencyOperator, DependencyStatement, FormAnswers, FormDependency } from './model.ts';

const when = (
  questionId: string,
  operator: DependencyOperator,
  values: string[],
  action: DependencyStatement['action'] = 'show',
): DependencyStatement => ({ action, questionId, operator, values });
const all = (...statements: FormDependency['statements']): FormDependency => ({ operator: 'and', statements });
const any = (...statements: FormDependency['statements']): FormDependency => ({ operator: 'or', statements });

const colour = buildQuestion('colour', 'select_checkbox', {
  options: [buildOption('red'), buildOption('green'), buildOption('blue')],
});
const age = buildQuestion('age', 'number');
const name = buildQuestion('name', 'text');

describe('dependencies (show / hide / require)', () => {
  it.each<[string, DependencyStatement, FormAnswers, boolean]>([
    ['equals: a chosen option', when('colour', 'equals', ['red']), { colour: { values: ['red'] } }, true],
    [
      'equals: one of several values',
      when('colour', 'equals', ['red', 'blue']),
      { colour: { values: ['blue'] } },
      true,
    ],
    ['equals: another option', when('colour', 'equals', ['red']), { colour: { values: ['green'] } }, false],
    ['equals: unanswered', when('colour', 'equals', ['red']), {}, false],
    ['equals: a number', when('age', 'equals', ['30']), { age: 30 }, true],
    ['equals: a text', when('name', 'equals', ['Ada']), { name: 'Ada' }, true],
    ['equals: a blank text', when('name', 'equals', ['']), { name: '  ' }, false],
    ['notEquals: another option', when('colour', 'notEquals', ['red']), { colour: { values: ['green'] } }, true],
    [
      'notEquals: the option among others',
      when('colour', 'notEquals', ['red']),
      { colour: { values: ['green', 'red'] } },
      false,
    ],
    ['notEquals: unanswered', when('colour', 'notEquals', ['red']), {}, true],
    ['contains: part of a text, any case', when('name', 'contains', ['LOVE']), { name: 'Ada Lovelace' }, true],
    ['contains: absent text', when('name', 'contains', ['Byron']), { name: 'Ada Lovelace' }, false],
    ['contains: an option', when('colour', 'contains', ['gre']), { colour: { values: ['green'] } }, true],
    ['greaterThan: above', when('age', 'greaterThan', ['18']), { age: 30 }, true],
    ['greaterThan: equal', when('age', 'greaterThan', ['30']), { age: 30 }, false],
    ['greaterThan: a number typed as text', when('age', 'greaterThan', ['18']), { age: '19' }, true],
    ['greaterThan: unanswered', when('age', 'greaterThan', ['-1']), {}, false],
    ['greaterThan: a limit that is not a number', when('age', 'greaterThan', ['old']), { age: 30 }, false],
    ['lessThan: below', when('age', 'lessThan', ['18']), { age: 17 }, true],
    ['lessThan: above', when('age', 'lessThan', ['18']), { age: 40 }, false],
  ])('show when %s', (_name, statement, answers, shown) => {
    const target = buildQuestion('target', 'text', { dependency: all(statement) });
    const { states } = resolveForm([colour, age, name, target], answers);
    expect(states.get('target')?.visible).toBe(shown);
  });

  it('hides a question while its hide condition holds', () => {
    const target = buildQuestion('target', 'text', { dependency: all(when('age', 'lessThan', ['18'], 'hide')) });
    expect(resolveForm([age, target], { age: 12 }).states.get('target')?.visible).toBe(false);
    expect(resolveForm([age, target], { age: 40 }).states.get('target')?.visible).toBe(true);
    expect(resolveForm([age, target], {}).states.get('target')?.visible).toBe(true);
  });

  it('requires a question only while its require condition holds', () => {
    const target = buildQuestion('target', 'text', { dependency: all(when('age', 'greaterThan', ['17'], 'require')) });
    expect(resolveForm([age, target], { age: 30 }).states.get('target')).toEqual({ visible: true, required: true });
    expect(resolveForm([age, target], { age: 10 }).states.get('target')).toEqual({ visible: true, required: false });
    const alwaysRequired = { ...target, validations: { required: true } };
    expect(resolveForm([age, alwaysRequired], { age: 10 }).states.get('target')?.required).toBe(true);
  });

  it('never requires a hidden question, even one marked required', () => {
    const target = buildQuestion('target', 'text', {
      validations: { required: true },
      dependency: all(when('age', 'greaterThan', ['17']), when('age', 'greaterThan', ['17'], 'require')),
    });
    expect(resolveForm([age, target], { age: 10 }).states.get('target')).toEqual({ visible: false, required: false });
  });

  it('drops the answers of hidden questions and keeps those of visible ones', () => {
    const target = buildQuestion('target', 'text', { dependency: all(when('age', 'greaterThan', ['17'])) });
    expect(resolveForm([age, target], { age: 10, target: 'secret' }).answers).toEqual({ age: 10 });
    expect(resolveForm([age, target], { age: 20, target: 'kept' }).answers).toEqual({ age: 20, target: 'kept' });
  });

  it('counts a hidden question as unanswered for the questions that depend on it (chains)', () => {
    const middle = buildQuestion('middle', 'text', { dependency: all(when('age', 'greaterThan', ['17'])) });
    const last = buildQuestion('last', 'text', { dependency: all(when('middle', 'equals', ['yes'])) });
    const form = [age, middle, last];
    expect(resolveForm(form, { age: 20, middle: 'yes' }).states.get('last')?.visible).toBe(true);
    expect(resolveForm(form, { age: 10, middle: 'yes' }).states.get('last')?.visible).toBe(false);
  });

  it.each<[string, FormDependency, FormAnswers, boolean]>([
    [
      'and: both hold',
      all(when('age', 'greaterThan', ['17']), when('name', 'equals', ['Ada'])),
      { age: 20, name: 'Ada' },
      true,
    ],
    [
      'and: one fails',
      all(when('age', 'greaterThan', ['17']), when('name', 'equals', ['Ada'])),
      { age: 20, name: 'Bob' },
      false,
    ],
    [
      'or: one holds',
      any(when('age', 'greaterThan', ['17']), when('name', 'equals', ['Ada'])),
      { age: 5, name: 'Ada' },
      true,
    ],
    [
      'or: none holds',
      any(when('age', 'greaterThan', ['17']), when('name', 'equals', ['Ada'])),
      { age: 5, name: 'Bob' },
      false,
    ],
    [
      'and containing or: the group holds',
      all(when('age', 'greaterThan', ['17']), any(when('name', 'equals', ['Ada']), when('colour', 'equals', ['red']))),
      { age: 20, colour: { values: ['red'] } },
      true,
    ],
    [
      'and containing or: the group fails',
      all(when('age', 'greaterThan', ['17']), any(when('name', 'equals', ['Ada']), when('colour', 'equals', ['red']))),
      { age: 20, name: 'Bob', colour: { values: ['blue'] } },
      false,
    ],
    [
      'or containing and: the group holds',
      any(when('age', 'lessThan', ['0']), all(when('name', 'contains', ['a']), when('colour', 'equals', ['red']))),
      { age: 20, name: 'Ada', colour: { values: ['red'] } },
      true,
    ],
    [
      'three levels deep',
      all(any(all(when('age', 'equals', ['20'])), when('name', 'equals', ['nobody']))),
      { age: 20 },
      true,
    ],
    ['an empty group does not hide', all(), {}, true],
  ])('nested groups — %s', (_name, dependency, answers, shown) => {
    const target = buildQuestion('target', 'text', { dependency });
    expect(resolveForm([colour, age, name, target], answers).states.get('target')?.visible).toBe(shown);
  });

  it('weighs each action on its own within the same group', () => {
    const dependency = any(when('age', 'greaterThan', ['17']), when('name', 'equals', ['Ada'], 'require'));
    const target = buildQuestion('target', 'text', { dependency });
    const form = [age, name, target];
    expect(resolveForm(form, { age: 20, name: 'Bob' }).states.get('target')).toEqual({
      visible: true,
      required: false,
    });
    expect(resolveForm(form, { age: 20, name: 'Ada' }).states.get('target')).toEqual({ visible: true, required: true });
    expect(resolveForm(form, { age: 10, name: 'Ada' }).states.get('target')).toEqual({
      visible: false,
      required: false,
    });
  });

  it('lists every statement of nested groups', () => {
    const a = when('a', 'equals', ['1']);
    const b = when('b', 'equals', ['2'], 'hide');
    const c = when('c', 'lessThan', ['3']);
    expect(dependencyStatements(all(a, any(b, all(c))))).toEqual([a, b, c]);
    expect(dependencyStatements(null)).toEqual([]);
  });
});

describe('role visibility (visibleTo)', () => {
  const internal = buildQuestion('internal', 'text', {
    visibleTo: ['Admin', 'Coach'],
    validations: { required: true },
  });
  const everyone = buildQuestion('everyone', 'text', { visibleTo: [] });

  it.each([
    ['Admin', true],
    ['Coach', true],
    ['Applicant', false],
    [null, false],
  ] as const)('a question for admins and coaches, seen by %s → %s', (role, seen) => {
    const { states, answers } = resolveForm([internal, everyone], { internal: 'note', everyone: 'x' }, role);
    expect(states.get('internal')).toEqual({ visible: seen, required: seen });
    expect(answers).toEqual(seen ? { internal: 'note', everyone: 'x' } : { everyone: 'x' });
    expect(states.get('everyone')?.visible).toBe(true);
  });

  it('shows every question when roles are ignored', () => {
    expect(resolveForm([internal], {}, 'Applicant', { ignoreRoles: true }).states.get('internal')?.visible).toBe(true);
  });
});

describe('calculated questions', () => {
  const price = buildQuestion('price', 'currency');
  const quantity = buildQuestion('quantity', 'number');
  const total = buildQuestion('total', 'calculated', { formula: '{price} * {quantity}' });

  it('computes the value from the other answers and ignores a value sent for it', () => {
    const { answers } = resolveForm([price, quantity, total], { price: 2.5, quantity: '4', total: 999 });
    expect(answers.total).toBe(10);
  });

  it('computes a question placed before the questions it reads', () => {
    const { answers } = resolveForm([total, price, quantity], { price: 3, quantity: 5 });
    expect(answers.total).toBe(15);
  });

  it('leaves out the answer of a question hidden after the calculation that reads it', () => {
    const sum = buildQuestion('sum', 'calculated', { formula: 'sum({a}, {b})' });
    const a = buildQuestion('a', 'number');
    const b = buildQuestion('b', 'number', { dependency: all(when('a', 'greaterThan', ['0'])) });
    expect(resolveForm([sum, a, b], { a: 1, b: 10 }).answers.sum).toBe(11);
    expect(resolveForm([sum, a, b], { a: -1, b: 10 }).answers.sum).toBeNull();
  });

  it('is null while an answer it reads is missing, and on division by zero', () => {
    const ratio = buildQuestion('ratio', 'calculated', { formula: '{price} / {quantity}' });
    expect(resolveForm([price, quantity, ratio], { price: 3 }).answers.ratio).toBeNull();
    expect(resolveForm([price, quantity, ratio], { price: 3, quantity: 0 }).answers.ratio).toBeNull();
    expect(resolveForm([price, quantity, ratio], { price: 3, quantity: 'abc' }).answers.ratio).toBeNull();
  });

  it('reads other calculated questions, wherever they are placed', () => {
    const vat = buildQuestion('vat', 'calculated', { formula: 'round({total} * 0.2, 2)' });
    const form = [vat, price, quantity, total];
    expect(resolveForm(form, { price: 1.99, quantity: 3 }).answers).toMatchObject({ total: 5.97, vat: 1.19 });
  });

  it('gives null rather than looping on formulas that read each other', () => {
    const x = buildQuestion('x', 'calculated', { formula: '{y} + 1' });
    const y = buildQuestion('y', 'calculated', { formula: '{x} + 1' });
    const self = buildQuestion('self', 'calculated', { formula: '{self} + 1' });
    expect(resolveForm([x, y, self], {}).answers).toEqual({ x: null, y: null, self: null });
  });

  it('is null for a formula that cannot be used', () => {
    const bad = buildQuestion('bad', 'calculated', { formula: 'process.exit()' });
    const none = buildQuestion('none', 'calculated');
    expect(resolveForm([bad, none], {}).answers).toEqual({ bad: null, none: null });
  });

  it('reads the numerical values of chosen options', () => {
    const rating = buildQuestion('rating', 'select_checkbox', {
      options: [buildOption('a', { numericalValue: 2 }), buildOption('b', { numericalValue: 3 }), buildOption('c')],
    });
    const double = buildQuestion('double', 'calculated', { formula: '{rating} * 2' });
    expect(resolveForm([rating, double], { rating: { values: ['a', 'b', 'c'] } }).answers.double).toBe(10);
    expect(resolveForm([rating, double], { rating: { values: ['c'] } }).answers.double).toBeNull();
  });

  it('is not computed for a viewer who cannot see it', () => {
    const hidden = { ...total, visibleTo: ['Admin' as const] };
    expect(resolveForm([price, quantity, hidden], { price: 1, quantity: 1 }, 'Applicant').answers).toEqual({
      price: 1,
      quantity: 1,
    });
  });

  it('drives conditions with its computed value, never with a value sent for it', () => {
    const big = buildQuestion('big', 'text', { dependency: all(when('total', 'greaterThan', ['100'])) });
    expect(resolveForm([price, quantity, total, big], { price: 5, total: 500 }).states.get('big')?.visible).toBe(false);
    const early = buildQuestion('early', 'text', { dependency: all(when('total', 'greaterThan', ['100'])) });
    const form = [early, price, quantity, total];
    expect(resolveForm(form, { price: 5, quantity: 3, total: 500 }).states.get('early')?.visible).toBe(false);
    expect(resolveForm(form, { price: 50, quantity: 3 }).states.get('early')?.visible).toBe(true);
  });

  it('can drive the visibility of a later question', () => {
    const big = buildQuestion('big', 'text', { dependency: all(when('total', 'greaterThan', ['100'])) });
    expect(resolveForm([price, quantity, total, big], { price: 50, quantity: 3 }).states.get('big')?.visible).toBe(
      true,
    );
    expect(resolveForm([price, quantity, total, big], { price: 5, quantity: 3 }).states.get('big')?.visible).toBe(
      false,
    );
  });
});

describe('numericValue', () => {
  const scale = buildQuestion('scale', 'number_scale');
  const radio = buildQuestion('radio', 'select_radio', { options: [buildOption('y', { numericalValue: 1.5 })] });
  const custom = buildQuestion('custom', 'custom_field', { behavesAs: 'number' });
  it.each([
    ['a number', scale, 4, 4],
    ['a number typed as text', scale, ' 4.5 ', 4.5],
    ['a blank text', scale, ' ', null],
    ['a text that is not a number', scale, 'four', null],
    ['a chosen option', radio, { values: ['y'] }, 1.5],
    ['an unknown option', radio, { values: ['zzz'] }, null],
    ['a number custom field typed as text', custom, '12', 12],
    ['text of a text question', name, '12', null],
    ['nothing', scale, null, null],
  ] as const)('%s', (_name, question, value, expected) => {
    expect(numericValue(question, value as never)).toBe(expected);
  });
});
