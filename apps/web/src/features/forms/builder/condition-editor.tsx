import {
  ActionIcon,
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DEPENDENCY_ACTIONS,
  type DependencyAction,
  type DependencyOperator,
  type FormDependency,
  type FormQuestion,
  flattenOptions,
  type LogicalOperator,
  localized,
} from '@cohort/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  addStatement,
  conditionCandidates,
  dependencySentence,
  flatStatements,
  hasNestedGroups,
  newStatement,
  operatorsFor,
  picksOptions,
  removeStatement,
  setJoin,
  updateStatement,
} from './dependency.ts';
import { useSentenceWords } from './use-sentence-words.ts';

/**
 * A question's conditions in plain words: "[Show] this question when [question] [is] [value(s)]", several joined by
 * and / or. Circular conditions are refused by the shared check, shown with the question's other problems.
 */
export function ConditionEditor({
  question,
  questions,
  language,
  onChange,
}: {
  question: FormQuestion;
  questions: readonly FormQuestion[];
  language: string;
  onChange: (dependency: FormDependency | null) => void;
}) {
  const { t } = useTranslation('forms');
  const words = useSentenceWords();
  const dependency = question.dependency ?? null;
  const statements = flatStatements(dependency);
  const candidates = conditionCandidates(questions, question.id);
  const labelOf = (q: FormQuestion) => localized(q.label, language) || t(`types.${q.questionType}`);

  return (
    <Stack gap="xs" data-testid="condition-editor">
      {hasNestedGroups(dependency) ? (
        <Alert color="gray" p="xs">
          {t('builder.logic.nested')}
        </Alert>
      ) : null}
      {statements.length > 1 && dependency ? (
        <Group gap="xs">
          <Text size="sm">{t('builder.logic.joinLabel')}</Text>
          <SegmentedControl
            size="xs"
            value={dependency.operator}
            onChange={(value) => onChange(setJoin(dependency, value as LogicalOperator))}
            data={[
              { value: 'and', label: t('builder.logic.all') },
              { value: 'or', label: t('builder.logic.any') },
            ]}
            data-testid="condition-join"
          />
        </Group>
      ) : null}
      {statements.map((statement, index) => {
        const source = questions.find((q) => q.id === statement.questionId);
        const change = (patch: Parameters<typeof updateStatement>[2]) =>
          dependency && onChange(updateStatement(dependency, index, patch));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; a row is its place in the list.
          <Paper key={index} withBorder p="xs" data-testid="condition-row">
            <Stack gap={6}>
              {index > 0 && dependency ? (
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t(`builder.logic.${dependency.operator}`)}
                </Text>
              ) : null}
              <Group gap="xs" align="flex-end" wrap="wrap">
                <Select
                  size="xs"
                  w={230}
                  aria-label={t('builder.logic.action')}
                  data={DEPENDENCY_ACTIONS.map((action) => ({
                    value: action,
                    label: t(`builder.logic.actions.${action}`),
                  }))}
                  value={statement.action}
                  allowDeselect={false}
                  onChange={(value) => value && change({ action: value as DependencyAction })}
                  data-testid="condition-action"
                />
                <Select
                  size="xs"
                  w={200}
                  aria-label={t('builder.logic.question')}
                  placeholder={t('builder.logic.pickQuestion')}
                  data={candidates.map((q) => ({ value: q.id, label: labelOf(q) }))}
                  value={source ? statement.questionId : null}
                  allowDeselect={false}
                  searchable
                  onChange={(value) => value && change({ questionId: value })}
                  data-testid="condition-question"
                />
                <Select
                  size="xs"
                  w={160}
                  aria-label={t('builder.logic.operator')}
                  data={operatorsFor(source).map((operator) => ({
                    value: operator,
                    label: t(`builder.logic.operators.${operator}`),
                  }))}
                  value={statement.operator}
                  allowDeselect={false}
                  onChange={(value) => value && change({ operator: value as DependencyOperator })}
                  data-testid="condition-operator"
                />
                {picksOptions(source) ? (
                  <MultiSelect
                    size="xs"
                    w={220}
                    aria-label={t('builder.logic.values')}
                    placeholder={statement.values.length === 0 ? t('builder.logic.pickValues') : undefined}
                    data={flattenOptions(source?.options).map((option) => ({
                      value: option.value,
                      label: localized(option.labels, language) || option.value,
                    }))}
                    value={statement.values}
                    onChange={(values) => change({ values })}
                    data-testid="condition-values"
                  />
                ) : (
                  <TextInput
                    size="xs"
                    w={160}
                    aria-label={t('builder.logic.value')}
                    type={source && operatorsFor(source).includes('greaterThan') ? 'number' : 'text'}
                    value={statement.values[0] ?? ''}
                    onChange={(event) =>
                      change({ values: event.currentTarget.value ? [event.currentTarget.value] : [] })
                    }
                    data-testid="condition-value"
                  />
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('builder.logic.remove')}
                  onClick={() => dependency && onChange(removeStatement(dependency, index))}
                  mb={2}
                  data-testid="condition-remove"
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          disabled={candidates.length === 0}
          onClick={() => onChange(addStatement(dependency, newStatement(candidates[0], statements.at(-1)?.action)))}
          data-testid="condition-add"
        >
          {t('builder.logic.add')}
        </Button>
        {candidates.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('builder.logic.noCandidates')}
          </Text>
        ) : null}
      </Group>
      {statements.length > 0 ? (
        <Text size="sm" fs="italic" data-testid="condition-sentence">
          {dependencySentence(dependency, questions, language, words)}
        </Text>
      ) : null}
    </Stack>
  );
}
