import {
  CORE_METRIC_KEYS,
  ERROR_CODES,
  METRIC_SETTINGS_LIMITS,
  METRIC_SETTINGS_MESSAGES,
  TOAST_DISMISS_MS,
} from '@cohort/shared';
import { Alert, Button, Card, Checkbox, Group, Loader, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import {
  type MetricSettingsData,
  MetricSettingsQuery,
  UpdateMetricSettingsMutation,
} from '../graphql/metric-settings.graphql.ts';

type Days = number | string;
type SettingsError = keyof typeof METRIC_SETTINGS_MESSAGES;

const L = METRIC_SETTINGS_LIMITS;
const BY_MESSAGE: ReadonlyMap<string, SettingsError> = new Map(
  Object.entries(METRIC_SETTINGS_MESSAGES).map(([key, message]) => [message, key as SettingsError]),
);

/**
 * The same ranges as the server's (packages/shared metric settings), said before saving. With the reminder after the
 * deadline off, the second one is sent as 0 (its field shows 0 and is disabled).
 */
function check(values: {
  reportingDays: Days;
  remindBeforeDays: Days;
  remindAfterDeadline: boolean;
  remindAgainAfterDays: Days;
}): Partial<Record<SettingsError, true>> {
  const whole = (value: Days, min: number, max: number) =>
    value !== '' && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;
  const again = values.remindAfterDeadline ? values.remindAgainAfterDays : 0;
  return {
    ...(whole(values.reportingDays, L.minReportingDays, L.maxReportingDays) ? {} : { reportingDays: true }),
    ...(whole(values.remindBeforeDays, 0, L.maxRemindBeforeDays) ? {} : { remindBeforeDays: true }),
    ...(again === 0 || again === '0' || whole(again, L.minRemindAgainDays, L.maxRemindAgainDays)
      ? {}
      : { remindAgainAfterDays: true }),
  };
}

/**
 * /admin/configuration/metrics (issue 17 point 8a, flag dataCollection): how many days after its data date a data
 * form is due, when the founders are reminded, and which core metrics "Add core metrics" offers. Organisation
 * admins change them (ORGANIZATION:EDIT); those who define metrics read them.
 */
export function MetricSettingsPage() {
  const { t } = useTranslation(['metrics', 'errors']);
  usePageTitle(t('settings.title'));
  const [{ data, error }] = useQuery({ query: MetricSettingsQuery });
  const settings = data?.metricSettings;
  return (
    <Stack gap="lg" data-testid="metric-settings-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.description')}</Text>
      </Stack>
      {settings ? (
        <MetricSettingsForm settings={settings} />
      ) : error ? (
        <Alert color="red" role="alert">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
            [ERROR_CODES.forbidden]: t('metrics:settings.forbidden'),
          })}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}

function MetricSettingsForm({ settings }: { settings: MetricSettingsData }) {
  const { t } = useTranslation(['metrics', 'errors']);
  const [reportingDays, setReportingDays] = useState<Days>(settings.reportingDays);
  const [remindBeforeDays, setRemindBeforeDays] = useState<Days>(settings.remindBeforeDays);
  const [remindAfterDeadline, setRemindAfterDeadline] = useState(settings.remindAfterDeadline);
  const [remindAgainAfterDays, setRemindAgainAfterDays] = useState<Days>(settings.remindAgainAfterDays);
  const [enabled, setEnabled] = useState<string[]>(settings.enabledCoreMetrics);
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching }, update] = useMutation(UpdateMetricSettingsMutation);
  const readOnly = !settings.canEdit;
  const errors = check({ reportingDays, remindBeforeDays, remindAfterDeadline, remindAgainAfterDays });
  const errorOf = (key: SettingsError) => (showErrors && errors[key] ? t(`settings.errors.${key}`) : undefined);

  const describe = (error: CombinedError): string => {
    const fields = graphqlFieldErrors(error);
    if (fields.length > 0) {
      return fields
        .map((field) => {
          const key = BY_MESSAGE.get(field.message);
          return key ? t(`settings.errors.${key}`) : field.message;
        })
        .join('. ');
    }
    return graphqlErrorMessage(error, (key) => t(`errors:${key}`), {
      [ERROR_CODES.forbidden]: t('settings.forbidden'),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    const result = await update({
      input: {
        reportingDays: Number(reportingDays),
        remindBeforeDays: Number(remindBeforeDays),
        remindAfterDeadline,
        remindAgainAfterDays: remindAfterDeadline ? Number(remindAgainAfterDays) : 0,
        enabledCoreMetrics: CORE_METRIC_KEYS.filter((key) => enabled.includes(key)),
      },
    });
    if (result.error) {
      const message = describe(result.error);
      setFailure(message);
      notifications.show({
        color: 'red',
        message,
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'metric-settings-toast-error',
      });
      return;
    }
    setShowErrors(false);
    if (!remindAfterDeadline) setRemindAgainAfterDays(0);
    notifications.show({
      color: 'green',
      message: t('settings.saved'),
      autoClose: TOAST_DISMISS_MS,
      'data-testid': 'metric-settings-toast-success',
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="metric-settings-form">
      <Stack gap="lg" maw={640}>
        {readOnly ? (
          <Alert color="gray" data-testid="metric-settings-read-only">
            {t('settings.readOnly')}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('settings.deadline')}
            </Title>
            <NumberInput
              label={t('settings.reportingDays')}
              description={t('settings.reportingDaysHint')}
              value={reportingDays}
              min={L.minReportingDays}
              max={L.maxReportingDays}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              onChange={setReportingDays}
              error={errorOf('reportingDays')}
              maw={480}
              data-testid="metric-settings-reporting-days"
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('settings.reminders')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.remindersHint')}
            </Text>
            <NumberInput
              label={t('settings.remindBeforeDays')}
              description={t('settings.remindBeforeDaysHint')}
              value={remindBeforeDays}
              min={0}
              max={L.maxRemindBeforeDays}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly}
              onChange={setRemindBeforeDays}
              error={errorOf('remindBeforeDays')}
              maw={480}
              data-testid="metric-settings-remind-before"
            />
            <Switch
              label={t('settings.remindAfterDeadline')}
              description={t('settings.remindAfterDeadlineHint')}
              checked={remindAfterDeadline}
              disabled={readOnly}
              onChange={(event) => setRemindAfterDeadline(event.currentTarget.checked)}
              data-testid="metric-settings-remind-after"
            />
            <NumberInput
              label={t('settings.remindAgainAfterDays')}
              description={t('settings.remindAgainAfterDaysHint', {
                min: L.minRemindAgainDays,
                max: L.maxRemindAgainDays,
              })}
              value={remindAfterDeadline ? remindAgainAfterDays : 0}
              min={0}
              max={L.maxRemindAgainDays}
              allowDecimal={false}
              allowNegative={false}
              disabled={readOnly || !remindAfterDeadline}
              onChange={setRemindAgainAfterDays}
              error={errorOf('remindAgainAfterDays')}
              maw={480}
              data-testid="metric-settings-remind-again"
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('settings.coreMetrics')}
            </Title>
            <Checkbox.Group
              description={t('settings.coreMetricsHint')}
              value={enabled}
              onChange={setEnabled}
              data-testid="metric-settings-core"
            >
              <Stack gap="xs" mt="xs">
                {CORE_METRIC_KEYS.map((key) => (
                  <Checkbox
                    key={key}
                    value={key}
                    label={t(`settings.core.${key}` as 'settings.core.revenue')}
                    disabled={readOnly}
                    data-testid={`metric-settings-core-${key}`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          </Stack>
        </Card>
        {failure ? (
          <Alert color="red" role="alert" data-testid="metric-settings-error">
            {failure}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={fetching} disabled={readOnly} data-testid="metric-settings-save">
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
