import type { FormAnswers, FormQuestion, RoleType } from '@cohort/shared';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { initialFormLanguage, LocalizedFormRenderer, refusedOutcome, useFormFill } from '../../forms/index.ts';
import { useCurrentUser } from '../../identity/index.ts';
import {
  type CoachingEvaluationData,
  CoachingEvaluationFields,
  CoachingSessionEvaluationQuery,
  SaveCoachingEvaluationDraftMutation,
  SubmitCoachingEvaluationMutation,
} from '../graphql/coaching-evaluation.graphql.ts';
import { coachingRefusal } from '../utils/slots.ts';
import { RefusalAlert } from './refusal-alert.tsx';

type Sheet = NonNullable<CoachingEvaluationData['mine']>;

/**
 * The session page's "Evaluation" section (issue 16): once the session has ended, the viewer's form for their side
 * (the mentor's or the founders'), a draft kept as they type and Submit (checked again by the server, once); their
 * answers read-only afterwards; for the programme team, both sides' submitted answers. Opened by the
 * coachingEvaluation task through #evaluation.
 */
export function SessionEvaluation({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('coaching');
  const location = useLocation();
  const section = useRef<HTMLDivElement>(null);
  const [{ data, error, fetching }] = useQuery({
    query: CoachingSessionEvaluationQuery,
    variables: { sessionId },
    requestPolicy: 'cache-and-network',
  });
  const evaluation = data?.coachingSessionEvaluation
    ? readFragment(CoachingEvaluationFields, data.coachingSessionEvaluation)
    : null;
  const shown = Boolean(evaluation && (evaluation.side || evaluation.readsAll));
  useEffect(() => {
    if (shown && location.hash === '#evaluation') section.current?.scrollIntoView({ block: 'start' });
  }, [shown, location.hash]);

  if (!evaluation) {
    if (error) return <RefusalAlert error={error} testId="coaching-evaluation-error" />;
    return fetching ? <Loader size="sm" /> : null;
  }
  if (!shown) return null;
  return (
    <Stack
      gap="sm"
      component="section"
      id="evaluation"
      ref={section}
      aria-labelledby="coaching-evaluation-title"
      data-testid="coaching-evaluation"
    >
      <Title order={2} size="h3" id="coaching-evaluation-title">
        {t('evaluation.title')}
      </Title>
      {evaluation.side ? <OwnEvaluation key={evaluation.mine?.formId ?? 'none'} evaluation={evaluation} /> : null}
      {evaluation.readsAll ? (
        <Stack gap="sm" data-testid="coaching-evaluation-others">
          <Text size="sm" fw={600}>
            {t('evaluation.othersTitle')}
          </Text>
          {evaluation.others.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="coaching-evaluation-none">
              {t('evaluation.none')}
            </Text>
          ) : (
            evaluation.others.map((sheet) => (
              <AnswersCard
                key={sheet._id ?? sheet.formTitle}
                sheet={sheet}
                heading={t('evaluation.byWhom', {
                  name: sheet.respondent?.fullName ?? t('evaluation.someone'),
                  side: t(`evaluation.sides.${sheet.side}`),
                })}
              />
            ))
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A reason the server gave, in the interface's language when it is one of the coaching messages. */
function useReason() {
  const { t } = useTranslation('coaching');
  return (message: string) => {
    const refusal = coachingRefusal(message);
    if (refusal.key === null) return refusal.message;
    if (refusal.key === 'insufficientAllocation')
      return t('refusals.insufficientAllocation', { minutes: refusal.minutes });
    return t(`refusals.${refusal.key}`);
  };
}

function OwnEvaluation({ evaluation }: { evaluation: CoachingEvaluationData }) {
  const { t } = useTranslation('coaching');
  const reason = useReason();
  const mine = evaluation.mine;
  if (mine?.status === 'submitted') {
    return (
      <Stack gap="xs">
        <Alert color="green" data-testid="coaching-evaluation-submitted">
          {t('evaluation.submitted')}
        </Alert>
        <AnswersCard sheet={mine} heading={t('evaluation.yourAnswers')} />
      </Stack>
    );
  }
  if (!evaluation.canFill || !mine) {
    return (
      <Text size="sm" c="dimmed" data-testid="coaching-evaluation-blocked">
        {evaluation.blockedReason ? reason(evaluation.blockedReason) : t('evaluation.nothing')}
      </Text>
    );
  }
  return <EvaluationForm sessionId={evaluation.sessionId} sheet={mine} />;
}

type DraftState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

function EvaluationForm({ sessionId, sheet }: { sessionId: string; sheet: Sheet }) {
  const { t, i18n } = useTranslation('coaching');
  const user = useCurrentUser();
  const roleType = (user.role?.type as RoleType | undefined) ?? null;
  const language = initialFormLanguage(sheet.languages, i18n.resolvedLanguage ?? 'en');
  const questions = useMemo(() => (sheet.questions as FormQuestion[] | null) ?? [], [sheet.questions]);
  const [draftState, setDraftState] = useState<DraftState>(sheet.status === 'draft' ? 'saved' : 'idle');
  const [, saveDraft] = useMutation(SaveCoachingEvaluationDraftMutation);
  const [submitting, submit] = useMutation(SubmitCoachingEvaluationMutation);
  const sequence = useRef(0);

  const save = async (next: FormAnswers) => {
    const mine = ++sequence.current;
    setDraftState('saving');
    const result = await saveDraft({ sessionId, answers: next });
    if (mine === sequence.current) setDraftState(result.error ? 'failed' : 'saved');
  };
  // The draft is saved as the evaluations' drafts are: once typing pauses, and when the form goes away.
  const fill = useFormFill({
    questions,
    language,
    roleType,
    initialAnswers: (sheet.answers as FormAnswers | null) ?? {},
    onDraft: (next) => void save(next),
  });
  const change = (next: FormAnswers) => {
    fill.onChange(next);
    setDraftState('pending');
  };

  const onSubmit = async () => {
    if (fill.validate().errors.length > 0) return;
    fill.cancelDraft();
    sequence.current += 1;
    const result = await submit({ sessionId, answers: fill.answers });
    if (result.error) {
      const outcome = refusedOutcome(result.error, '');
      fill.refuse(outcome.ok ? [] : outcome.answerErrors);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="coaching-evaluation-form">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} dir="auto">
            {sheet.formTitle}
          </Text>
          <Text
            size="xs"
            c={draftState === 'failed' ? 'red' : 'dimmed'}
            role="status"
            data-testid="coaching-evaluation-draft"
            data-state={draftState}
          >
            {draftState === 'idle' ? '' : t(`evaluation.draft.${draftState}`)}
          </Text>
        </Group>
        <LocalizedFormRenderer
          questions={questions}
          language={language}
          roleType={roleType}
          {...fill.rendererProps}
          onChange={change}
        />
        {fill.showAllErrors && fill.errors.length > 0 ? (
          <Alert color="red" role="alert" data-testid="coaching-evaluation-fix">
            {t('evaluation.fix')}
          </Alert>
        ) : null}
        {submitting.error && fill.serverErrors.length === 0 ? (
          <RefusalAlert error={submitting.error} testId="coaching-evaluation-submit-error" />
        ) : null}
        <Group justify="flex-end">
          <Button
            onClick={() => void onSubmit()}
            loading={submitting.fetching}
            data-testid="coaching-evaluation-submit"
          >
            {t('evaluation.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AnswersCard({ sheet, heading }: { sheet: Sheet | CoachingEvaluationData['others'][number]; heading: string }) {
  const { i18n } = useTranslation('coaching');
  const user = useCurrentUser();
  const roleType = (user.role?.type as RoleType | undefined) ?? null;
  const language = initialFormLanguage(sheet.languages, i18n.resolvedLanguage ?? 'en');
  return (
    <Paper withBorder radius="md" p="md" data-testid="coaching-evaluation-answers" data-side={sheet.side}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text fw={600} dir="auto">
            {heading}
          </Text>
          <Badge variant="light" dir="auto">
            {sheet.formTitle}
          </Badge>
        </Group>
        <LocalizedFormRenderer
          questions={(sheet.questions as FormQuestion[] | null) ?? []}
          answers={(sheet.answers as FormAnswers | null) ?? {}}
          language={language}
          roleType={roleType}
          readOnly
        />
      </Stack>
    </Paper>
  );
}
