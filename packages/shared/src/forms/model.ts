import type { RoleType } from '../roles.ts';

/**
 * The forms engine's vocabulary (spec 02 §3 Form question, §Enumerations). One model serves application,
 * evaluation, feedback, survey, quiz and profile forms; the builder, the renderer and the server all read it.
 */
export const FORM_FIELD_TYPES = [
  'calculated',
  'currency',
  'custom_field',
  'date',
  'external',
  'file',
  'heading',
  'number',
  'number_scale',
  'paragraph',
  'phone',
  'section',
  'select_checkbox',
  'select_dropdown',
  'select_multi_dropdown',
  'select_radio',
  'sub_heading',
  'table',
  'text',
  'text_link',
  'text_long',
  'tree_multi',
  'tree_single',
  'video',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const FORM_KINDS = [
  'evaluation',
  'feedback',
  'intake',
  'quiz',
  'startup_profile',
  'startup_profile_private',
  'submission',
  'user_profile',
  'user_profile_private',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** Kinds made and kept by the profile builder (one of each per organisation), not listed for deletion. */
export const PROFILE_KINDS: readonly FormKind[] = [
  'startup_profile',
  'startup_profile_private',
  'user_profile',
  'user_profile_private',
];

/** Types that lay the form out and take no answer. */
export const LAYOUT_FIELD_TYPES: readonly FormFieldType[] = [
  'heading',
  'sub_heading',
  'paragraph',
  'section',
  'external',
];
export const SINGLE_CHOICE_TYPES: readonly FormFieldType[] = ['select_radio', 'select_dropdown', 'tree_single'];
export const MULTI_CHOICE_TYPES: readonly FormFieldType[] = ['select_checkbox', 'select_multi_dropdown', 'tree_multi'];
export const TREE_TYPES: readonly FormFieldType[] = ['tree_single', 'tree_multi'];
export const NUMBER_TYPES: readonly FormFieldType[] = ['number', 'currency', 'number_scale', 'calculated'];
export const TEXT_TYPES: readonly FormFieldType[] = ['text', 'text_long', 'text_link', 'phone'];

/** The type a question behaves as: its own, or for a custom field the field's type. */
export function effectiveType(question: Pick<FormQuestion, 'questionType' | 'behavesAs'>): FormFieldType {
  return question.questionType === 'custom_field' && question.behavesAs ? question.behavesAs : question.questionType;
}
export function isLayout(question: Pick<FormQuestion, 'questionType' | 'behavesAs'>): boolean {
  return LAYOUT_FIELD_TYPES.includes(effectiveType(question));
}
export function isChoice(type: FormFieldType): boolean {
  return SINGLE_CHOICE_TYPES.includes(type) || MULTI_CHOICE_TYPES.includes(type);
}
export function isMultiChoice(type: FormFieldType): boolean {
  return MULTI_CHOICE_TYPES.includes(type);
}
export function isNumeric(type: FormFieldType): boolean {
  return NUMBER_TYPES.includes(type);
}

export const FORM_LIMITS = {
  title: 200,
  questions: 500,
  label: 500,
  description: 5_000,
  options: 200,
  optionLabel: 300,
  optionsDepth: 4,
  text: 1_000,
  textLong: 20_000,
  tableColumns: 20,
  tableRows: 200,
  formula: 500,
  statements: 20,
  files: 10,
  tags: 20,
  tag: 60,
} as const;

export interface FormText {
  language: string;
  value: string;
}

export interface FormOption {
  value: string;
  labels: FormText[];
  isWriteIn?: boolean | null;
  numericalValue?: number | null;
  /** Tree questions: the options under this one. */
  children?: FormOption[] | null;
}

export const TABLE_COLUMN_TYPES = ['text', 'number', 'date', 'select_dropdown'] as const;
export type TableColumnType = (typeof TABLE_COLUMN_TYPES)[number];

export interface TableColumn {
  id: string;
  label: FormText[];
  type: TableColumnType;
  options?: FormOption[] | null;
}

export interface FormValidations {
  required?: boolean | null;
  min?: number | null;
  max?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
  /** Table questions: how many rows at least and at most. */
  minRows?: number | null;
  maxRows?: number | null;
  /** number_scale: the step between two values. */
  step?: number | null;
}

export const DEPENDENCY_ACTIONS = ['show', 'hide', 'require'] as const;
export type DependencyAction = (typeof DEPENDENCY_ACTIONS)[number];
export const DEPENDENCY_OPERATORS = ['equals', 'notEquals', 'contains', 'greaterThan', 'lessThan'] as const;
export type DependencyOperator = (typeof DEPENDENCY_OPERATORS)[number];
export const LOGICAL_OPERATORS = ['and', 'or'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

/** One condition on another question's answer; `values` are option values, numbers or texts, as strings. */
export interface DependencyStatement {
  action: DependencyAction;
  questionId: string;
  operator: DependencyOperator;
  values: string[];
}
/** A group of statements joined by `operator`; groups nest. */
export interface FormDependency {
  operator: LogicalOperator;
  statements: Array<DependencyStatement | FormDependency>;
}

export interface FormQuestion {
  id: string;
  questionType: FormFieldType;
  /** custom_field questions: the type of the field they read and write. */
  behavesAs?: FormFieldType | null;
  label: FormText[];
  description?: FormText[] | null;
  validations?: FormValidations | null;
  options?: FormOption[] | null;
  optionsDepth?: number | null;
  dependency?: FormDependency | null;
  /** questionVisibility: the role types that see the question; empty or missing is everyone. */
  visibleTo?: RoleType[] | null;
  /** calculated: a formula over other numeric answers, questions written `{questionId}`. */
  formula?: string | null;
  /** table: the typed columns of each row. */
  columns?: TableColumn[] | null;
  /** custom_field: the field read and written. */
  customFieldId?: string | null;
  /** external: the embedded link. */
  url?: string | null;
  /** section: starts a new page. */
  newPage?: boolean | null;
  /** number_scale: labels of both ends. */
  /**
   * Evaluation and quiz forms: how much a scored question (a criterion) counts in its section, or, on a section, how
   * much the section counts in the total; 1 when absent (issue 15).
   */
  weight?: number | null;
  minLabel?: FormText[] | null;
  maxLabel?: FormText[] | null;
}

/** The answers of one sheet, by question id. */
export type FormAnswerValue = string | number | ChoiceAnswer | TableRow[] | FileAnswer | VideoAnswer | null;
export interface ChoiceAnswer {
  values: string[];
  writeIn?: string | null;
}
export type TableRow = Record<string, string | number | null>;
export interface FileRef {
  id: string;
  name: string;
  size: number;
}
export interface FileAnswer {
  files: FileRef[];
}
export interface VideoAnswer {
  url?: string | null;
  file?: FileRef | null;
}
export type FormAnswers = Record<string, FormAnswerValue>;

export function isChoiceAnswer(value: unknown): value is ChoiceAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Array.isArray((value as ChoiceAnswer).values)
  );
}

/** The text of `texts` in `language`, else in `fallback`, else the first one written. */
export function localized(texts: readonly FormText[] | null | undefined, language: string, fallback = 'en'): string {
  if (!texts || texts.length === 0) return '';
  const pick = (lang: string) => texts.find((t) => t.language === lang && t.value.trim() !== '')?.value;
  return pick(language) ?? pick(fallback) ?? texts.find((t) => t.value.trim() !== '')?.value ?? '';
}

/** Every option of a (tree) list, depth first, with its depth (0 at the top). */
export function flattenOptions(
  options: readonly FormOption[] | null | undefined,
  depth = 0,
): Array<FormOption & { depth: number }> {
  const out: Array<FormOption & { depth: number }> = [];
  for (const option of options ?? []) {
    out.push({ ...option, depth });
    out.push(...flattenOptions(option.children, depth + 1));
  }
  return out;
}

/** Whether the viewer's role sees a question (questionVisibility); null role is an anonymous visitor. */
export function isVisibleToRole(question: Pick<FormQuestion, 'visibleTo'>, roleType: RoleType | null): boolean {
  if (!question.visibleTo || question.visibleTo.length === 0) return true;
  return roleType !== null && question.visibleTo.includes(roleType);
}

/** The sections of a form: each starts at a section question (or the top) and runs to the next. */
export function sectionsOf(
  questions: readonly FormQuestion[],
): Array<{ section: FormQuestion | null; questions: FormQuestion[] }> {
  const out: Array<{ section: FormQuestion | null; questions: FormQuestion[] }> = [{ section: null, questions: [] }];
  for (const q of questions) {
    if (q.questionType === 'section') out.push({ section: q, questions: [] });
    else out[out.length - 1]!.questions.push(q);
  }
  return out.filter((s, i) => i > 0 || s.questions.length > 0);
}

/** The pages of a form: a section with `newPage` starts one. */
export function pagesOf(questions: readonly FormQuestion[]): FormQuestion[][] {
  const pages: FormQuestion[][] = [[]];
  for (const q of questions) {
    if (q.questionType === 'section' && q.newPage && pages[pages.length - 1]!.length > 0) pages.push([]);
    pages[pages.length - 1]!.push(q);
  }
  return pages;
}

/** The rows of a table when people may not add any (flag qUserAddRow off): its minimum, at least one. */
export function fixedTableRows(question: Pick<FormQuestion, 'validations'>): number {
  return Math.min(Math.max(question.validations?.minRows ?? 1, 1), FORM_LIMITS.tableRows);
}
