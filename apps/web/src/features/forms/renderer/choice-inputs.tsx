import { Checkbox, MultiSelect, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isChoiceAnswer } from '@cohort/shared';
import { choiceValues, chooseValues, withWriteIn } from './answer-values.ts';
import { type AnswerInputProps, useQuestionTexts } from './field-types.ts';
import { type OptionRow, optionRows, writeInValues } from './option-rows.ts';

/** Indentation of one level of a tree, in pixels (padding on the inline start side, so it mirrors in Arabic). */
const TREE_INDENT = 24;
/** Dropdowns longer than this can be searched. */
const SEARCHABLE_FROM = 8;

/**
 * select_radio, select_checkbox, select_dropdown, select_multi_dropdown, tree_single and tree_multi. A write-in
 * option, once chosen, opens a text box for the person's own answer. Trees show every level indented; any option,
 * at any depth, can be chosen.
 */
export function ChoiceAnswer(props: AnswerInputProps) {
  const { question, type, value, readOnly, required, language, onAnswer } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const rows = useMemo(() => optionRows(question.options, language), [question.options, language]);
  const writeIns = useMemo(() => writeInValues(rows), [rows]);
  const values = choiceValues(value);
  const choose = (next: string[]) => onAnswer(question.id, chooseValues(value, next, writeIns));
  const chosenWriteIn = rows.find((row) => row.isWriteIn && values.includes(row.value));
  const data = useMemo(() => rows.map((row) => ({ value: row.value, label: row.label })), [rows]);

  let input: React.ReactNode;
  switch (type) {
    case 'select_dropdown':
      input = (
        <Select
          {...wrapper}
          data={data}
          value={values[0] ?? null}
          onChange={(next) => choose(next ? [next] : [])}
          placeholder={t('choice.placeholder')}
          nothingFoundMessage={t('choice.nothingFound')}
          searchable={rows.length >= SEARCHABLE_FROM}
          clearable={!required}
          readOnly={readOnly}
          aria-required={required || undefined}
        />
      );
      break;
    case 'select_multi_dropdown':
      input = (
        <MultiSelect
          {...wrapper}
          data={data}
          value={values}
          onChange={choose}
          placeholder={values.length === 0 ? t('choice.placeholderMany') : undefined}
          nothingFoundMessage={t('choice.nothingFound')}
          searchable={rows.length >= SEARCHABLE_FROM}
          clearable
          readOnly={readOnly}
          aria-required={required || undefined}
        />
      );
      break;
    case 'select_checkbox':
    case 'tree_multi':
      input = (
        <Checkbox.Group {...wrapper} value={values} onChange={choose} readOnly={readOnly}>
          <Stack gap="xs" mt="xs">
            {rows.map((row) => (
              <Checkbox
                key={row.value}
                value={row.value}
                label={row.label}
                aria-label={treeName(row)}
                disabled={readOnly}
                ps={row.depth * TREE_INDENT}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
      break;
    default:
      // select_radio and tree_single
      input = (
        <Radio.Group {...wrapper} value={values[0] ?? null} onChange={(next) => choose([next])} readOnly={readOnly}>
          <Stack gap="xs" mt="xs">
            {rows.map((row) => (
              <Radio
                key={row.value}
                value={row.value}
                label={row.label}
                aria-label={treeName(row)}
                disabled={readOnly}
                ps={row.depth * TREE_INDENT}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
  }

  return (
    <Stack gap="xs">
      {input}
      {chosenWriteIn && (
        <TextInput
          label={t('choice.writeIn', { option: chosenWriteIn.label })}
          value={isChoiceAnswer(value) ? (value.writeIn ?? '') : ''}
          onChange={(event) => onAnswer(question.id, withWriteIn(value, event.currentTarget.value))}
          readOnly={readOnly}
          withAsterisk
          aria-required
          ps={chosenWriteIn.depth * TREE_INDENT}
        />
      )}
    </Stack>
  );
}

/** A tree option is named with the options above it, so two "Other" under different branches can be told apart. */
function treeName(row: OptionRow): string | undefined {
  return row.depth === 0 ? undefined : [...row.path, row.label].join(' / ');
}
