import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type FormOption, type FormQuestion, localized, type QuestionChange } from '@cohort/shared';
import { useTranslation } from 'react-i18next';

const optionLabel = (option: FormOption, language: string) => localized(option.labels, language) || option.value;

/** A question added or removed: its type and label on a green or red edge. */
export function QuestionSummary({
  question,
  language,
  tone,
}: {
  question: FormQuestion;
  language: string;
  tone: 'added' | 'removed';
}) {
  const { t } = useTranslation('forms');
  return (
    <Paper
      withBorder
      p="sm"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${tone === 'added' ? 'green' : 'red'}-6)` }}
      data-testid={`compare-${tone}`}
    >
      <Text size="xs" c="dimmed">
        {t(`types.${question.questionType}`)}
      </Text>
      <Text fw={500} dir="auto" td={tone === 'removed' ? 'line-through' : undefined}>
        {localized(question.label, language) || t('builder.questions.untitled')}
      </Text>
    </Paper>
  );
}

/** A question kept from one version to the other, with what changed: texts, type, options, rules, place. */
export function QuestionChangeCard({ change, language }: { change: QuestionChange; language: string }) {
  const { t } = useTranslation('forms');
  const before = localized(change.before.label, language);
  const after = localized(change.after.label, language);
  return (
    <Paper
      withBorder
      p="sm"
      style={{ borderInlineStart: '4px solid var(--mantine-color-yellow-6)' }}
      data-testid="compare-changed"
    >
      <Stack gap={6}>
        <Text fw={500} dir="auto">
          {after || before || t('builder.questions.untitled')}
        </Text>
        <Group gap={4}>
          {change.kinds.map((kind) => (
            <Badge key={kind} size="sm" variant="light" color="yellow" data-testid="compare-change-kind">
              {t(`compare.kinds.${kind}`)}
            </Badge>
          ))}
        </Group>
        {change.kinds.includes('label') ? (
          <Text size="sm" dir="auto">
            <Text span c="red" td="line-through">
              {before || '—'}
            </Text>{' '}
            →{' '}
            <Text span c="green">
              {after || '—'}
            </Text>
          </Text>
        ) : null}
        {change.kinds.includes('type') ? (
          <Text size="sm">
            {t(`types.${change.before.questionType}`)} → {t(`types.${change.after.questionType}`)}
          </Text>
        ) : null}
        {change.options.added.length > 0 ? (
          <Text size="sm" c="green">
            {t('compare.optionsAdded', {
              options: change.options.added.map((o) => optionLabel(o, language)).join(', '),
            })}
          </Text>
        ) : null}
        {change.options.removed.length > 0 ? (
          <Text size="sm" c="red">
            {t('compare.optionsRemoved', {
              options: change.options.removed.map((o) => optionLabel(o, language)).join(', '),
            })}
          </Text>
        ) : null}
        {change.options.changed.length > 0 ? (
          <Text size="sm">
            {t('compare.optionsChanged', {
              options: change.options.changed
                .map(({ before: was, after: now }) => `${optionLabel(was, language)} → ${optionLabel(now, language)}`)
                .join(', '),
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
