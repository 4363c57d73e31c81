import type { FileRef, FormAnswerValue, FormFieldType, FormQuestion } from '@cohort/shared';
import { localized } from '@cohort/shared';
import { useTranslation } from 'react-i18next';

/** Sends a file to storage and answers with its reference (the page decides where files go). */
export type UploadFile = (file: File) => Promise<FileRef>;

/** What every answer input of the renderer receives; all of it primitive or stable, so a memoised input re-renders
 * only when its own answer, error or state changes. */
export interface AnswerInputProps {
  question: FormQuestion;
  /** The type it is shown as: its own, or for a custom field the field's type. */
  type: FormFieldType;
  value: FormAnswerValue | undefined;
  required: boolean;
  /** The translated error, only when it is to be shown. */
  error: string | undefined;
  readOnly: boolean;
  language: string;
  currency: string;
  /** The flag qUserAddRow: people add and remove table rows; without it a table has its fixed rows. */
  userAddRows: boolean;
  uploadFile: UploadFile | undefined;
  onAnswer: (questionId: string, value: FormAnswerValue) => void;
}

/** A question's label and description in the form's language, and the props every Mantine input shares. */
export function useQuestionTexts({ question, language, required, error }: AnswerInputProps) {
  const { t } = useTranslation('formFill');
  const label = localized(question.label, language) || t('untitled');
  const description = localized(question.description, language) || undefined;
  return {
    label,
    description,
    wrapper: {
      label,
      description,
      error,
      withAsterisk: required,
      descriptionProps: { style: { whiteSpace: 'pre-wrap' as const } },
    },
  };
}
