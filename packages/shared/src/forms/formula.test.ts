import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, parseFormula } from './formula.ts';

const evaluate = (formula: string, numbers: Record<string, number | null> = {}) =>
  evaluateFormula(parseFormula(formula), (id) => numbers[id] ?? null);

describe('parseFormula', () => {
  it('lists the questions a formula reads, once each, in order of appearance', () => {
    expect(parseFormula('{b} + {a} * {b} - {c_1-x}').references).toEqual(['b', 'a', 'c_1-x']);
    expect(parseFormula('2 * 3').references).toEqual([]);
  });

  it.each([
    ['an identifier such as constructor', 'constructor', 'Unknown name in the formula: constructor'],
    ['a call to constructor', 'constructor()', 'Unknown function in the formula: constructor'],
    ['a call to __proto__', '__proto__()', 'Unknown function in the formula: __proto__'],
    ['process.exit()', 'process.exit()', 'Unknown function in the formula: ?'],
    ['this', 'this', 'This formula uses something other than numbers, questions and + - * / %'],
    ['this + a reference', 'this + {a}', 'This formula uses something other than numbers, questions and + - * / %'],
    ['a string', '"1" + {a}', 'Only numbers may be written in a formula'],
    ['a single-quoted string', "'x'", 'Only numbers may be written in a formula'],
    ['true', 'true', 'Only numbers may be written in a formula'],
    ['null', 'null + 1', 'Only numbers may be written in a formula'],
    ['member access a.b', 'a.b', 'This formula uses something other than numbers, questions and + - * / %'],
    [
      'member access on a reference',
      '{a}.constructor',
      'This formula uses something other than numbers, questions and + - * / %',
    ],
    [
      'computed member access',
      '{a}["constructor"]',
      'This formula uses something other than numbers, questions and + - * / %',
    ],
    ['an array literal', '[1, 2]', 'This formula uses something other than numbers, questions and + - * / %'],
    [
      'sum over an array literal',
      'sum([1, 2])',
      'This formula uses something other than numbers, questions and + - * / %',
    ],
    ['a ternary', '{a} ? 1 : 2', 'This formula uses something other than numbers, questions and + - * / %'],
    ['two expressions', '{a}; {b}', 'This formula uses something other than numbers, questions and + - * / %'],
    ['nothing', '', 'This formula uses something other than numbers, questions and + - * / %'],
    ['a comparison', '{a} > 1', 'Operator not allowed in a formula: >'],
    ['exponentiation', '{a} ** 2', 'Operator not allowed in a formula: **'],
    ['a logical operator', '{a} || 1', 'Operator not allowed in a formula: ||'],
    ['a bitwise operator', '{a} | 0', 'Operator not allowed in a formula: |'],
    ['negation', '!{a}', 'Operator not allowed in a formula: !'],
    ['typeof', 'typeof {a}', 'This formula uses something other than numbers, questions and + - * / %'],
    ['an unknown function', 'pow({a}, 2)', 'Unknown function in the formula: pow'],
    ['eval', 'eval("1")', 'Unknown function in the formula: eval'],
    ['a free name', 'x + 1', 'Unknown name in the formula: x'],
    ['a placeholder name written by hand', '__q0 + 1', 'Unknown name in the formula: __q0'],
    ['two references glued together', '{a}{b}', 'Unknown name in the formula: __q0__q1'],
    ['an unclosed reference', '{a + 1', 'A question reference is written {question}'],
    ['a reference with a space', '{a b}', 'A question reference is written {question}'],
    ['an unbalanced parenthesis', '({a} + 1', 'The formula cannot be read'],
  ])('refuses %s', (_name, formula, message) => {
    expect(() => parseFormula(formula)).toThrow(FormulaError);
    expect(() => parseFormula(formula)).toThrow(message);
  });
});

describe('evaluateFormula', () => {
  it.each([
    ['{a} + {b}', { a: 2, b: 3 }, 5],
    ['{a} - {b} * 2', { a: 10, b: 3 }, 4],
    ['({a} - {b}) * 2', { a: 10, b: 3 }, 14],
    ['{a} / {b}', { a: 1, b: 4 }, 0.25],
    ['{a} % 3', { a: 10 }, 1],
    ['-{a} + +{b}', { a: 2, b: 5 }, 3],
    ['0.1 + 0.2', {}, 0.3],
    ['1e3 + .5', {}, 1000.5],
    ['sum({a}, {b}, 1)', { a: 2, b: 3 }, 6],
    ['sum()', {}, 0],
    ['min({a}, {b})', { a: 2, b: -3 }, -3],
    ['max({a}, {b})', { a: 2, b: -3 }, 2],
    ['avg({a}, {b}, 4)', { a: 2, b: 3 }, 3],
    ['round({a})', { a: 2.5 }, 3],
    ['round({a}, 2)', { a: 2.3456 }, 2.35],
    ['abs({a})', { a: -7 }, 7],
    ['floor({a})', { a: 7.9 }, 7],
    ['ceil({a})', { a: 7.1 }, 8],
    ['{a} * 1', { a: 123456789.123 }, 123456789.123],
    ['{a} * 1e300', { a: 10 }, 1e301],
  ])('%s with %j is %s', (formula, numbers, result) => {
    expect(evaluate(formula, numbers)).toBe(result);
  });

  it.each([
    ['division by zero', '{a} / {b}', { a: 1, b: 0 }],
    ['zero divided by zero', '{a} / 0', { a: 0 }],
    ['modulo zero', '{a} % 0', { a: 5 }],
    ['an unanswered reference', '{a} + {b}', { a: 1, b: null }],
    ['a reference not given at all', '{a} + 1', {}],
    ['avg of nothing', 'avg()', {}],
    ['min of nothing', 'min()', {}],
    ['a result too large for a number', '{a} * 1e308', { a: 10 }],
  ])('is null for %s', (_name, formula, numbers) => {
    expect(evaluate(formula, numbers)).toBeNull();
  });

  it('reads each reference once, by its id', () => {
    const asked: string[] = [];
    const parsed = parseFormula('{a} + {a} + {b}');
    expect(
      evaluateFormula(parsed, (id) => {
        asked.push(id);
        return id === 'a' ? 1 : 10;
      }),
    ).toBe(12);
    expect(asked).toEqual(['a', 'b']);
  });
});
