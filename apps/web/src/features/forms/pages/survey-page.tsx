import { Alert, Center, Container, Loader } from '@mantine/core';
import type { FormAnswers, RoleType } from '@cohort/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { FormFillCard, type SubmitOutcome } from '../fill/form-fill-card.tsx';
import { refusedOutcome } from '../fill/submit-outcome.ts';
import {
  FillableFormFragment,
  SaveFormDraftMutation,
  SubmitFormResponseMutation,
  SurveyQuery,
} from '../graphql/fill.ts';

/** /survey/:id: a signed-in person fills a form shared with the organisation's members; drafts follow them. */
export function SurveyPage() {
  const { t } = useTranslation('formPages');
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const [{ data, fetching, error }] = useQuery({
    query: SurveyQuery,
    variables: { id },
    requestPolicy: 'network-only',
  });
  const [, saveDraft] = useMutation(SaveFormDraftMutation);
  const [, submitResponse] = useMutation(SubmitFormResponseMutation);
  const survey = data?.survey;
  const form = survey ? readFragment(FillableFormFragment, survey.form) : null;
  usePageTitle(form?.title ?? t('fill.pageTitle'));

  const onDraft = useCallback(
    (answers: FormAnswers, language: string) => {
      if (form) void saveDraft({ formId: form._id, answers, language });
    },
    [form, saveDraft],
  );
  const submit = useCallback(
    async (answers: FormAnswers, language: string): Promise<SubmitOutcome> => {
      const result = await submitResponse({ formId: id, answers, language });
      const sent = result.data?.submitFormResponse;
      if (sent) return { ok: true, score: sent.score ?? null, maxScore: sent.maxScore ?? null };
      return refusedOutcome(result.error, t('fill.failed'));
    },
    [submitResponse, id, t],
  );

  return (
    <Container size="md" py="lg" data-testid="survey-page">
      {fetching && !form ? (
        <Center py="xl">
          <Loader aria-label={t('fill.loading')} />
        </Center>
      ) : form ? (
        <FormFillCard
          key={form._id}
          form={form}
          roleType={(user.role?.type as RoleType | undefined) ?? null}
          initialAnswers={(survey?.initialAnswers as FormAnswers | undefined) ?? {}}
          onDraft={onDraft}
          submit={submit}
        />
      ) : (
        <Alert color="gray" title={t('fill.notFoundTitle')} data-testid="survey-missing">
          {graphqlErrorCode(error) === 'NotFoundError' || !error ? t('fill.notFound') : t('fill.failed')}
        </Alert>
      )}
    </Container>
  );
}
