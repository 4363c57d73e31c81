import {
  Alert,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  effectiveType,
  FORM_LIMITS,
  type FormFieldType,
  type FormOption,
  type FormQuestion,
  isChoice,
  isScored,
  isLayout,
  ROLE_TYPES,
  type RoleType,
  TREE_TYPES,
} from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import type { BuilderCustomField } from '../graphql/builder-custom-fields.query.ts';
import { ColumnsEditor } from './columns-editor.tsx';
import { ConditionEditor } from './condition-editor.tsx';
import { FormulaEditor } from './formula-editor.tsx';
import { LocalizedInput } from './localized-input.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { optionDepth } from './option-tree.ts';
import { QUESTION_TYPE_ICONS } from './question-types.ts';
import { ValidationsEditor } from './validations-editor.tsx';

export interface BuilderFlags {
  numericalChoice: boolean;
  userAddRow: boolean;
  questionVisibility: boolean;
}

/** The options of a custom field as a question's options: the field's option ids as values. */
function customFieldOptions(field: BuilderCustomField, language: string): FormOption[] | null {
  if (field.options.length === 0) return null;
  return field.options.map((option) => ({ value: option._id, labels: [{ language, value: option.label }] }));
}

/** Everything about the selected question: texts in the language being edited, its settings, rules and conditions. */
export function QuestionEditor({
  question,
  questions,
  language,
  defaultLanguage,
  problems,
  flags,
  weighted = false,
  customFields,
  onChange,
}: {
  question: FormQuestion;
  questions: readonly FormQuestion[];
  language: string;
  defaultLanguage: string;
  problems: string[];
  flags: BuilderFlags;
  /** Evaluation and quiz forms: scored questions and sections carry a weight (issue 15). */
  weighted?: boolean;
  customFields: BuilderCustomField[] | null;
  onChange: (patch: Partial<FormQuestion>) => void;
}) {
  const { t } = useTranslation(['forms', 'common']);
  const type = effectiveType(question);
  const Icon = QUESTION_TYPE_ICONS[question.questionType];
  const layout = isLayout(question);
  const tree = TREE_TYPES.includes(type);
  const depth = tree ? (question.optionsDepth ?? 2) : 1;

  return (
    <Stack gap="sm" data-testid="question-editor" data-question-id={question.id}>
      <Group gap="xs">
        <Icon size={18} aria-hidden />
        <Title order={2} size="h5">
          {t(`types.${question.questionType}`)}
        </Title>
      </Group>
      {problems.length > 0 ? (
        <Alert color="red" p="xs" data-testid="question-editor-problems">
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={problem} size="sm">
                {problem}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      {question.questionType === 'custom_field' ? (
        <Select
          label={t('builder.customField.label')}
          placeholder={t('builder.customField.pick')}
          data={(customFields ?? []).map((field) => ({
            value: field._id,
            label: `${field.label} · ${t(`types.${field.type}` as 'types.text')}`,
          }))}
          value={question.customFieldId ?? null}
          searchable
          nothingFoundMessage={t('builder.customField.none')}
          onChange={(value) => {
            const field = customFields?.find((f) => f._id === value);
            if (!field) return;
            onChange({
              customFieldId: field._id,
              behavesAs: field.type as FormFieldType,
              options: customFieldOptions(field, defaultLanguage),
              label: question.label.length > 0 ? question.label : [{ language: defaultLanguage, value: field.label }],
            });
          }}
          data-testid="question-custom-field"
        />
      ) : null}
      <LocalizedInput
        label={t(question.questionType === 'section' ? 'builder.editor.sectionTitle' : 'builder.editor.label')}
        texts={question.label}
        language={language}
        defaultLanguage={defaultLanguage}
        maxLength={FORM_LIMITS.label}
        multiline={question.questionType === 'paragraph'}
        onChange={(label) => onChange({ label })}
        data-testid="question-label"
      />
      <LocalizedInput
        label={t('builder.editor.description')}
        texts={question.description}
        language={language}
        defaultLanguage={defaultLanguage}
        maxLength={FORM_LIMITS.description}
        multiline
        onChange={(description) => onChange({ description: description.length > 0 ? description : null })}
        data-testid="question-description"
      />
      {!layout ? (
        <Switch
          label={t('builder.editor.required')}
          checked={Boolean(question.validations?.required)}
          onChange={(event) =>
            onChange({ validations: { ...question.validations, required: event.currentTarget.checked || null } })
          }
          data-testid="question-required"
        />
      ) : null}
      {question.questionType === 'section' ? (
        <Switch
          label={t('builder.editor.newPage')}
          description={t('builder.editor.newPageHelp')}
          checked={Boolean(question.newPage)}
          onChange={(event) => onChange({ newPage: event.currentTarget.checked })}
          data-testid="question-new-page"
        />
      ) : null}
      {weighted && (question.questionType === 'section' || isScored(question)) ? (
        <NumberInput
          size="xs"
          w={240}
          label={t('builder.editor.weight')}
          description={
            question.questionType === 'section' ? t('builder.editor.sectionWeightHelp') : t('builder.editor.weightHelp')
          }
          min={0}
          max={100}
          step={0.5}
          decimalScale={2}
          value={question.weight ?? 1}
          onChange={(value) => onChange({ weight: typeof value === 'number' && value !== 1 ? value : null })}
          data-testid="question-weight"
        />
      ) : null}
      {question.questionType === 'external' ? (
        <TextInput
          label={t('builder.editor.url')}
          placeholder="https://"
          type="url"
          dir="ltr"
          value={question.url ?? ''}
          onChange={(event) => onChange({ url: event.currentTarget.value })}
          data-testid="question-url"
        />
      ) : null}
      {type === 'number_scale' ? (
        <Group grow gap="xs">
          <LocalizedInput
            size="xs"
            label={t('builder.editor.minLabel')}
            texts={question.minLabel}
            language={language}
            defaultLanguage={defaultLanguage}
            onChange={(minLabel) => onChange({ minLabel })}
          />
          <LocalizedInput
            size="xs"
            label={t('builder.editor.maxLabel')}
            texts={question.maxLabel}
            language={language}
            defaultLanguage={defaultLanguage}
            onChange={(maxLabel) => onChange({ maxLabel })}
          />
        </Group>
      ) : null}
      {isChoice(type) && question.questionType !== 'custom_field' ? (
        <Stack gap="xs">
          <Divider label={t('builder.editor.options')} labelPosition="left" />
          {tree ? (
            <NumberInput
              size="xs"
              w={200}
              label={t('builder.editor.optionsDepth')}
              min={Math.max(1, optionDepth(question.options))}
              max={FORM_LIMITS.optionsDepth}
              value={depth}
              onChange={(value) => typeof value === 'number' && onChange({ optionsDepth: value })}
              data-testid="question-options-depth"
            />
          ) : null}
          <OptionsEditor
            options={question.options ?? []}
            language={language}
            defaultLanguage={defaultLanguage}
            depth={depth}
            numerical={flags.numericalChoice}
            onChange={(options) => onChange({ options })}
          />
        </Stack>
      ) : null}
      {type === 'table' ? (
        <Stack gap="xs">
          <Divider label={t('builder.editor.columns')} labelPosition="left" />
          <ColumnsEditor
            columns={question.columns ?? []}
            language={language}
            defaultLanguage={defaultLanguage}
            userAddRows={flags.userAddRow}
            onChange={(columns) => onChange({ columns })}
          />
        </Stack>
      ) : null}
      {type === 'calculated' ? (
        <FormulaEditor
          question={question}
          questions={questions}
          language={language}
          onChange={(formula) => onChange({ formula })}
        />
      ) : null}
      <ValidationsEditor question={question} onChange={(validations) => onChange({ validations })} />
      <Divider label={t('builder.editor.logic')} labelPosition="left" />
      <ConditionEditor
        question={question}
        questions={questions}
        language={language}
        onChange={(dependency) => onChange({ dependency })}
      />
      {flags.questionVisibility ? (
        <>
          <Divider label={t('builder.editor.visibility')} labelPosition="left" />
          <MultiSelect
            label={t('builder.editor.visibleTo')}
            description={t('builder.editor.visibleToHelp')}
            placeholder={question.visibleTo?.length ? undefined : t('builder.editor.everyone')}
            data={ROLE_TYPES.map((role) => ({ value: role, label: t(`common:people.roleTypes.${role}`) }))}
            value={question.visibleTo ?? []}
            onChange={(values) => onChange({ visibleTo: values.length > 0 ? (values as RoleType[]) : null })}
            data-testid="question-visible-to"
          />
        </>
      ) : null}
    </Stack>
  );
}
