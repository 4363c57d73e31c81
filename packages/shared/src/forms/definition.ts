import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';
import { ROLE_TYPES } from '../roles.ts';
import { isStorableText } from '../validation.ts';
import { FormulaError, parseFormula } from './formula.ts';
import { dependencyStatements } from './logic.ts';
import {
  DEPENDENCY_ACTIONS,
  DEPENDENCY_OPERATORS,
  effectiveType,
  FORM_FIELD_TYPES,
  FORM_KINDS,
  FORM_LIMITS,
  type FormDependency,
  type FormOption,
  type FormQuestion,
  flattenOptions,
  isChoice,
  isLayout,
  isNumeric,
  LOGICAL_OPERATORS,
  localized,
  TABLE_COLUMN_TYPES,
  TREE_TYPES,
} from './model.ts';

/** What the builder is told when a form cannot be saved; `{label}` names the question. */
export const FORM_DEFINITION_MESSAGES = {
  titleRequired: 'Title is required',
  weight: 'A weight is a number from 0 to 100',
  titleTooLong: `Title must be at most ${FORM_LIMITS.title} characters`,
  tooManyQuestions: `A form has at most ${FORM_LIMITS.questions} questions`,
  labelRequired: 'Every question needs a label',
  labelTooLong: `A label must be at most ${FORM_LIMITS.label} characters`,
  descriptionTooLong: `A description must be at most ${FORM_LIMITS.description} characters`,
  unstorable: 'A text contains a character that is not allowed',
  duplicateId: 'Two questions have the same id',
  optionsRequired: '"{label}" needs at least one option',
  tooManyOptions: `A question has at most ${FORM_LIMITS.options} options`,
  optionLabelRequired: '"{label}": every option needs a label',
  optionLabelTooLong: `An option must be at most ${FORM_LIMITS.optionLabel} characters`,
  duplicateOption: '"{label}": two options have the same value',
  treeTooDeep: `"{label}": a tree has at most ${FORM_LIMITS.optionsDepth} levels`,
  columnsRequired: '"{label}" needs at least one column',
  formulaRequired: '"{label}" needs a formula',
  formulaInvalid: '"{label}": {reason}',
  formulaUnknown: '"{label}": the formula refers to a question that is not a number on this form',
  formulaSelf: '"{label}": the formula refers to itself',
  formulaCycle: '"{label}": its formula and another one refer to each other',
  dependencyUnknown: '"{label}" depends on a question that is not on this form',
  dependencySelf: '"{label}" cannot depend on itself',
  dependencyCycle: '"{label}": its conditions depend on each other in a circle',
  customFieldRequired: '"{label}" needs a custom field',
  urlRequired: '"{label}" needs a link',
  minMax: '"{label}": the minimum is greater than the maximum',
  tooManyTags: `A form has at most ${FORM_LIMITS.tags} tags`,
} as const;

const languageCode = z.enum(LANGUAGES);
const localizedList = (max: number, tooLong: string) =>
  z
    .array(
      z.object({
        language: languageCode,
        value: z.string().max(max, tooLong).refine(isStorableText, FORM_DEFINITION_MESSAGES.unstorable),
      }),
    )
    .max(LANGUAGES.length * 2);

const optionSchema: z.ZodType<FormOption> = z.lazy(() =>
  z.object({
    value: z.string().trim().min(1).max(64),
    labels: localizedList(FORM_LIMITS.optionLabel, FORM_DEFINITION_MESSAGES.optionLabelTooLong),
    isWriteIn: z.boolean().nullish(),
    numericalValue: z.number().finite().nullish(),
    children: z.array(optionSchema).max(FORM_LIMITS.options).nullish(),
  }),
);

const statementSchema = z.object({
  action: z.enum(DEPENDENCY_ACTIONS),
  questionId: z.string().min(1).max(64),
  operator: z.enum(DEPENDENCY_OPERATORS),
  values: z.array(z.string().max(FORM_LIMITS.optionLabel)).max(FORM_LIMITS.options),
});
const dependencySchema: z.ZodType<FormDependency> = z.lazy(() =>
  z.object({
    operator: z.enum(LOGICAL_OPERATORS),
    statements: z.array(z.union([statementSchema, dependencySchema])).max(FORM_LIMITS.statements),
  }),
);

const nullableNumber = z.number().finite().nullish();

