import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { AvailabilityExceptionData } from '../graphql/availability.query.ts';
import {
  AddAvailabilityExceptionMutation,
  RemoveAvailabilityExceptionMutation,
} from '../graphql/availability.mutations.ts';
import { type ExceptionForm, exceptionInstants, formatInZone } from '../utils/availability.ts';
import { MutationError } from './mutation-error.tsx';

const EMPTY: ExceptionForm = { kind: 'off', startDate: '', startTime: '', endDate: '', endTime: '' };

/** One-off changes: extra hours and time off, listed in the person's time zone, added and removed. */
export function ExceptionsList({
  exceptions,
  userId,
  canEdit,
  timeZone,
  onChanged,
}: {
  exceptions: readonly AvailabilityExceptionData[];
  userId: string | null;
  canEdit: boolean;
  timeZone: string;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('availability');
  const locale = i18n.resolvedLanguage ?? 'en';
  const [form, setForm] = useState<ExceptionForm>(EMPTY);
  const [problem, setProblem] = useState<'date' | 'time' | 'endAfterStart' | null>(null);
  const [addState, add] = useMutation(AddAvailabilityExceptionMutation);
  const [removeState, remove] = useMutation(RemoveAvailabilityExceptionMutation);
  const sorted = [...exceptions].sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const period = exceptionInstants(form, timeZone);
    if ('error' in period) {
      setProblem(period.error);
      return;
    }
    setProblem(null);
    const result = await add({ userId, input: { kind: form.kind, ...period } });
    if (result.error) return;
    setForm(EMPTY);
    onChanged();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="availability-exceptions-title">
      <Title order={2} size="h3" id="availability-exceptions-title">
        {t('exceptions.title')}
      </Title>
      {sorted.length === 0 ? (
        <Text size="sm" data-testid="availability-exceptions-empty">
          {t('exceptions.empty')}
        </Text>
      ) : (
        <Stack gap="xs">
          {sorted.map((exception) => (
            <Group
              key={exception._id}
              gap="sm"
              wrap="nowrap"
              data-testid="availability-exception-row"
              data-exception-id={exception._id}
            >
              <Badge color={exception.kind === 'off' ? 'orange' : 'teal'} variant="light">
                {t(`exceptions.kinds.${exception.kind}`)}
              </Badge>
              <Text size="sm" data-testid="availability-exception-period">
                {t('exceptions.period', {
                  from: formatInZone(String(exception.startsAt), timeZone, locale),
                  to: formatInZone(String(exception.endsAt), timeZone, locale),
                })}
              </Text>
              {canEdit ? (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('exceptions.remove')}
                  onClick={() => void remove({ id: exception._id }).then((result) => !result.error && onChanged())}
                  data-testid="availability-exception-remove"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      <MutationError error={removeState.error} />
      {canEdit ? (
        <Paper withBorder p="sm" radius="md">
          <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="availability-exception-form">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                {t('exceptions.add')}
              </Text>
              <SegmentedControl
                value={form.kind}
                onChange={(value) => setForm({ ...form, kind: value === 'extra' ? 'extra' : 'off' })}
                data={[
                  { value: 'off', label: t('exceptions.kinds.off') },
                  { value: 'extra', label: t('exceptions.kinds.extra') },
                ]}
                data-testid="availability-exception-kind"
              />
              <Group gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  type="date"
                  label={t('exceptions.startDate')}
                  value={form.startDate}
                  onChange={(event) => setForm({ ...form, startDate: event.currentTarget.value })}
                  data-testid="availability-exception-start-date"
                />
                <TimeInput
                  label={t('exceptions.startTime')}
                  value={form.startTime}
                  onChange={(event) => setForm({ ...form, startTime: event.currentTarget.value })}
                  data-testid="availability-exception-start-time"
                />
                <TextInput
                  type="date"
                  label={t('exceptions.endDate')}
                  value={form.endDate}
                  onChange={(event) => setForm({ ...form, endDate: event.currentTarget.value })}
                  data-testid="availability-exception-end-date"
                />
                <TimeInput
                  label={t('exceptions.endTime')}
                  value={form.endTime}
                  onChange={(event) => setForm({ ...form, endTime: event.currentTarget.value })}
                  data-testid="availability-exception-end-time"
                />
              </Group>
              <Text size="xs" c="dimmed">
                {t('exceptions.hint', { timeZone })}
              </Text>
              {problem ? (
                <Text size="sm" c="red" role="alert" data-testid="availability-exception-problem">
                  {t(`exceptions.errors.${problem}`)}
                </Text>
              ) : null}
              <MutationError error={addState.error} />
              <Group>
                <Button type="submit" loading={addState.fetching} data-testid="availability-exception-add">
                  {t('exceptions.addButton')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}
    </Stack>
  );
}
