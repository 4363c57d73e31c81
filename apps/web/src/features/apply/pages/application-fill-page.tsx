import type { ApplicationStatus, FormAnswers, FormQuestion, RoleType } from '@cohort/shared';
import { Alert, Anchor, Center, Divider, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import {
  type FillableForm,
  FillableFormFragment,
  FillQuestionFragment,
  FormFillCard,
  FormRenderer,
  formUploader,
  refusedOutcome,
  type SubmitOutcome,
  toFormQuestion,
} from '../../forms/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplicationStatusBadge } from '../components/application-status-badge.tsx';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { CofoundersPanel } from '../components/cofounders-panel.tsx';
import { DeadlineCountdown } from '../components/deadline-countdown.tsx';
import { SubmitApplicationMutation, SubmitApplicationRoundMutation } from '../graphql/application-draft.mutations.ts';
import { ApplicationFormQuery } from '../graphql/application-form.query.ts';
import { type MyApplication, MyApplicationFragment } from '../graphql/my-application.fragment.ts';
import { useApplyFrame } from '../hooks/apply-layout-context.ts';
import { useApplicationDraft } from '../hooks/use-application-draft.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';
import { applicationUploadPath, INTAKE_ROUND, MY_APPLICATIONS_PATH } from '../utils/apply-paths.ts';
import { formatInTimeZone } from '../utils/call-dates.ts';

/** The state /applications receives after a submission, to say it went through. */
export interface SubmittedState {
  submitted: string;
}

/**
 * /application/:applicationId/forms/:round/fill (spec 01 §2.1): the intake (`intake`) or a form round's form (its id)
 * through the one form renderer, its draft saved on the server as the applicant types, the startup name and the team
 * with the intake, Submit with the server's refusals shown (deadline passed, already submitted, failing questions).
 */
export function ApplicationFillPage() {
  const { t } = useTranslation('apply');
  const { applicationId = '', round = INTAKE_ROUND } = useParams();
  const roundId = round === INTAKE_ROUND ? null : round;
  const [{ data, fetching, error }] = useQuery({
    query: ApplicationFormQuery,
    variables: { applicationId, roundId },
    requestPolicy: 'network-only',
  });
  const opened = data?.applicationForm;
  usePageTitle(t('fill.pageTitle'));
  if (fetching && !opened) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!opened) {
    const code = graphqlErrorCode(error);
    return (
      <ApplyPanel testId="fill-missing">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('fill.notFoundTitle')}
          </Title>
          <Text>{code === 'NotFoundError' || !error ? t('fill.notFound') : t('fill.loadError')}</Text>
          <Anchor component={Link} to={MY_APPLICATIONS_PATH}>
            {t('fill.myApplications')}
          </Anchor>
        </Stack>
      </ApplyPanel>
    );
  }
  const form = readFragment(FillableFormFragment, opened.form);
  const application = readFragment(MyApplicationFragment, opened.application);
  return (
    <ApplicationFill
      key={`${application._id}:${form._id}`}
      form={form}
      application={application}
      roundId={roundId}
      answers={(opened.answers as FormAnswers | null) ?? {}}
      editable={opened.editable}
      status={opened.status}
      submittedAt={opened.submittedAt ?? null}
    />
  );
}