export const formQuestionSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'A question id is made of letters, digits, - and _'),
  questionType: z.enum(FORM_FIELD_TYPES),
  behavesAs: z.enum(FORM_FIELD_TYPES).nullish(),
  label: localizedList(FORM_LIMITS.label, FORM_DEFINITION_MESSAGES.labelTooLong),
  description: localizedList(FORM_LIMITS.description, FORM_DEFINITION_MESSAGES.descriptionTooLong).nullish(),
  validations: z
    .object({
      required: z.boolean().nullish(),
      min: nullableNumber,
      max: nullableNumber,
      minLength: z.number().int().min(0).nullish(),
      maxLength: z.number().int().min(1).nullish(),
      minRows: z.number().int().min(0).nullish(),
      maxRows: z.number().int().min(1).nullish(),
      step: z.number().positive().nullish(),
    })
    .nullish(),
  options: z.array(optionSchema).max(FORM_LIMITS.options, FORM_DEFINITION_MESSAGES.tooManyOptions).nullish(),
  optionsDepth: z.number().int().min(1).max(FORM_LIMITS.optionsDepth).nullish(),
  dependency: dependencySchema.nullish(),
  visibleTo: z.array(z.enum(ROLE_TYPES)).nullish(),
  formula: z.string().max(FORM_LIMITS.formula).nullish(),
  columns: z
    .array(
      z.object({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        label: localizedList(FORM_LIMITS.label, FORM_DEFINITION_MESSAGES.labelTooLong),
        type: z.enum(TABLE_COLUMN_TYPES),
        options: z.array(optionSchema).max(FORM_LIMITS.options).nullish(),
      }),
    )
    .max(FORM_LIMITS.tableColumns)
    .nullish(),
  customFieldId: z.string().uuid().nullish(),
  url: z.string().max(2_000).nullish(),
  newPage: z.boolean().nullish(),
  weight: z.number().min(0, FORM_DEFINITION_MESSAGES.weight).max(100, FORM_DEFINITION_MESSAGES.weight).nullish(),
  minLabel: localizedList(FORM_LIMITS.optionLabel, FORM_DEFINITION_MESSAGES.optionLabelTooLong).nullish(),
  maxLabel: localizedList(FORM_LIMITS.optionLabel, FORM_DEFINITION_MESSAGES.optionLabelTooLong).nullish(),
});

export const formQuestionsSchema = z
  .array(formQuestionSchema)
  .max(FORM_LIMITS.questions, FORM_DEFINITION_MESSAGES.tooManyQuestions);

export const formInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, FORM_DEFINITION_MESSAGES.titleRequired)
    .max(FORM_LIMITS.title, FORM_DEFINITION_MESSAGES.titleTooLong)
    .refine(isStorableText, FORM_DEFINITION_MESSAGES.unstorable),
  kind: z.enum(FORM_KINDS),
  description: z
    .string()
    .trim()
    .max(FORM_LIMITS.description, FORM_DEFINITION_MESSAGES.descriptionTooLong)
    .refine(isStorableText, FORM_DEFINITION_MESSAGES.unstorable)
    .nullish()
    .transform((v) => v || null),
  tags: z
    .array(z.string().trim().min(1).max(FORM_LIMITS.tag))
    .max(FORM_LIMITS.tags, FORM_DEFINITION_MESSAGES.tooManyTags)
    .nullish()
    .transform((v) => [...new Set(v ?? [])]),
  languages: z
    .array(languageCode)
    .min(1)
    .nullish()
    .transform((v) => [...new Set(v ?? ['en'])]),
});

export interface DefinitionProblem {
  questionId: string | null;
  message: string;
}

const say = (template: string, label: string, extra: Record<string, string> = {}) =>
  Object.entries({ label, ...extra }).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, v), template);

/**
 * What prevents saving these questions beyond their shape: labels, options, formulas (unknown, self, circular),
 * conditions (unknown, self, circular), columns, custom fields. An empty list means they can be saved.
 */
