import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { RoundKind } from '@cohort/shared';
import { IconGripVertical, IconLock, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ZonedDateTimeInput } from '../components/zoned-date-time-input.tsx';
import { withChosen } from '../hooks/use-funnel-options.ts';
import type { RoundDraft, RoundProblem } from './builder-state.ts';

export const MOVABLE_ROUND_KINDS = ['form', 'evaluation', 'meeting'] as const satisfies readonly RoundKind[];

/**
 * One round: its handle (drag, or Space and the arrows), kind, name, description and deadline, and the form of a
 * form or evaluation round. The decision round has no handle and cannot be removed: it stays last.
 */
export function RoundCard({
  round,
  number,
  forms,
  evaluationForms,
  problems,
  serverProblems,
  timeZone,
  onChange,
  onRemove,
}: {
  round: RoundDraft;
  number: number;
  forms: { value: string; label: string }[];
  evaluationForms: { value: string; label: string }[];
  problems: Partial<Record<'name' | 'formId', RoundProblem>>;
  serverProblems: string[];
  timeZone: string;
  onChange: (patch: Partial<Omit<RoundDraft, 'key' | 'id'>>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('funnels');
  const decision = round.kind === 'decision';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: round.key,
    disabled: decision,
  });
  const label = round.name.trim() || t(`rounds.kinds.${round.kind}`);
  const formChoices = round.kind === 'evaluation' ? evaluationForms : forms;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="sm"
      radius="md"
      bg={decision ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="round-card"
      data-round-kind={round.kind}
      data-round-name={round.name}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {decision ? (
          <Tooltip label={t('rounds.decisionLast')}>
            <ActionIcon variant="subtle" color="gray" aria-label={t('rounds.decisionLast')} data-testid="round-locked">
              <IconLock size={16} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <ActionIcon
            ref={setActivatorNodeRef}
            variant="subtle"
            color="gray"
            style={{ cursor: 'grab', touchAction: 'none' }}
            aria-label={t('rounds.move', { name: label })}
            data-testid="round-handle"
            {...attributes}
            {...listeners}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {number}.
              </Text>
              <Badge variant="light" data-testid="round-kind">
                {t(`rounds.kinds.${round.kind}`)}
              </Badge>
            </Group>
            {decision ? null : (
              <Tooltip label={t('rounds.remove')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('rounds.removeNamed', { name: label })}
                  onClick={onRemove}
                  data-testid="round-remove"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: decision ? 1 : 2 }}>
            <TextInput
              label={t('rounds.name')}
              value={round.name}
              onChange={(event) => onChange({ name: event.currentTarget.value })}
              error={problems.name ? t('problems.required', { field: t('rounds.name') }) : undefined}
              maxLength={120}
              required
              data-testid="round-name"
            />
            {decision ? null : (
              <Select
                label={t('rounds.kind')}
                data={MOVABLE_ROUND_KINDS.map((kind) => ({ value: kind, label: t(`rounds.kinds.${kind}`) }))}
                value={round.kind}
                onChange={(value) => value && onChange({ kind: value as RoundKind })}
                allowDeselect={false}
                data-testid="round-kind-select"
              />
            )}
          </SimpleGrid>
          {round.kind === 'form' || round.kind === 'evaluation' ? (
            <Select
              label={t(round.kind === 'form' ? 'rounds.form' : 'rounds.evaluationForm')}
              description={t(round.kind === 'form' ? 'rounds.formHint' : 'rounds.evaluationFormHint')}
              placeholder={t('rounds.formPlaceholder')}
              data={withChosen(formChoices, round.formId, t('settings.unlistedForm'))}
              value={round.formId}
              onChange={(value) => onChange({ formId: value })}
              error={problems.formId ? t('server.roundFormMissing') : undefined}
              required={round.kind === 'form'}
              clearable={round.kind === 'evaluation'}
              searchable
              nothingFoundMessage={t('rounds.noForms')}
              data-testid="round-form"
            />
          ) : null}
          <Textarea
            label={t('rounds.description')}
            value={round.description}
            onChange={(event) => onChange({ description: event.currentTarget.value })}
            maxLength={5_000}
            autosize
            minRows={2}
            maxRows={8}
            data-testid="round-description"
          />
          <ZonedDateTimeInput
            label={t('rounds.deadline')}
            description={t('settings.zoneHint', { zone: timeZone })}
            value={round.deadline}
            zone={timeZone}
            onChange={(value) => onChange({ deadline: value })}
            testId="round-deadline"
          />
          {serverProblems.length > 0 ? (
            <Text size="sm" c="red" role="alert" data-testid="round-problems">
              {serverProblems.join(' · ')}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
