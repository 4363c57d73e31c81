import {
  type DependencyAction,
  type DependencyOperator,
  type DependencyStatement,
  effectiveType,
  type FormDependency,
  type FormQuestion,
  flattenOptions,
  isChoice,
  isLayout,
  isNumeric,
  isStatement,
  type LogicalOperator,
  localized,
} from '@cohort/shared';

/** Types whose answer a condition can compare: choices, numbers, texts and dates (not files, videos or tables). */
const COMPARABLE_EXCLUDED = new Set(['file', 'video', 'table']);

/** The questions a condition of `questionId` may read: any other question that takes a comparable answer. */
export function conditionCandidates(questions: readonly FormQuestion[], questionId: string): FormQuestion[] {
  return questions.filter((q) => q.id !== questionId && !isLayout(q) && !COMPARABLE_EXCLUDED.has(effectiveType(q)));
}

/** The comparisons offered for a question: "is / is not" always, "contains" for texts, greater/less for numbers. */
export function operatorsFor(question: FormQuestion | undefined): DependencyOperator[] {
  if (!question) return ['equals', 'notEquals'];
  const type = effectiveType(question);
  if (isChoice(type)) return ['equals', 'notEquals'];
  if (isNumeric(type)) return ['equals', 'notEquals', 'greaterThan', 'lessThan'];
  if (type === 'date') return ['equals', 'notEquals'];
  return ['equals', 'notEquals', 'contains'];
}

/** Whether the values of a condition on this question are chosen among its options (several allowed). */
export function picksOptions(question: FormQuestion | undefined): boolean {
  return question ? isChoice(effectiveType(question)) : false;
}

/** A new condition on the first candidate: "show when it is …", no value yet. */
export function newStatement(
  candidate: FormQuestion | undefined,
  action: DependencyAction = 'show',
): DependencyStatement {
  return { action, questionId: candidate?.id ?? '', operator: 'equals', values: [] };
}

/** The conditions of a question as the builder edits them: one flat list joined by and / or. */
export function flatStatements(dependency: FormDependency | null | undefined): DependencyStatement[] {
  return (dependency?.statements ?? []).filter(isStatement);
}

/** Whether a dependency holds nested groups, which the plain-words editor keeps but does not edit. */
export function hasNestedGroups(dependency: FormDependency | null | undefined): boolean {
  return (dependency?.statements ?? []).some((node) => !isStatement(node));
}

/** The dependency with one more condition. */
export function addStatement(
  dependency: FormDependency | null | undefined,
  statement: DependencyStatement,
): FormDependency {
  return {
    operator: dependency?.operator ?? 'and',
    statements: [...(dependency?.statements ?? []), statement],
  };
}

/**
 * The dependency with the `index`-th condition changed. Choosing another question starts its comparison and values
 * again, since values are that question's options or numbers.
 */
export function updateStatement(
  dependency: FormDependency,
  index: number,
  patch: Partial<DependencyStatement>,
): FormDependency {
  let seen = -1;
  return {
    ...dependency,
    statements: dependency.statements.map((node) => {
      if (!isStatement(node)) return node;
      seen += 1;
      if (seen !== index) return node;
      const next = { ...node, ...patch };
      if (patch.questionId !== undefined && patch.questionId !== node.questionId) {
        next.operator = 'equals';
        next.values = [];
      }
      return next;
    }),
  };
}

/** The dependency without its `index`-th condition; null when none is left. */
export function removeStatement(dependency: FormDependency, index: number): FormDependency | null {
  let seen = -1;
  const statements = dependency.statements.filter((node) => {
    if (!isStatement(node)) return true;
    seen += 1;
    return seen !== index;
  });
  return statements.length === 0 ? null : { ...dependency, statements };
}

export function setJoin(dependency: FormDependency, operator: LogicalOperator): FormDependency {
  return { ...dependency, operator };
}

/** The dependency without the conditions about a question (deleted); null when none is left. */
export function removeStatementsAbout(dependency: FormDependency, questionId: string): FormDependency | null {
  const statements = dependency.statements.flatMap((node): Array<DependencyStatement | FormDependency> => {
    if (isStatement(node)) return node.questionId === questionId ? [] : [node];
    const nested = removeStatementsAbout(node, questionId);
    return nested ? [nested] : [];
  });
  return statements.length === 0 ? null : { ...dependency, statements };
}

/** The words a sentence is made of, in the interface language (the page passes its translations). */
export interface SentenceWords {
  action: Record<DependencyAction, string>;
  operator: Record<DependencyOperator, string>;
  join: Record<LogicalOperator, string>;
  /** Several values of one condition: "Seed or Series A". */
  or: string;
  /** A question that is no longer on the form, or a condition with no question yet. */
  unknownQuestion: string;
  /** A condition with no value yet. */
  noValue: string;
}

/** The values of a condition as people read them: option labels for choices, the values themselves otherwise. */
export function valueLabels(
  statement: DependencyStatement,
  source: FormQuestion | undefined,
  language: string,
): string[] {
  const options = flattenOptions(source?.options);
  return statement.values.map((value) => {
    const option = options.find((o) => o.value === value);
    return option ? localized(option.labels, language) || value : value;
  });
}

/**
 * One condition in plain words: "Show this question when “Stage” is “Seed” or “Series A”". `words.action` holds
 * the beginning ("Show this question when").
 */
export function statementSentence(
  statement: DependencyStatement,
  questions: readonly FormQuestion[],
  language: string,
  words: SentenceWords,
  withAction = true,
): string {
  const source = questions.find((q) => q.id === statement.questionId);
  const label = source ? localized(source.label, language) || words.unknownQuestion : words.unknownQuestion;
  const values = valueLabels(statement, source, language);
  const value = values.length === 0 ? words.noValue : values.map((v) => `“${v}”`).join(` ${words.or} `);
  const condition = `“${label}” ${words.operator[statement.operator]} ${value}`;
  return withAction ? `${words.action[statement.action]} ${condition}` : condition;
}

/**
 * Every condition of a question in plain words, joined by its and / or; the action is said again only where it
 * changes. Empty when it has none.
 */
export function dependencySentence(
  dependency: FormDependency | null | undefined,
  questions: readonly FormQuestion[],
  language: string,
  words: SentenceWords,
): string {
  return flatStatements(dependency)
    .map((statement, index, all) =>
      statementSentence(
        statement,
        questions,
        language,
        words,
        index === 0 || all[index - 1]!.action !== statement.action,
      ),
    )
    .join(` ${words.join[dependency?.operator ?? 'and']} `);
}
