import { type HoursMode, WEEKDAY_CODES, type WeekdayCode } from '@cohort/shared';
import { ActionIcon, Alert, Button, Chip, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { WeeklyAvailabilityData } from '../graphql/availability.query.ts';
import {
  AddWeeklyAvailabilityMutation,
  RemoveWeeklyAvailabilityMutation,
  UpdateWeeklyAvailabilityMutation,
} from '../graphql/availability.mutations.ts';
import { sortWeekdays, weeklyProblem } from '../utils/availability.ts';
import { MutationError } from './mutation-error.tsx';

/** Weekly recurring hours: a row per group of days with a start and an end time, in the person's time zone. */
export function WeeklyHours({
  weekly,
  userId,
  canEdit,
  hoursMode,
  timeZone,
  onChanged,
}: {
  weekly: readonly WeeklyAvailabilityData[];
  userId: string | null;
  canEdit: boolean;
  hoursMode: HoursMode;
  timeZone: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('availability');
  return (
    <Stack gap="sm" component="section" aria-labelledby="availability-weekly-title" id="weekly">
      <Title order={2} size="h3" id="availability-weekly-title">
        {t('weekly.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(hoursMode === 'BUSINESS_HOURS' ? 'weekly.hintBusiness' : 'weekly.hintAll', { timeZone })}
      </Text>
      {weekly.length === 0 ? (
        <Text size="sm" data-testid="availability-weekly-empty">
          {t('weekly.empty')}
        </Text>
      ) : null}
      {weekly.map((period) => (
        <WeeklyRow
          key={period._id}
          period={period}
          userId={userId}
          canEdit={canEdit}
          hoursMode={hoursMode}
          onChanged={onChanged}
        />
      ))}
      {canEdit ? (
        <WeeklyRow key={`new-${weekly.length}`} userId={userId} canEdit hoursMode={hoursMode} onChanged={onChanged} />
      ) : null}
    </Stack>
  );
}

function WeeklyRow({
  period,
  userId,
  canEdit,
  hoursMode,
  onChanged,
}: {
  period?: WeeklyAvailabilityData;
  userId: string | null;
  canEdit: boolean;
  hoursMode: HoursMode;
  onChanged: () => void;
}) {
  const { t } = useTranslation('availability');
  const [weekdays, setWeekdays] = useState<WeekdayCode[]>(period ? sortWeekdays(period.weekdays) : []);
  const [startTime, setStartTime] = useState(period?.startTime ?? '09:00');
  const [endTime, setEndTime] = useState(period?.endTime ?? '17:00');
  const [problem, setProblem] = useState<ReturnType<typeof weeklyProblem>>(null);
  const [addState, add] = useMutation(AddWeeklyAvailabilityMutation);
  const [updateState, update] = useMutation(UpdateWeeklyAvailabilityMutation);
  const [removeState, remove] = useMutation(RemoveWeeklyAvailabilityMutation);
  const isNew = !period;
  const changed =
    !period ||
    period.startTime !== startTime ||
    period.endTime !== endTime ||
    sortWeekdays(period.weekdays).join() !== weekdays.join();

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const input = { weekdays: sortWeekdays(weekdays), startTime, endTime };
    const found = weeklyProblem(input, hoursMode);
    setProblem(found);
    if (found) return;
    const result = period ? await update({ id: period._id, input }) : await add({ userId, input });
    if (!result.error) onChanged();
  };

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={isNew ? 'availability-weekly-new' : 'availability-weekly-row'}
      data-period-id={period?._id}
    >
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="xs">
          {isNew ? (
            <Text size="sm" fw={600}>
              {t('weekly.add')}
            </Text>
          ) : null}
          <Chip.Group multiple value={weekdays} onChange={(value) => setWeekdays(sortWeekdays(value))}>
            <Group gap={6} role="group" aria-label={t('weekly.days')}>
              {WEEKDAY_CODES.map((code) => (
                <Chip key={code} value={code} size="sm" disabled={!canEdit} data-testid={`availability-day-${code}`}>
                  {t(`weekdays.${code}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TimeInput
              label={t('weekly.start')}
              value={startTime}
              onChange={(event) => setStartTime(event.currentTarget.value)}
              disabled={!canEdit}
              data-testid="availability-weekly-start"
            />
            <TimeInput
              label={t('weekly.end')}
              value={endTime}
              onChange={(event) => setEndTime(event.currentTarget.value)}
              disabled={!canEdit}
              data-testid="availability-weekly-end"
            />
            {canEdit ? (
              <Group gap="xs">
                {isNew ? (
                  <Button type="submit" loading={addState.fetching} data-testid="availability-weekly-add">
                    {t('weekly.addButton')}
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    variant="light"
                    disabled={!changed}
                    loading={updateState.fetching}
                    data-testid="availability-weekly-save"
                  >
                    {t('weekly.save')}
                  </Button>
                )}
                {period ? (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('weekly.remove')}
                    loading={removeState.fetching}
                    onClick={() => void remove({ id: period._id }).then((result) => !result.error && onChanged())}
                    data-testid="availability-weekly-remove"
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                ) : null}
              </Group>
            ) : null}
          </Group>
          {problem ? (
            <Alert color="red" role="alert" data-testid="availability-weekly-problem">
              {t(`weekly.errors.${problem}`)}
            </Alert>
          ) : null}
          <MutationError error={addState.error ?? updateState.error ?? removeState.error} />
        </Stack>
      </form>
    </Paper>
  );
}
