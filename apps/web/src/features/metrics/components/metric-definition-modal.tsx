import {
  METRIC_CATEGORY_TAGS,
  METRIC_RECURRENCE_MAX_AMOUNT,
  METRIC_RECURRENCE_TYPES,
  METRIC_UNIT_TYPES,
  METRIC_VALIDATION_RULES,
} from '@cohort/shared';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { FormModal } from '../../../ui/form-modal.tsx';
import { CreateMetricMutation } from '../graphql/create-metric.mutation.ts';
import { type MetricDefinitionData, MetricDefinitionFragment } from '../graphql/metric-definition.fragment.ts';
import { UpdateMetricMutation } from '../graphql/update-metric.mutation.ts';
import { useStaffFeedback } from '../hooks/use-staff-feedback.ts';
import {
  type DraftProblem,
  draftFromMetric,
  draftProblems,
  emptyDraft,
  emptyValidation,
  hasProblems,
  localizedValue,
  type MetricDraft,
  problemField,
  type TargetKind,
  toMetricInput,
  type ValidationDraft,
} from '../utils/metric-definition.ts';

type ServerProblems = Partial<Record<'name' | 'customUnitName' | 'amount' | 'validations', string>>;

/**
 * New metric / Edit metric (issue 17 point 1): name and description in the person's language, the unit (a CUSTOM unit
 * with its name), how often it is reported, its category and its validations (a rule against a fixed number, another
 * metric or the sum of several, with an optional label). Problems show under their fields once Save is pressed; the
 * server's refusals go under the field they name, or above the form.
 */
