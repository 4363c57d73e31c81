import jsep from 'jsep';

/**
 * Calculated questions: a formula over other numeric answers, parsed by jsep and evaluated by walking its tree —
 * never `eval` or `Function`. Questions are written `{questionId}`; numbers, + - * / %, parentheses, unary minus and
 * the functions sum, min, max, avg, round, abs, floor, ceil are allowed. Anything else is refused when the form is
 * saved.
 */
const FUNCTIONS: Record<string, (...args: number[]) => number> = {
  sum: (...a) => a.reduce((s, n) => s + n, 0),
  min: (...a) => Math.min(...a),
  max: (...a) => Math.max(...a),
  avg: (...a) => (a.length === 0 ? Number.NaN : a.reduce((s, n) => s + n, 0) / a.length),
  round: (n = Number.NaN, digits = 0) => {
    const f = 10 ** Math.max(0, Math.min(10, Math.trunc(digits)));
    return Math.round(n * f) / f;
  },
  abs: (n = Number.NaN) => Math.abs(n),
  floor: (n = Number.NaN) => Math.floor(n),
  ceil: (n = Number.NaN) => Math.ceil(n),
};

const REFERENCE = /\{([A-Za-z0-9_-]{1,64})\}/g;

export interface ParsedFormula {
  ast: jsep.Expression;
  /** The question ids the formula reads, in order of appearance. */
  references: string[];
}

export class FormulaError extends Error {}

/** Parses a formula, or throws a FormulaError saying why it cannot be used. */
export function parseFormula(formula: string): ParsedFormula {
  const references: string[] = [];
  const source = formula.replace(REFERENCE, (_whole, id: string) => {
    let index = references.indexOf(id);
    if (index < 0) index = references.push(id) - 1;
    return `__q${index}`;
  });
  if (/[{}]/.test(source)) throw new FormulaError('A question reference is written {question}');
  let ast: jsep.Expression;
  try {
    ast = jsep(source);
  } catch (error) {
    throw new FormulaError(`The formula cannot be read: ${(error as Error).message}`);
  }
  check(ast, references.length);
  return { ast, references };
}

function check(node: jsep.Expression, referenceCount: number): void {
  switch (node.type) {
    case 'Literal':
      if (typeof node.value !== 'number') throw new FormulaError('Only numbers may be written in a formula');
      return;
    case 'Identifier': {
      const match = /^__q(\d+)$/.exec(String(node.name));
      if (!match || Number(match[1]) >= referenceCount) {
        throw new FormulaError(`Unknown name in the formula: ${String(node.name)}`);
      }
      return;
    }
    case 'BinaryExpression':
      if (!['+', '-', '*', '/', '%'].includes(String(node.operator))) {
        throw new FormulaError(`Operator not allowed in a formula: ${String(node.operator)}`);
      }
      check(node.left as jsep.Expression, referenceCount);
      check(node.right as jsep.Expression, referenceCount);
      return;
    case 'UnaryExpression':
      if (!['-', '+'].includes(String(node.operator))) {
        throw new FormulaError(`Operator not allowed in a formula: ${String(node.operator)}`);
      }
      check(node.argument as jsep.Expression, referenceCount);
      return;
    case 'CallExpression': {
      const callee = node.callee as jsep.Expression;
      const name = callee.type === 'Identifier' ? String(callee.name) : '';
      if (!Object.hasOwn(FUNCTIONS, name)) throw new FormulaError(`Unknown function in the formula: ${name || '?'}`);
      for (const arg of node.arguments as jsep.Expression[]) check(arg, referenceCount);
      return;
    }
    default:
      throw new FormulaError('This formula uses something other than numbers, questions and + - * / %');
  }
}

/**
 * The value of a parsed formula given the numbers of the questions it reads (`null` for an unanswered one).
 * The result is null when a referenced answer is missing or the result is not a finite number (e.g. ÷ 0).
 */
export function evaluateFormula(parsed: ParsedFormula, numberOf: (questionId: string) => number | null): number | null {
  const values = parsed.references.map(numberOf);
  const walk = (node: jsep.Expression): number => {
    switch (node.type) {
      case 'Literal':
        return node.value as number;
      case 'Identifier': {
        const value = values[Number(String(node.name).slice(3))];
        return value === null || value === undefined ? Number.NaN : value;
      }
      case 'UnaryExpression': {
        const n = walk(node.argument as jsep.Expression);
        return node.operator === '-' ? -n : n;
      }
      case 'BinaryExpression': {
        const a = walk(node.left as jsep.Expression);
        const b = walk(node.right as jsep.Expression);
        switch (node.operator) {
          case '+':
            return a + b;
          case '-':
            return a - b;
          case '*':
            return a * b;
          case '/':
            return a / b;
          default:
            return a % b;
        }
      }
      case 'CallExpression': {
        const fn = FUNCTIONS[String((node.callee as jsep.Expression).name)]!;
        return fn(...(node.arguments as jsep.Expression[]).map(walk));
      }
      default:
        return Number.NaN;
    }
  };
  const result = walk(parsed.ast);
  if (!Number.isFinite(result)) return null;
  // Rounding hides float noise (0.1 + 0.2); past 1e290 the scaled value itself would overflow to Infinity.
  const rounded = Math.round(result * 1e9) / 1e9;
  return Number.isFinite(rounded) ? rounded : result;
}
