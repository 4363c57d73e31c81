import { type FormAnswers, type FormQuestion, type RoleType, scoreAnswers } from '@cohort/shared';
import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { initialFormLanguage, LocalizedFormRenderer, refusedOutcome, useFormFill } from '../../forms/index.ts';
import type { EvaluationReviewData } from '../graphql/evaluation-review.query.ts';
import { SubmitEvaluationMutation } from '../graphql/submit-evaluation.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { useReviewDraft } from '../hooks/use-review-draft.ts';
import { formatScore } from '../utils/results.ts';
import { ConflictModal } from './conflict-modal.tsx';
import { DraftIndicator } from './draft-indicator.tsx';

/**
 * The evaluation form beside the application: filled through the forms renderer, its score live as the evaluator
 * answers (scoreAnswers, as the server scores it), a draft saved as they type, and Submit (the server's per-question
 * errors show under their questions). Read-only with the reason when the review is closed.
 */
export function ReviewForm({
  review,
  roleType,
  onConflictDeclared,
}: {
  review: EvaluationReviewData;
  roleType: RoleType | null;
  /** The evaluator declared a conflict of interest: the assignment is gone. */
  onConflictDeclared: () => void;
}) {
  const { t, i18n } = useTranslation('evaluations');
  const interfaceLanguage = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const language = initialFormLanguage(review.languages, interfaceLanguage);
  const questions = useMemo(() => (review.questions as FormQuestion[] | null) ?? [], [review.questions]);
  // Drafts go through useReviewDraft (which knows when the review takes them), not through the fill's own.
  const fill = useFormFill({
    questions,
    language,
    roleType,
    initialAnswers: (review.answers as FormAnswers | null) ?? {},
  });
  const [message, setMessage] = useState<string | null>(null);
  const [status, setStatus] = useState(review.status);
  const [canEdit, setCanEdit] = useState(review.canEdit);
  const [lockedReason, setLockedReason] = useState(review.lockedReason ?? null);
  const [otherScores, setOtherScores] = useState(review.otherScores);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const [changedSinceSubmit, setChangedSinceSubmit] = useState(false);
  const [declaring, setDeclaring] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [{ fetching: submitting }, submit] = useMutation(SubmitEvaluationMutation);
  const feedback = useEvaluationFeedback();
  // A submitted review is changed by submitting it again, not by drafts.
  const draft = useReviewDraft(review._id, canEdit && status !== 'submitted' && !leaving);

  const answers = fill.answers;
  const score = useMemo(() => scoreAnswers(questions, answers, language), [questions, answers, language]);
  const failing = new Set(fill.errors.map((error) => error.questionId)).size;

  const change = (next: FormAnswers) => {
    fill.onChange(next);
    setJustSubmitted(false);
    if (status === 'submitted') setChangedSinceSubmit(true);
    draft.changed(next);
  };
  const onSubmit = async () => {
    setMessage(null);
    if (fill.validate().errors.length > 0) return;
    draft.cancel();
    const result = await submit({ id: review._id, answers });
    const submitted = result.data?.submitEvaluation;
    if (!submitted) {
      const outcome = refusedOutcome(result.error, t('review.submitFailed'));
      if (!outcome.ok) {
        fill.refuse(outcome.answerErrors);
        setMessage(
          outcome.answerErrors.length === 0
            ? result.error
              ? feedback.errorMessage(result.error)
              : outcome.message
            : null,
        );
      }
      return;
    }
    setStatus(submitted.status);
    setCanEdit(submitted.canEdit);
    setLockedReason(submitted.lockedReason ?? null);
    setOtherScores(submitted.otherScores);
    fill.hideUntouchedErrors();
    setJustSubmitted(true);
    setChangedSinceSubmit(false);
  };

  // Names may repeat (evaluators shown anonymously): each score keeps its place.
  const keyedOtherScores = otherScores.map((other, place) => ({ ...other, key: `${place}:${other.evaluatorName}` }));
  const readOnly = !canEdit;
  return (
    <Paper withBorder radius="md" p="md" data-testid="review-form" data-status={status}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" dir="auto">
            {review.formTitle}
          </Title>
          {readOnly ? null : status === 'submitted' ? (
            changedSinceSubmit ? (
              <Text size="xs" c="orange" data-testid="review-unsubmitted-changes">
                {t('review.changedSinceSubmit')}
              </Text>
            ) : null
          ) : (
            <DraftIndicator state={draft.state} />
          )}
        </Group>
        {score.max > 0 ? (
          <Stack gap={4} data-testid="review-score" data-score={score.score} data-max={score.max}>
            <Group justify="space-between">
              <Text size="sm" fw={600}>
                {t('review.score', {
                  score: formatScore(score.score, interfaceLanguage),
                  max: formatScore(score.max, interfaceLanguage),
                })}
              </Text>
              {score.sections.length > 1 ? (
                <Text size="xs" c="dimmed">
                  {score.sections
                    .map((section) =>
                      t('review.sectionScore', {
                        label: section.label || t('review.untitledSection'),
                        score: formatScore(section.score, interfaceLanguage),
                        max: formatScore(section.max, interfaceLanguage),
                      }),
                    )
                    .join(' · ')}
                </Text>
              ) : null}
            </Group>
            <Progress value={(score.score / score.max) * 100} aria-label={t('review.scoreLabel')} />
          </Stack>
        ) : null}
        {readOnly ? (
          <Alert color="gray" icon={<IconAlertTriangle size={16} />} data-testid="review-locked">
            {lockedReason ? feedback.serverText(lockedReason) : t('review.locked')}
          </Alert>
        ) : null}
        {justSubmitted ? (
          <Alert color="green" role="status" data-testid="review-submitted">
            {canEdit ? t('review.submittedEditable') : t('review.submitted')}
          </Alert>
        ) : status === 'submitted' && canEdit ? (
          <Text size="sm" c="dimmed" data-testid="review-submitted-note">
            {t('review.submittedEditable')}
          </Text>
        ) : null}
        <LocalizedFormRenderer
          questions={questions}
          language={language}
          roleType={roleType}
          {...fill.rendererProps}
          onChange={change}
          readOnly={readOnly}
        />
        {fill.showAllErrors && failing > 0 ? (
          <Alert color="red" role="alert" data-testid="review-errors">
            {t('review.fix', { count: failing })}
          </Alert>
        ) : null}
        {message ? (
          <Alert color="red" role="alert" data-testid="review-submit-error">
            {message}
          </Alert>
        ) : null}
        {otherScores.length > 0 ? (
          <Stack gap={4} data-testid="review-other-scores">
            <Text size="sm" fw={600}>
              {t('review.otherScores')}
            </Text>
            {keyedOtherScores.map((other) => (
              <Group key={other.key} justify="space-between" data-testid="review-other-score">
                <Text size="sm" dir="auto">
                  {other.evaluatorName}
                </Text>
                <Text size="sm">
                  {other.maxScore
                    ? t('review.scoreValue', {
                        score: formatScore(other.score, interfaceLanguage),
                        max: formatScore(other.maxScore, interfaceLanguage),
                      })
                    : formatScore(other.score, interfaceLanguage)}
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          {status === 'submitted' ? (
            <span />
          ) : (
            <Button variant="subtle" color="red" onClick={() => setDeclaring(true)} data-testid="review-conflict">
              {t('review.declareConflict')}
            </Button>
          )}
          {readOnly ? null : (
            <Button onClick={() => void onSubmit()} loading={submitting} data-testid="review-submit">
              {status === 'submitted' ? t('review.resubmit') : t('review.submit')}
            </Button>
          )}
        </Group>
      </Stack>
      {declaring ? (
        <ConflictModal
          assignmentId={review._id}
          onClose={() => setDeclaring(false)}
          onDeclared={() => {
            // The assignment is gone: no draft may be saved on it any more.
            draft.cancel();
            setLeaving(true);
            onConflictDeclared();
          }}
        />
      ) : null}
    </Paper>
  );
}
