import { PLAN_FEATURES } from '@cohort/shared';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import type { OrganisationSummary } from '../graphql/organisation-summary.fragment.ts';
import { UpdatePlanMutation } from '../graphql/update-plan.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { ORGANISATION_LIMITS, togglePlanFeature } from '../utils/organisations.ts';

type PlanFeature = (typeof PLAN_FEATURES)[number];

/** Replaces an organisation's plan: its licensed-user limit and the plan features it includes (platform operators). */
export function OrganisationPlanModal({
  organisation,
  onClose,
  onSaved,
}: {
  organisation: OrganisationSummary;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const feedback = useSettingsFeedback();
  const [, updatePlan] = useMutation(UpdatePlanMutation);
  // The organisations list carries each plan; a summary returned by a mutation may not (then the form starts empty).
  const [limit, setLimit] = useState<number | string>(
    (organisation.employeeCountLimit as number | null | undefined) ?? '',
  );
  const [features, setFeatures] = useState<PlanFeature[]>((organisation.features ?? []) as PlanFeature[]);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const limitLabel = t('organisations.plan.limit');
  const limitError = rules.number(limitLabel, limit, ORGANISATION_LIMITS.employeeCountLimit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (limitError) return;
    setSaving(true);
    setError(null);
    setServerError(null);
    const result = await updatePlan({
      incubatorId: organisation.id,
      employeeCountLimit: Number(limit),
      features,
    });
    setSaving(false);
    if (result.error) {
      const limitField = graphqlFieldErrors(result.error).find((field) => field.field.endsWith('employeeCountLimit'));
      if (limitField) setServerError(limitField.message);
      else setError(feedback.errorMessage(result.error));
      return;
    }
    onSaved();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('organisations.plan.title', { name: organisation.name })}
      data-testid="plan-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="plan-error">
              {error}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('organisations.plan.description')}
          </Text>
          <NumberInput
            label={limitLabel}
            value={limit}
            onChange={(value) => {
              setLimit(value);
              setTouched(true);
              setServerError(null);
            }}
            min={ORGANISATION_LIMITS.employeeCountLimit.min}
            max={ORGANISATION_LIMITS.employeeCountLimit.max}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            data-autofocus
            error={(touched ? limitError : null) ?? serverError ?? undefined}
            data-testid="plan-limit"
          />
          <Stack gap="xs" role="group" aria-labelledby="plan-features-label">
            <Text size="sm" fw={500} id="plan-features-label">
              {t('organisations.plan.features')}
            </Text>
            {PLAN_FEATURES.map((feature) => (
              <Checkbox
                key={feature}
                label={t(`plan.features.names.${feature}`)}
                checked={features.includes(feature)}
                onChange={(event) => {
                  // Read the state now: the event's target is gone once React runs the updater.
                  const on = event.currentTarget.checked;
                  setFeatures((current) => togglePlanFeature(PLAN_FEATURES, current, feature, on));
                }}
                data-testid="plan-feature"
                data-feature={feature}
              />
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="plan-submit">
              {t('organisations.plan.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