export function checkFormDefinition(questions: readonly FormQuestion[], defaultLanguage = 'en'): DefinitionProblem[] {
  const problems: DefinitionProblem[] = [];
  const byId = new Map<string, FormQuestion>();
  for (const q of questions) {
    if (byId.has(q.id)) problems.push({ questionId: q.id, message: FORM_DEFINITION_MESSAGES.duplicateId });
    byId.set(q.id, q);
  }
  const labelOf = (q: FormQuestion) => localized(q.label, defaultLanguage) || q.id;
  const formulaRefs = new Map<string, string[]>();
  for (const q of questions) {
    const label = labelOf(q);
    const problem = (template: string, extra: Record<string, string> = {}) =>
      problems.push({ questionId: q.id, message: say(template, label, extra) });
    const type = effectiveType(q);
    if (!q.label.some((l) => l.value.trim() !== '') && q.questionType !== 'section') {
      problem(FORM_DEFINITION_MESSAGES.labelRequired);
    }
    // A custom field's options come from the field (the server fills them in when it reads the form).
    if (isChoice(type) && q.questionType !== 'custom_field') {
      const all = flattenOptions(q.options);
      if (all.length === 0) problem(FORM_DEFINITION_MESSAGES.optionsRequired);
      if (all.some((o) => !o.labels.some((l) => l.value.trim() !== '')))
        problem(FORM_DEFINITION_MESSAGES.optionLabelRequired);
      if (new Set(all.map((o) => o.value)).size !== all.length) problem(FORM_DEFINITION_MESSAGES.duplicateOption);
      const depth = Math.max(0, ...all.map((o) => o.depth)) + 1;
      if (!TREE_TYPES.includes(type) && depth > 1) problem(FORM_DEFINITION_MESSAGES.treeTooDeep);
      if (depth > FORM_LIMITS.optionsDepth) problem(FORM_DEFINITION_MESSAGES.treeTooDeep);
    }
    if (type === 'table' && (q.columns ?? []).length === 0) problem(FORM_DEFINITION_MESSAGES.columnsRequired);
    if (q.questionType === 'custom_field' && !q.customFieldId) problem(FORM_DEFINITION_MESSAGES.customFieldRequired);
    if (type === 'external' && !q.url?.trim()) problem(FORM_DEFINITION_MESSAGES.urlRequired);
    const v = q.validations ?? {};
    if (typeof v.min === 'number' && typeof v.max === 'number' && v.min > v.max)
      problem(FORM_DEFINITION_MESSAGES.minMax);
    if (typeof v.minLength === 'number' && typeof v.maxLength === 'number' && v.minLength > v.maxLength) {
      problem(FORM_DEFINITION_MESSAGES.minMax);
    }
    if (type === 'calculated') {
      if (!q.formula?.trim()) {
        problem(FORM_DEFINITION_MESSAGES.formulaRequired);
      } else {
        try {
          const { references } = parseFormula(q.formula);
          if (references.includes(q.id)) problem(FORM_DEFINITION_MESSAGES.formulaSelf);
          else if (references.some((id) => !byId.has(id) || !isNumberLike(byId.get(id)!))) {
            problem(FORM_DEFINITION_MESSAGES.formulaUnknown);
          } else formulaRefs.set(q.id, references);
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
          problem(FORM_DEFINITION_MESSAGES.formulaInvalid, { reason: error.message });
        }
      }
    }
    for (const statement of dependencyStatements(q.dependency)) {
      if (statement.questionId === q.id) problem(FORM_DEFINITION_MESSAGES.dependencySelf);
      else if (!byId.has(statement.questionId) || isLayout(byId.get(statement.questionId)!)) {
        problem(FORM_DEFINITION_MESSAGES.dependencyUnknown);
      }
    }
  }
  for (const id of cyclic(formulaRefs)) {
    problems.push({ questionId: id, message: say(FORM_DEFINITION_MESSAGES.formulaCycle, labelOf(byId.get(id)!)) });
  }
  const dependsOn = new Map<string, string[]>();
  for (const q of questions) {
    const refs = dependencyStatements(q.dependency)
      .map((s) => s.questionId)
      .filter((id) => id !== q.id && byId.has(id));
    if (refs.length > 0) dependsOn.set(q.id, refs);
  }
  for (const id of cyclic(dependsOn)) {
    problems.push({ questionId: id, message: say(FORM_DEFINITION_MESSAGES.dependencyCycle, labelOf(byId.get(id)!)) });
  }
  return problems;
}

function isNumberLike(q: FormQuestion): boolean {
  const type = effectiveType(q);
  return (
    isNumeric(type) || (isChoice(type) && flattenOptions(q.options).some((o) => typeof o.numericalValue === 'number'))
  );
}

/**
 * The nodes of a graph that lie on a circle, in the order of `edges`: the members of its strongly connected
 * components of more than one node, or with an edge to themselves (Tarjan). A plain depth-first search misses a node
 * whose circle closes through a node already finished.
 */
export function cyclic(edges: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const onCycle = new Set<string>();
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (edges.get(node) ?? []).includes(node)) for (const n of component) onCycle.add(n);
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return [...edges.keys()].filter((node) => onCycle.has(node));
}

/** Which languages of the form a question or option still lacks a label in (the builder shows them). */
export function missingTranslations(
  questions: readonly FormQuestion[],
  languages: readonly string[],
): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const q of questions) {
    if (q.questionType === 'section' && !q.label.some((l) => l.value.trim())) continue;
    const texts = [
      q.label,
      ...flattenOptions(q.options).map((o) => o.labels),
      ...(q.columns ?? []).map((c) => c.label),
    ];
    const missing = languages.filter((lang) =>
      texts.some((list) => !list.some((l) => l.language === lang && l.value.trim())),
    );
    if (missing.length > 0) out.set(q.id, missing);
  }
  return out;
}
