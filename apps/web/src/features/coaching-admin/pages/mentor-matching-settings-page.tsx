import { ALLOCATION_UNITS, type AllocationUnit, COACHING_LIMITS } from '@cohort/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import {
  FeedbackFormsQuery,
  type MentorMatchingSettingsData,
  MentorMatchingSettingsQuery,
  UpdateMentorMatchingSettingsMutation,
} from '../graphql/coaching-admin.graphql.ts';
import { HOURS_REPORT_PATH } from '../utils/paths.ts';

/**
 * /admin/configuration/mentormatching (spec 01 §2.3): whether founders may book only the mentors assigned to their
 * startup, and the hour allocation defaults (unit, per startup, per mentor). Allocations per startup or mentor in a
 * programme are set on the hours report. The evaluation forms (issue 16): the feedback forms the mentor and the
 * founders fill after a session.
 */
export function MentorMatchingSettingsPage() {
  const { t } = useTranslation(['coachingAdmin', 'errors']);
  usePageTitle(t('matching.title'));
  const [{ data, error }] = useQuery({ query: MentorMatchingSettingsQuery });
  const settings = data?.mentorMatchingSettings;
  return (
    <Stack gap="lg" data-testid="mentor-matching-page">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('matching.title')}
        </Title>
        <Text c="dimmed">{t('matching.description')}</Text>
      </Stack>
      {settings ? (
        <MatchingForm settings={settings} />
      ) : error ? (
        <Alert color="red" role="alert">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : (
        <Loader size="sm" />
      )}
    </Stack>
  );
}

type Amount = number | string;

