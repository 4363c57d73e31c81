import type { RoleType } from '../roles.ts';
import { evaluateFormula, type ParsedFormula, parseFormula } from './formula.ts';
import {
  type DependencyAction,
  type DependencyStatement,
  effectiveType,
  type FormAnswers,
  type FormAnswerValue,
  type FormDependency,
  type FormQuestion,
  isChoice,
  isChoiceAnswer,
  isLayout,
  isNumeric,
  isVisibleToRole,
} from './model.ts';

export function isStatement(node: DependencyStatement | FormDependency): node is DependencyStatement {
  return 'questionId' in node;
}

/** Every statement of a dependency, nested groups included. */
export function dependencyStatements(dependency: FormDependency | null | undefined): DependencyStatement[] {
  if (!dependency) return [];
  return dependency.statements.flatMap((node) => (isStatement(node) ? [node] : dependencyStatements(node)));
}

/** The answer as the strings a dependency compares: option values, a number, a text. */
function answerStrings(value: FormAnswerValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number') return [String(value)];
  if (isChoiceAnswer(value)) return [...value.values];
  return [];
}

function holds(statement: DependencyStatement, answer: FormAnswerValue | undefined): boolean {
  const given = answerStrings(answer);
  const wanted = statement.values;
  switch (statement.operator) {
    case 'equals':
      return given.length > 0 && wanted.some((w) => given.includes(w));
    case 'notEquals':
      return !wanted.some((w) => given.includes(w));
    case 'contains':
      return given.some((g) => wanted.some((w) => g.toLowerCase().includes(w.toLowerCase())));
    case 'greaterThan':
    case 'lessThan': {
      const n = typeof answer === 'number' ? answer : Number(given[0]);
      const limit = Number(wanted[0]);
      if (given.length === 0 || !Number.isFinite(n) || !Number.isFinite(limit)) return false;
      return statement.operator === 'greaterThan' ? n > limit : n < limit;
    }
  }
}

/**
 * Whether the statements of one action hold: the group's operator over its statements of that action (nested
 * groups kept when they hold any). `undefined` when the dependency has no statement of that action.
 */
function actionHolds(
  group: FormDependency,
  action: DependencyAction,
  answerOf: (id: string) => FormAnswerValue | undefined,
): boolean | undefined {
  const results: boolean[] = [];
  for (const node of group.statements) {
    if (isStatement(node)) {
      if (node.action === action) results.push(holds(node, answerOf(node.questionId)));
    } else {
      const nested = actionHolds(node, action, answerOf);
      if (nested !== undefined) results.push(nested);
    }
  }
  if (results.length === 0) return undefined;
  return group.operator === 'and' ? results.every(Boolean) : results.some(Boolean);
}

export interface QuestionState {
  visible: boolean;
  required: boolean;
}

export interface FormState {
  /** Per question: shown to this person now, and whether an answer is needed. */
  states: Map<string, QuestionState>;
  /** The answers with hidden questions left out and calculated questions computed. */
  answers: FormAnswers;
}

const parsedFormulas = new WeakMap<FormQuestion, ParsedFormula | null>();
function formulaOf(question: FormQuestion): ParsedFormula | null {
  if (!parsedFormulas.has(question)) {
    try {
      parsedFormulas.set(question, question.formula ? parseFormula(question.formula) : null);
    } catch {
      parsedFormulas.set(question, null);
    }
  }
  return parsedFormulas.get(question) ?? null;
}

/** The number an answer counts for in a formula: a number, or the numerical value of the chosen options. */
export function numericValue(question: FormQuestion, value: FormAnswerValue | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const type = effectiveType(question);
  if (typeof value === 'string' && isNumeric(type)) {
    const n = Number(value);
    return value.trim() !== '' && Number.isFinite(n) ? n : null;
  }
  if (isChoiceAnswer(value) && isChoice(type)) {
    const numbers = value.values
      .map((v) => (question.options ?? []).find((o) => o.value === v)?.numericalValue)
      .filter((n): n is number => typeof n === 'number');
    return numbers.length === 0 ? null : numbers.reduce((s, n) => s + n, 0);
  }
  return null;
}

/**
 * What a person sees and must answer given the answers so far: dependencies are resolved in question order
 * (a question hidden by its own conditions counts as unanswered for those that follow), role visibility applied,
 * calculated questions computed from the visible answers.
 */
export function resolveForm(
  questions: readonly FormQuestion[],
  given: FormAnswers,
  roleType: RoleType | null = null,
  options: { ignoreRoles?: boolean } = {},
): FormState {
  const states = new Map<string, QuestionState>();
  const answers: FormAnswers = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  // Calculated values may depend on answers that come after them: compute them on demand, once.
  const computing = new Set<string>();
  const calculated = (question: FormQuestion): number | null => {
    if (question.id in answers) return answers[question.id] as number | null;
    const parsed = formulaOf(question);
    if (!parsed || computing.has(question.id)) return null;
    computing.add(question.id);
    const value = evaluateFormula(parsed, (id) => {
      const ref = byId.get(id);
      if (!ref || states.get(id)?.visible === false) return null;
      if (effectiveType(ref) === 'calculated') return calculated(ref);
      return numericValue(ref, given[id]);
    });
    computing.delete(question.id);
    return value;
  };
  // A condition on a calculated question reads the computed value, never one sent for it.
  const answerOf = (id: string): FormAnswerValue | undefined => {
    if (states.get(id)?.visible === false) return undefined;
    if (id in answers) return answers[id];
    const ref = byId.get(id);
    return ref && effectiveType(ref) === 'calculated' ? calculated(ref) : given[id];
  };
  for (const question of questions) {
    const roleOk = options.ignoreRoles || isVisibleToRole(question, roleType);
    let visible = roleOk;
    let required = Boolean(question.validations?.required);
    if (question.dependency && roleOk) {
      const show = actionHolds(question.dependency, 'show', answerOf);
      const hide = actionHolds(question.dependency, 'hide', answerOf);
      const requireWhen = actionHolds(question.dependency, 'require', answerOf);
      if (show === false || hide === true) visible = false;
      if (requireWhen === true) required = true;
    }
    states.set(question.id, { visible, required: visible && required && !isLayout(question) });
    if (!visible || isLayout(question)) continue;
    if (effectiveType(question) === 'calculated') {
      answers[question.id] = calculated(question);
    } else if (question.id in given) {
      answers[question.id] = given[question.id] ?? null;
    }
  }
  // A calculated question placed before what it reads was computed with answers not yet resolved: compute again.
  const formulas = questions.filter((q) => effectiveType(q) === 'calculated' && states.get(q.id)?.visible);
  for (const question of formulas) delete answers[question.id];
  for (const question of formulas) answers[question.id] = calculated(question);
  return { states, answers };
}
