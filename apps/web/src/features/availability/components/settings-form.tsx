import { COACHING_LIMITS, HOURS_MODES, type HoursMode } from '@cohort/shared';
import { Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { CoachingSettingsData } from '../graphql/availability.query.ts';
import { UpdateCoachingSettingsMutation } from '../graphql/availability.mutations.ts';
import { timeZoneChoices } from '../utils/availability.ts';
import { MutationError } from './mutation-error.tsx';

function asNumber(value: string | number, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(number) ? number : fallback;
}

/** Time zone, business or all hours, buffer between meetings, minimum notice and how far ahead one can be booked. */
export function SettingsForm({
  settings,
  userId,
  canEdit,
  onChanged,
}: {
  settings: CoachingSettingsData;
  userId: string | null;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('availability');
  const [timeZone, setTimeZone] = useState(settings.timeZone);
  const [hoursMode, setHoursMode] = useState<HoursMode>(settings.hoursMode);
  const [buffer, setBuffer] = useState<number>(settings.bufferMinutes);
  const [noticeHours, setNoticeHours] = useState<number>(Math.round(settings.minimumNoticeMinutes / 60));
  const [horizon, setHorizon] = useState<number>(settings.horizonDays);
  const [saved, setSaved] = useState(false);
  const [{ fetching, error }, save] = useMutation(UpdateCoachingSettingsMutation);
  const zones = useMemo(() => timeZoneChoices(settings.timeZone), [settings.timeZone]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({
      userId,
      input: {
        timeZone,
        hoursMode,
        bufferMinutes: buffer,
        minimumNoticeMinutes: noticeHours * 60,
        horizonDays: horizon,
      },
    });
    if (result.error) return;
    setSaved(true);
    onChanged();
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="availability-settings-title">
      <Title order={2} size="h3" id="availability-settings-title">
        {t('settings.title')}
      </Title>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="availability-settings-form">
        <Stack gap="md" maw={520}>
          {saved ? (
            <Alert color="green" role="status" data-testid="availability-settings-saved">
              {t('settings.saved')}
            </Alert>
          ) : null}
          <MutationError error={error} />
          <Select
            label={t('settings.timeZone')}
            data={zones}
            value={timeZone}
            onChange={(value) => value && setTimeZone(value)}
            searchable
            allowDeselect={false}
            disabled={!canEdit}
            nothingFoundMessage={t('settings.noTimeZone')}
            data-testid="availability-time-zone"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('settings.hoursMode')}
            </Text>
            <SegmentedControl
              value={hoursMode}
              onChange={(value) => setHoursMode(value as HoursMode)}
              disabled={!canEdit}
              data={HOURS_MODES.map((mode) => ({ value: mode, label: t(`settings.hoursModes.${mode}`) }))}
              data-testid="availability-hours-mode"
            />
          </Stack>
          <NumberInput
            label={t('settings.buffer')}
            description={t('settings.bufferHint')}
            min={0}
            max={COACHING_LIMITS.maxBufferMinutes}
            step={5}
            value={buffer}
            onChange={(value) => setBuffer(asNumber(value, 0))}
            disabled={!canEdit}
            data-testid="availability-buffer"
          />
          <NumberInput
            label={t('settings.notice')}
            description={t('settings.noticeHint')}
            min={0}
            max={COACHING_LIMITS.maxMinimumNoticeMinutes / 60}
            value={noticeHours}
            onChange={(value) => setNoticeHours(asNumber(value, 0))}
            disabled={!canEdit}
            data-testid="availability-notice"
          />
          <NumberInput
            label={t('settings.horizon')}
            description={t('settings.horizonHint')}
            min={1}
            max={COACHING_LIMITS.maxHorizonDays}
            value={horizon}
            onChange={(value) => setHorizon(asNumber(value, 1))}
            disabled={!canEdit}
            data-testid="availability-horizon"
          />
          {canEdit ? (
            <Group>
              <Button type="submit" loading={fetching} data-testid="availability-settings-save">
                {t('settings.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