function MatchingForm({ settings }: { settings: MentorMatchingSettingsData }) {
  const { t } = useTranslation(['coachingAdmin', 'errors']);
  const [requireConnection, setRequireConnection] = useState(settings.requireConnection);
  const [allocating, setAllocating] = useState(
    settings.defaultStartupAllocation !== null || settings.defaultMentorAllocation !== null,
  );
  const [unit, setUnit] = useState<AllocationUnit>(settings.allocationUnit);
  const [perStartup, setPerStartup] = useState<Amount>(settings.defaultStartupAllocation ?? '');
  const [perMentor, setPerMentor] = useState<Amount>(settings.defaultMentorAllocation ?? '');
  const [mentorForm, setMentorForm] = useState<string | null>(settings.mentorFormId ?? null);
  const [founderForm, setFounderForm] = useState<string | null>(settings.founderFormId ?? null);
  const [{ data: formsData }] = useQuery({ query: FeedbackFormsQuery, pause: !settings.canEdit });
  const formOptions = useMemo(() => {
    const options = (formsData?.forms.items ?? [])
      .map((form) => ({ value: form.baseId, label: form.title }))
      .sort((a, b) => a.label.localeCompare(b.label));
    // A chosen form the list does not show (archived since, or a reader who does not list forms) stays, by its title.
    const chosen: Array<[string | null | undefined, string | null | undefined]> = [
      [settings.mentorFormId, settings.mentorFormTitle],
      [settings.founderFormId, settings.founderFormTitle],
    ];
    for (const [id, title] of chosen) {
      if (id && !options.some((option) => option.value === id)) {
        options.push({ value: id, label: title ?? t('matching.unlistedForm') });
      }
    }
    return options;
  }, [formsData, settings, t]);
  const [saved, setSaved] = useState(false);
  const [{ fetching, error }, update] = useMutation(UpdateMentorMatchingSettingsMutation);
  const readOnly = !settings.canEdit;
  const allocationOn = settings.hourAllocation === 'ON';
  const amount = (value: Amount) => (value === '' || !allocating ? null : Number(value));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // Allocation defaults are sent only while hours are allocated (the server refuses them otherwise).
    const result = await update({
      input: {
        requireConnection,
        mentorFormId: mentorForm,
        founderFormId: founderForm,
        ...(allocationOn
          ? {
              allocationUnit: unit,
              defaultStartupAllocation: amount(perStartup),
              defaultMentorAllocation: amount(perMentor),
            }
          : {}),
      },
    });
    if (!result.error) setSaved(true);
  };

  const unitLabel = t(`units.${unit}`);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="mentor-matching-form">
      <Stack gap="lg" maw={640}>
        {readOnly ? (
          <Alert color="gray" data-testid="mentor-matching-read-only">
            {t('matching.readOnly')}
          </Alert>
        ) : null}
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('matching.booking')}
            </Title>
            <Switch
              label={t('matching.requireConnection')}
              description={t('matching.requireConnectionHint')}
              checked={requireConnection}
              disabled={readOnly}
              onChange={(event) => setRequireConnection(event.currentTarget.checked)}
              data-testid="mentor-matching-require-connection"
            />
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('matching.allocation')}
            </Title>
            {allocationOn ? (
              <Switch
                label={t('matching.allocate')}
                description={t('matching.allocateHint')}
                checked={allocating}
                disabled={readOnly}
                onChange={(event) => setAllocating(event.currentTarget.checked)}
                data-testid="mentor-matching-allocate"
              />
            ) : (
              <Alert color="gray" data-testid="mentor-matching-allocation-off">
                {t(
                  settings.hourAllocation === 'NOT_IN_PLAN'
                    ? 'matching.allocationNotInPlan'
                    : 'matching.allocationTurnedOff',
                )}
              </Alert>
            )}
            {allocationOn && allocating ? (
              <Stack gap="sm" data-testid="mentor-matching-defaults">
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="mentor-matching-unit">
                    {t('matching.unit')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby="mentor-matching-unit"
                    value={unit}
                    disabled={readOnly}
                    onChange={(value) => setUnit(value as AllocationUnit)}
                    data={ALLOCATION_UNITS.map((value) => ({ value, label: t(`units.${value}`) }))}
                    data-testid="mentor-matching-unit"
                  />
                  {unit === 'DAY' ? (
                    <Text size="xs" c="dimmed">
                      {t('matching.dayHint')}
                    </Text>
                  ) : null}
                </Stack>
                <Group grow align="flex-start">
                  <NumberInput
                    label={t('matching.perStartup')}
                    description={t('matching.perStartupHint', { unit: unitLabel })}
                    value={perStartup}
                    min={0}
                    max={COACHING_LIMITS.maxAllocationAmount}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={readOnly}
                    onChange={setPerStartup}
                    data-testid="mentor-matching-per-startup"
                  />
                  <NumberInput
                    label={t('matching.perMentor')}
                    description={t('matching.perMentorHint', { unit: unitLabel })}
                    value={perMentor}
                    min={0}
                    max={COACHING_LIMITS.maxAllocationAmount}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={readOnly}
                    onChange={setPerMentor}
                    data-testid="mentor-matching-per-mentor"
                  />
                </Group>
              </Stack>
            ) : null}
            <Text size="sm">
              <Anchor component={Link} to={HOURS_REPORT_PATH} data-testid="mentor-matching-hours-link">
                {t('matching.hoursLink')}
              </Anchor>
            </Text>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack gap="sm" data-testid="mentor-matching-evaluation">
            <Title order={2} size="h4">
              {t('matching.evaluation')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('matching.evaluationHint')}
            </Text>
            <Select
              label={t('matching.mentorForm')}
              placeholder={t('matching.noForm')}
              data={formOptions}
              value={mentorForm}
              onChange={setMentorForm}
              clearable
              searchable
              disabled={readOnly}
              data-testid="mentor-matching-mentor-form"
            />
            <Select
              label={t('matching.founderForm')}
              placeholder={t('matching.noForm')}
              data={formOptions}
              value={founderForm}
              onChange={setFounderForm}
              clearable
              searchable
              disabled={readOnly}
              data-testid="mentor-matching-founder-form"
            />
          </Stack>
        </Card>
        {error ? (
          <Alert color="red" role="alert" data-testid="mentor-matching-error">
            {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
          </Alert>
        ) : null}
        {saved ? (
          <Alert color="green" role="status" data-testid="mentor-matching-saved">
            {t('matching.saved')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={fetching} disabled={readOnly} data-testid="mentor-matching-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
