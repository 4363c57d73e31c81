import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { type FormQuestion, isLayout } from '@cohort/shared';
import { IconAlertTriangle, IconCopy, IconGitBranch, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPE_ICONS } from './question-types.ts';

/** One question of the list: its handle, number, type and label, what it lacks, and its own actions. */
export function QuestionCard({
  question,
  number,
  label,
  selected,
  problems,
  missing,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  question: FormQuestion;
  number: number | null;
  label: string;
  selected: boolean;
  problems: string[];
  missing: string[];
  onSelect: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('forms');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question.id,
  });
  const Icon = QUESTION_TYPE_ICONS[question.questionType];
  const section = question.questionType === 'section';
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      bg={section ? 'var(--mantine-color-default-hover)' : undefined}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected ? 2 : undefined,
        cursor: 'pointer',
      }}
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      data-testid="question-card"
      data-question-id={question.id}
      data-question-type={question.questionType}
      data-question-label={label}
      data-selected={selected || undefined}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          style={{ cursor: 'grab', touchAction: 'none' }}
          aria-label={t('builder.questions.move', { label })}
          data-testid="question-handle"
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <Icon size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" c="dimmed">
              {number !== null ? `${number}. ` : ''}
              {t(`types.${question.questionType}`)}
            </Text>
          </Group>
          <Text
            fw={section ? 700 : 500}
            size="sm"
            dir="auto"
            truncate
            c={label ? undefined : 'dimmed'}
            data-testid="question-card-label"
          >
            {label || t('builder.questions.untitled')}
          </Text>
          <Group gap={4}>
            {question.validations?.required && !isLayout(question) ? (
              <Badge size="xs" variant="light">
                {t('builder.questions.required')}
              </Badge>
            ) : null}
            {question.dependency ? (
              <Badge size="xs" variant="light" color="grape" leftSection={<IconGitBranch size={10} />}>
                {t('builder.questions.conditional')}
              </Badge>
            ) : null}
            {section && question.newPage ? (
              <Badge size="xs" variant="light" color="cyan">
                {t('builder.questions.newPage')}
              </Badge>
            ) : null}
            {question.visibleTo && question.visibleTo.length > 0 ? (
              <Badge size="xs" variant="light" color="orange">
                {t('builder.questions.restricted')}
              </Badge>
            ) : null}
            {missing.length > 0 ? (
              <Badge size="xs" variant="outline" color="yellow" data-testid="question-missing-translations">
                {t('builder.questions.missing', { languages: missing.map((l) => l.toUpperCase()).join(', ') })}
              </Badge>
            ) : null}
            {problems.length > 0 ? (
              <Tooltip label={problems.join(' · ')} multiline w={280}>
                <Badge
                  size="xs"
                  color="red"
                  leftSection={<IconAlertTriangle size={10} />}
                  data-testid="question-problems"
                >
                  {t('builder.questions.problems', { count: problems.length })}
                </Badge>
              </Tooltip>
            ) : null}
          </Group>
        </Stack>
        <Group gap={2} wrap="nowrap">
          <Tooltip label={t('builder.questions.duplicate')}>
            <ActionIcon
              variant="subtle"
              aria-label={t('builder.questions.duplicateNamed', { label: label || t('builder.questions.untitled') })}
              onClick={(event) => {
                event.stopPropagation();
                onDuplicate();
              }}
              data-testid="question-duplicate"
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('builder.questions.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('builder.questions.deleteNamed', { label: label || t('builder.questions.untitled') })}
              onClick={(event) => {
                event.stopPropagation();
                onDelete();
              }}
              data-testid="question-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