export function MetricDefinitionModal({
  metric,
  metrics,
  onClose,
  onSaved,
}: {
  metric: MetricDefinitionData | null;
  /** Every metric of the organisation, to compare with. */
  metrics: readonly MetricDefinitionData[];
  onClose: () => void;
  onSaved: (metric: MetricDefinitionData, created: boolean) => void;
}) {
  const { t, i18n } = useTranslation('metrics');
  const language = i18n.language;
  const feedback = useStaffFeedback();
  const [draft, setDraft] = useState<MetricDraft>(() => (metric ? draftFromMetric(metric, language) : emptyDraft()));
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [server, setServer] = useState<ServerProblems>({});
  const [{ fetching: creating }, create] = useMutation(CreateMetricMutation);
  const [{ fetching: updating }, update] = useMutation(UpdateMetricMutation);
  const problems = draftProblems(draft);
  const shown = submitted ? problems : { validations: {} };
  const problemText = (problem: DraftProblem | undefined) =>
    problem ? t(`definitions.problems.${problem}`) : undefined;

  const targets = useMemo(
    () =>
      metrics
        .filter((other) => other.id !== metric?.id && other.unitOfMeasure.unitType !== 'DATE')
        .map((other) => ({ value: other.id, label: localizedValue(other.name, language) })),
    [metrics, metric, language],
  );

  const change = (patch: Partial<MetricDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeValidation = (key: string, patch: Partial<ValidationDraft>) =>
    setDraft((current) => ({
      ...current,
      validations: current.validations.map((v) => (v.key === key ? { ...v, ...patch } : v)),
    }));

  const submit = async () => {
    setSubmitted(true);
    setError(null);
    setServer({});
    if (hasProblems(problems)) return;
    const input = toMetricInput(draft, language, metric);
    const result = metric ? await update({ id: metric.id, input }) : await create({ input });
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      const placed: ServerProblems = {};
      const unplaced: string[] = [];
      for (const field of fields) {
        const where = problemField(field.field);
        if (where && !placed[where]) placed[where] = feedback.message(field.message);
        else unplaced.push(feedback.message(field.message));
      }
      setServer(placed);
      if (fields.length === 0) setError(feedback.errorMessage(result.error));
      else if (unplaced.length > 0) setError(unplaced.join('. '));
      return;
    }
    const saved = result.data && ('createMetric' in result.data ? result.data.createMetric : result.data.updateMetric);
    if (saved) onSaved(readFragment(MetricDefinitionFragment, saved), !metric);
  };

  const ruleOptions = METRIC_VALIDATION_RULES.map((rule) => ({ value: rule, label: t(`definitions.rules.${rule}`) }));
  const targetOptions = (['number', 'metric', 'sum'] as const).map((kind) => ({
    value: kind,
    label: t(`definitions.targets.${kind}`),
  }));

  return (
    <FormModal
      title={metric ? t('definitions.editTitle') : t('definitions.newTitle')}
      size="xl"
      saving={creating || updating}
      error={error}
      onClose={onClose}
      onSubmit={() => void submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      testIds={{
        modal: 'metric-definition-modal',
        form: 'metric-definition-form',
        error: 'metric-definition-error',
        cancel: 'metric-definition-cancel',
        submit: 'metric-definition-save',
      }}
    >
      <TextInput
        label={t('definitions.fields.name')}
        required
        value={draft.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={problemText(shown.name) ?? server.name}
        maxLength={500}
        data-testid="metric-name"
      />
      <Textarea
        label={t('definitions.fields.description')}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={500}
        data-testid="metric-description"
      />
      <Group grow align="flex-start">
        <Select
          label={t('definitions.fields.unit')}
          data={METRIC_UNIT_TYPES.map((unit) => ({ value: unit, label: t(`definitions.units.${unit}`) }))}
          value={draft.unitType}
          onChange={(value) => value && change({ unitType: value as MetricDraft['unitType'] })}
          allowDeselect={false}
          data-testid="metric-unit"
        />
        {draft.unitType === 'CUSTOM' ? (
          <TextInput
            label={t('definitions.fields.customUnitName')}
            required
            value={draft.customUnitName}
            onChange={(event) => change({ customUnitName: event.currentTarget.value })}
            error={problemText(shown.customUnitName) ?? server.customUnitName}
            maxLength={60}
            data-testid="metric-custom-unit"
          />
        ) : null}
      </Group>
      <Group grow align="flex-start">
        <NumberInput
          label={t('definitions.fields.every')}
          min={1}
          max={METRIC_RECURRENCE_MAX_AMOUNT}
          allowDecimal={false}
          allowNegative={false}
          value={draft.amount}
          onChange={(value) => change({ amount: value })}
          error={problemText(shown.amount) ?? server.amount}
          data-testid="metric-recurrence-amount"
        />
        <Select
          label={t('definitions.fields.recurrence')}
          data={METRIC_RECURRENCE_TYPES.map((type) => ({ value: type, label: t(`definitions.recurrences.${type}`) }))}
          value={draft.recurrenceType}
          onChange={(value) => value && change({ recurrenceType: value as MetricDraft['recurrenceType'] })}
          allowDeselect={false}
          data-testid="metric-recurrence-type"
        />
        <Select
          label={t('definitions.fields.category')}
          data={METRIC_CATEGORY_TAGS.map((tag) => ({ value: tag, label: t(`definitions.categories.${tag}`) }))}
          value={draft.category}
          onChange={(value) => value && change({ category: value as MetricDraft['category'] })}
          allowDeselect={false}
          searchable
          data-testid="metric-category"
        />
      </Group>
      <Fieldset legend={t('definitions.fields.validations')} data-testid="metric-validations">
        <Stack gap="sm">
          {draft.validations.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('definitions.noValidations')}
            </Text>
          ) : null}
          {draft.validations.map((validation, index) => {
            const problem = problemText(shown.validations[validation.key]);
            return (
              <Stack key={validation.key} gap={4} data-testid="metric-validation">
                <Group align="flex-start" wrap="wrap" gap="xs">
                  <Select
                    aria-label={t('definitions.fields.rule')}
                    data={ruleOptions}
                    value={validation.rule}
                    onChange={(value) =>
                      value && changeValidation(validation.key, { rule: value as typeof validation.rule })
                    }
                    allowDeselect={false}
                    w={150}
                    data-testid="validation-rule"
                  />
                  <Select
                    aria-label={t('definitions.fields.target')}
                    data={targetOptions}
                    value={validation.targetKind}
                    onChange={(value) =>
                      value && changeValidation(validation.key, { targetKind: value as TargetKind, metricIds: [] })
                    }
                    allowDeselect={false}
                    w={190}
                    data-testid="validation-target"
                  />
                  {validation.targetKind === 'number' ? (
                    <TextInput
                      aria-label={t('definitions.fields.value')}
                      inputMode="decimal"
                      value={validation.value}
                      onChange={(event) => changeValidation(validation.key, { value: event.currentTarget.value })}
                      error={problem}
                      w={160}
                      data-testid="validation-value"
                    />
                  ) : validation.targetKind === 'metric' ? (
                    <Select
                      aria-label={t('definitions.fields.otherMetric')}
                      placeholder={t('definitions.fields.otherMetric')}
                      data={targets}
                      value={validation.metricIds[0] ?? null}
                      onChange={(value) => changeValidation(validation.key, { metricIds: value ? [value] : [] })}
                      searchable
                      error={problem}
                      w={220}
                      data-testid="validation-metric"
                    />
                  ) : (
                    <MultiSelect
                      aria-label={t('definitions.fields.summedMetrics')}
                      placeholder={t('definitions.fields.summedMetrics')}
                      data={targets}
                      value={validation.metricIds}
                      onChange={(value) => changeValidation(validation.key, { metricIds: value })}
                      searchable
                      error={problem}
                      miw={220}
                      data-testid="validation-metrics"
                    />
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('definitions.removeValidation', { number: index + 1 })}
                    onClick={() =>
                      change({ validations: draft.validations.filter((other) => other.key !== validation.key) })
                    }
                    data-testid="validation-remove"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                <TextInput
                  aria-label={t('definitions.fields.label')}
                  placeholder={t('definitions.fields.labelPlaceholder')}
                  value={validation.label}
                  onChange={(event) => changeValidation(validation.key, { label: event.currentTarget.value })}
                  maxLength={200}
                  size="xs"
                  data-testid="validation-label"
                />
              </Stack>
            );
          })}
          {server.validations ? (
            <Text size="sm" c="red" data-testid="metric-validations-error">
              {server.validations}
            </Text>
          ) : null}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => change({ validations: [...draft.validations, emptyValidation()] })}
              disabled={draft.validations.length >= 10}
              data-testid="validation-add"
            >
              {t('definitions.addValidation')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </FormModal>
  );
}
