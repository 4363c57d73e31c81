import { validateMetricForm } from '@cohort/shared';
import { Alert, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { FormModal } from '../../../ui/form-modal.tsx';
import { MetricFormFragment } from '../graphql/metric-form.fragment.ts';
import { MetricFormQuery } from '../graphql/metric-form.query.ts';
import { SetMetricDataMutation } from '../graphql/set-metric-data.mutation.ts';
import { useMetricText } from '../hooks/use-metric-text.ts';
import { applyMetricMask, metricFieldMask, periodLabel } from '../utils/field-mask.ts';
import { toFormField } from '../utils/form-fields.ts';

/**
 * The metrics data form of a startup for a data date (spec 02 §2, §5): the period is the month before the data date;
 * one field per metric with its unit's mask; the shared rules speak as the person types; Save waits for a valid form
 * and sends only the filled values.
 */
export function DataFormModal({
  startupId,
  date,
  onClose,
  onSaved,
}: {
  startupId: string;
  date: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('metrics');
  const text = useMetricText();
  const locale = i18n.language;
  const [{ data, fetching }] = useQuery({
    query: MetricFormQuery,
    variables: { startupId, date },
    requestPolicy: 'network-only',
  });
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: saving }, save] = useMutation(SetMetricDataMutation);

  const form = data ? readFragment(MetricFormFragment, data.startupMetricDataForMetricForm) : null;
  const items = useMemo(() => form?.periods.flatMap((period) => period.data) ?? [], [form]);
  const fields = useMemo(() => items.map((item) => toFormField(item, locale)), [items, locale]);
  const currency = form?.currency ?? 'EUR';
  const result = validateMetricForm(fields, values, { currency, locale });

  const submit = async () => {
    if (!result.valid) return;
    setError(null);
    // Only the filled values travel, as the exact decimal strings the shared rules read.
    const response = await save({ startupId, date, data: result.filled });
    if (response.error) {
      setError(text.errorMessage(response.error));
      return;
    }
    onSaved();
  };

  const upToDate = form?.upToDate === true || (form !== null && items.length === 0);

  return (
    <FormModal
      title={t('form.title', { period: periodLabel(date, locale) })}
      size="lg"
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitDisabled={!result.valid || upToDate}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      testIds={{
        modal: 'metrics-form-modal',
        form: 'metrics-form',
        error: 'metrics-form-error',
        cancel: 'metrics-form-cancel',
        submit: 'metrics-form-save',
      }}
    >
      {fetching && !form ? (
        <Center p="md">
          <Loader size="sm" />
        </Center>
      ) : upToDate ? (
        <Alert color="green" data-testid="metrics-up-to-date">
          {t('messages.upToDate')}
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="metrics-form-period">
            {t('form.period', { period: periodLabel(date, locale) })}
          </Text>
          {fields.map((field) => {
            const item = items.find((candidate) => candidate.id === field.metricDataId);
            const mask = metricFieldMask(field.unitType, currency, locale);
            const message = result.fieldErrors[field.metricDataId];
            const unitName = item?.metric.unitOfMeasure.customName;
            return (
              <TextInput
                key={field.metricDataId}
                label={field.name}
                description={unitName ?? undefined}
                placeholder={field.unitType === 'DATE' ? t('form.datePlaceholder') : undefined}
                inputMode={mask.inputMode}
                leftSection={mask.prefix ? <Text size="sm">{mask.prefix}</Text> : undefined}
                rightSection={mask.suffix ? <Text size="sm">{mask.suffix.trim()}</Text> : undefined}
                value={values[field.metricDataId] ?? ''}
                onChange={(event) => {
                  const next = applyMetricMask(event.currentTarget.value, mask);
                  setValues((current) => ({ ...current, [field.metricDataId]: next }));
                }}
                error={message ? text.message(message) : undefined}
                data-testid={`metrics-field-${field.metricId}`}
              />
            );
          })}
          {result.formError ? (
            <Text size="sm" c="dimmed" data-testid="metrics-form-hint">
              {text.message(result.formError)}
            </Text>
          ) : null}
        </Stack>
      )}
    </FormModal>
  );
}
