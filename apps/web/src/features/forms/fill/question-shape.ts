import type {
  FormDependency,
  FormFieldType,
  FormOption,
  FormQuestion,
  FormValidations,
  RoleType,
  TableColumn,
} from '@cohort/shared';

/** A question as the API returns it (`_id`, nested settings as JSON). */
export interface ApiQuestion {
  _id: string;
  questionType: string;
  behavesAs?: string | null;
  label: { language: string; value: string }[];
  description?: { language: string; value: string }[] | null;
  validations?: unknown;
  options?: unknown;
  optionsDepth?: number | null;
  dependency?: unknown;
  visibleTo?: readonly string[] | null;
  formula?: string | null;
  columns?: unknown;
  customFieldId?: string | null;
  url?: string | null;
  newPage?: boolean | null;
  minLabel?: { language: string; value: string }[] | null;
  maxLabel?: { language: string; value: string }[] | null;
}

/** The engine's question from the API's: the shape the renderer, the builder and the server's checks share. */
export function toFormQuestion(q: ApiQuestion): FormQuestion {
  return {
    id: q._id,
    questionType: q.questionType as FormFieldType,
    behavesAs: (q.behavesAs as FormFieldType | null) ?? null,
    label: q.label,
    description: q.description ?? [],
    validations: (q.validations as FormValidations | null) ?? null,
    options: (q.options as FormOption[] | null) ?? null,
    optionsDepth: q.optionsDepth ?? null,
    dependency: (q.dependency as FormDependency | null) ?? null,
    visibleTo: (q.visibleTo as RoleType[] | null) ?? null,
    formula: q.formula ?? null,
    columns: (q.columns as TableColumn[] | null) ?? null,
    customFieldId: q.customFieldId ?? null,
    url: q.url ?? null,
    newPage: q.newPage ?? null,
    minLabel: q.minLabel ?? null,
    maxLabel: q.maxLabel ?? null,
  };
}
