import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { useOrganisationTimezone } from '../../tasks/index.ts';
import { EvaluationFormsQuery } from '../graphql/evaluation-forms.query.ts';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { UpdateEvaluationRoundMutation } from '../graphql/update-evaluation-round.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { clampCap } from '../utils/pool.ts';
import {
  changesSomething,
  REVIEWS_NEEDED_MAX,
  REVIEWS_NEEDED_MIN,
  type RoundSettingsDraft,
  type SettingsField,
  type SettingsFlags,
  settingsFieldErrors,
  settingsInput,
  settingsOf,
} from '../utils/round-settings.ts';
import { fromWallClock, toWallClock } from '../utils/zoned-time.ts';

/**
 * The Settings tab: the evaluation form (forms of kind evaluation, by base id), the deadline in the organisation's
 * time zone, the reviews each application needs (1–10), the default cap of a new evaluator, and the switches the
 * organisation's flags show. Save sends what changed; the server's field messages show next to their fields.
 */
export function RoundSettingsForm({ round, flags }: { round: EvaluationRoundData; flags: SettingsFlags }) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const locale = useDateLocale();
  const zone = useOrganisationTimezone() ?? 'UTC';
  const saved = useMemo(() => settingsOf(round), [round]);
  const [draft, setDraft] = useState<RoundSettingsDraft>(saved);
  const [errors, setErrors] = useState<Partial<Record<SettingsField, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [{ fetching: saving }, update] = useMutation(UpdateEvaluationRoundMutation);
  const [{ data: formsData, error: formsError }] = useQuery({
    query: EvaluationFormsQuery,
    requestPolicy: 'cache-and-network',
  });
  const formOptions = useMemo(() => {
    const options = (formsData?.forms.items ?? [])
      .map((form) => ({ value: form.baseId, label: form.title }))
      .sort((a, b) => a.label.localeCompare(b.label));
    // The chosen form stays listed when the list cannot show it (archived, or forms the viewer may not list).
    if (draft.formId && !options.some((option) => option.value === draft.formId)) {
      options.unshift({
        value: draft.formId,
        label: draft.formId === round.formId && round.formTitle ? round.formTitle : t('settings.unlistedForm'),
      });
    }
    return options;
  }, [formsData, draft.formId, round.formId, round.formTitle, t]);

  const input = settingsInput(round._id, saved, draft, flags);
  const dirty = changesSomething(input);
  const readOnly = !round.canManage;
  const change = (patch: Partial<RoundSettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dirty || readOnly) return;
    setErrors({});
    setGeneral(null);
    const result = await update({ input });
    if (result.error) {
      const { fields, general: rest } = settingsFieldErrors(
        graphqlFieldErrors(result.error).map((error) => ({ ...error, message: feedback.serverText(error.message) })),
      );
      setErrors(fields);
      const fieldCount = Object.keys(fields).length;
      setGeneral(rest.length > 0 ? rest.join('. ') : fieldCount === 0 ? feedback.errorMessage(result.error) : null);
      return;
    }
    const next = result.data?.updateEvaluationRound;
    if (next) setDraft(settingsOf(next));
    feedback.succeeded(t('settings.saved'));
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <form onSubmit={onSubmit} noValidate data-testid="evaluation-settings-form">
        <Stack gap="md">
          {readOnly ? (
            <Alert color="gray" data-testid="evaluation-settings-readonly">
              {t('settings.readOnly')}
            </Alert>
          ) : null}
          {general ? (
            <Alert color="red" role="alert" data-testid="evaluation-settings-error">
              {general}
            </Alert>
          ) : null}
          <Select
            label={t('settings.form')}
            description={formsError ? t('settings.formsUnavailable') : t('settings.formHint')}
            placeholder={t('settings.formPlaceholder')}
            data={formOptions}
            value={draft.formId}
            onChange={(value) => value && change({ formId: value })}
            allowDeselect={false}
            searchable
            nothingFoundMessage={t('settings.noForms')}
            disabled={readOnly}
            error={errors.formId}
            data-testid="evaluation-form"
          />
          <DatesProvider settings={{ locale, consistentWeeks: true }}>
            <DateTimePicker
              label={t('settings.deadline')}
              description={t('settings.deadlineHint', { zone })}
              placeholder={t('settings.noDeadline')}
              value={toWallClock(draft.deadline, zone)}
              onChange={(value) => change({ deadline: fromWallClock(value, zone) })}
              valueFormat="DD MMM YYYY HH:mm"
              clearable
              disabled={readOnly}
              error={errors.deadline}
              popoverProps={{ withinPortal: true }}
              data-testid="evaluation-deadline"
            />
          </DatesProvider>
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label={t('settings.reviewsNeeded')}
              description={t('settings.reviewsNeededHint')}
              min={REVIEWS_NEEDED_MIN}
              max={REVIEWS_NEEDED_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={draft.reviewsNeeded}
              onChange={(value) =>
                change({
                  reviewsNeeded: Math.min(
                    REVIEWS_NEEDED_MAX,
                    Math.max(REVIEWS_NEEDED_MIN, typeof value === 'number' ? value : saved.reviewsNeeded),
                  ),
                })
              }
              disabled={readOnly}
              error={errors.reviewsNeeded}
              miw={200}
              data-testid="evaluation-reviews-needed"
            />
            <NumberInput
              label={t('settings.defaultCap')}
              description={t('settings.defaultCapHint')}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={draft.defaultCap}
              onChange={(value) => change({ defaultCap: clampCap(value, saved.defaultCap) })}
              disabled={readOnly}
              error={errors.defaultCap}
              miw={200}
              data-testid="evaluation-default-cap"
            />
          </Group>
          {flags.evaluationVisibility ? (
            <Switch
              label={t('settings.scoresVisible')}
              description={t('settings.scoresVisibleHint')}
              checked={draft.scoresVisible}
              onChange={(event) => change({ scoresVisible: event.currentTarget.checked })}
              disabled={readOnly}
              error={errors.scoresVisible}
              data-testid="evaluation-scores-visible"
            />
          ) : null}
          {flags.evaluationSubmissionSettings ? (
            <>
              <Switch
                label={t('settings.reviewsEditable')}
                description={t('settings.reviewsEditableHint')}
                checked={draft.reviewsEditable}
                onChange={(event) => change({ reviewsEditable: event.currentTarget.checked })}
                disabled={readOnly}
                error={errors.reviewsEditable}
                data-testid="evaluation-reviews-editable"
              />
              <Switch
                label={t('settings.lateReviews')}
                description={t('settings.lateReviewsHint')}
                checked={draft.lateReviews}
                onChange={(event) => change({ lateReviews: event.currentTarget.checked })}
                disabled={readOnly}
                error={errors.lateReviews}
                data-testid="evaluation-late-reviews"
              />
            </>
          ) : null}
          {flags.anonymityApplications ? (
            <Switch
              label={t('settings.anonymous')}
              description={t('settings.anonymousHint', { funnel: round.funnelName })}
              checked={draft.anonymous}
              onChange={(event) => change({ anonymous: event.currentTarget.checked })}
              disabled={readOnly}
              error={errors.anonymous}
              data-testid="evaluation-anonymous"
            />
          ) : null}
          {readOnly ? null : (
            <Group justify="flex-end" gap="sm">
              {dirty ? (
                <Text size="sm" c="dimmed" data-testid="evaluation-settings-unsaved">
                  {t('settings.unsaved')}
                </Text>
              ) : null}
              <Button variant="default" disabled={!dirty || saving} onClick={() => setDraft(saved)}>
                {t('actions.reset')}
              </Button>
              <Button type="submit" loading={saving} disabled={!dirty} data-testid="evaluation-settings-save">
                {t('actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