function ApplicationFill({
  form,
  application,
  roundId,
  answers,
  editable,
  status,
  submittedAt,
}: {
  form: FillableForm;
  application: MyApplication;
  roundId: string | null;
  answers: FormAnswers;
  editable: boolean;
  status: string;
  submittedAt: string | null;
}) {
  const { t, i18n } = useTranslation(['apply', 'formPages']);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { timeZone } = useApplyFrame();
  const errorText = useApplicationErrorText();
  const [, submitIntake] = useMutation(SubmitApplicationMutation);
  const [, submitRound] = useMutation(SubmitApplicationRoundMutation);
  const [startupName, setStartupName] = useState(application.startupName ?? '');
  const [startupError, setStartupError] = useState<string | null>(null);
  const draft = useApplicationDraft({
    applicationId: application._id,
    roundId,
    initialAnswers: answers,
    initialStartupName: application.startupName ?? '',
  });
  const locale = i18n.resolvedLanguage ?? 'en';
  const intake = roundId === null;
  const round = !intake && application.round?._id === roundId ? application.round : null;
  const deadline = intake ? application.funnel.closesAt : (round?.deadline ?? null);
  const uploadFile = useMemo(
    () => formUploader(applicationUploadPath(application._id, roundId), () => i18n.resolvedLanguage ?? i18n.language),
    [application._id, roundId, i18n],
  );

  const submit = useCallback(
    async (answersNow: FormAnswers, language: string): Promise<SubmitOutcome> => {
      if (intake && startupName.trim() === '') {
        const message = t('apply:fill.startupNameRequired');
        setStartupError(message);
        return { ok: false, answerErrors: [], message };
      }
      // The submission reads the saved startup name: what is pending is saved first.
      await draft.flush(answersNow, language);
      const result = intake
        ? await submitIntake({ applicationId: application._id, answers: answersNow, language })
        : await submitRound({ applicationId: application._id, roundId: roundId ?? '', answers: answersNow, language });
      if (result.data && !result.error) return { ok: true, score: null, maxScore: null };
      const refused = refusedOutcome(result.error, t('formPages:fill.failed'));
      return refused.ok
        ? refused
        : { ...refused, message: refused.message ? errorText.message(refused.message) : null };
    },
    [intake, startupName, draft, submitIntake, submitRound, application._id, roundId, t, errorText],
  );

  const questions = useMemo<FormQuestion[]>(
    () => form.questions.map((q) => toFormQuestion(readFragment(FillQuestionFragment, q))),
    [form.questions],
  );

  return (
    <Stack gap="lg" maw={960} mx="auto" data-testid="application-fill-page">
      <ApplyPanel wide>
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap">
            <Stack gap={2}>
              <Text size="sm" c="dimmed" dir="auto">
                {application.funnel.name}
              </Text>
              <Title order={1} size="h2" dir="auto">
                {round ? round.name : t('apply:fill.intakeTitle')}
              </Title>
            </Stack>
            <ApplicationStatusBadge status={application.status as ApplicationStatus} />
          </Group>
          {deadline ? (
            <Group gap="md" wrap="wrap">
              <Text size="sm" data-testid="fill-deadline">
                {t('apply:program.closes', { date: formatInTimeZone(deadline, timeZone, locale) })}
              </Text>
              {editable ? <DeadlineCountdown closesAt={deadline} size="sm" /> : null}
            </Group>
          ) : null}
          {intake ? (
            editable ? (
              <TextInput
                label={t('apply:signUp.startupName')}
                value={startupName}
                withAsterisk
                error={startupError}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  setStartupName(next);
                  setStartupError(null);
                  draft.setStartupName(next);
                }}
                maw={420}
                data-testid="fill-startup-name"
              />
            ) : (
              <Text size="sm">{t('apply:fill.startup', { name: application.startupName ?? '' })}</Text>
            )
          ) : null}
          {intake ? (
            <>
              <Divider />
              <CofoundersPanel
                application={application}
                viewerId={user._id}
                onLeft={() => void navigate(MY_APPLICATIONS_PATH, { replace: true })}
              />
            </>
          ) : null}
          <Group justify="space-between">
            <Anchor component={Link} to={MY_APPLICATIONS_PATH} size="sm" data-testid="fill-my-applications">
              {t('apply:fill.myApplications')}
            </Anchor>
            {editable ? (
              <Text
                size="xs"
                c={draft.state === 'failed' ? 'red' : 'dimmed'}
                aria-live="polite"
                data-testid="fill-draft-state"
              >
                {draft.state === 'idle' ? '' : t(`apply:fill.draft.${draft.state}`)}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </ApplyPanel>
      {editable ? (
        <FormFillCard
          form={form}
          roleType={(user.role?.type as RoleType | undefined) ?? null}
          initialAnswers={answers}
          onDraft={draft.onDraft}
          submit={submit}
          uploadFile={uploadFile}
          onSubmitted={() =>
            void navigate(MY_APPLICATIONS_PATH, { state: { submitted: application._id } satisfies SubmittedState })
          }
        />
      ) : (
        <ApplyPanel wide testId="fill-read-only">
          <Stack gap="md">
            <Alert color={status === 'submitted' ? 'green' : 'gray'} role="status" data-testid="fill-locked">
              {status === 'submitted' && submittedAt
                ? t('apply:fill.submittedOn', { date: formatInTimeZone(submittedAt, timeZone, locale) })
                : t('apply:fill.locked')}
            </Alert>
            <Title order={2} size="h3" dir="auto">
              {form.title}
            </Title>
            <FormRenderer
              questions={questions}
              answers={answers}
              onChange={() => undefined}
              language={form.languages.includes(locale) ? locale : (form.languages[0] ?? 'en')}
              currency={form.currency}
              readOnly
            />
          </Stack>
        </ApplyPanel>
      )}
    </Stack>
  );
}
