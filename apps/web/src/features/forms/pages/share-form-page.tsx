import { Alert, Center, Container, Loader, Stack } from '@mantine/core';
import type { FormAnswers, RoleType } from '@cohort/shared';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { useCurrentUserState } from '../../identity/index.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { OrganisationLogo } from '../../../ui/organisation-logo.tsx';
import { clearBrowserDraft, readBrowserDraft, writeBrowserDraft } from '../fill/browser-draft.ts';
import { FormFillCard, type SubmitOutcome } from '../fill/form-fill-card.tsx';
import { refusedOutcome } from '../fill/submit-outcome.ts';
import { FillableFormFragment, SharedFormQuery, SubmitSharedFormMutation } from '../graphql/fill.ts';

/**
 * /share/forms/:uuid: anyone with the link fills a publicly shared form, without an account; the answers so far stay
 * in this browser until sent; a copy can go to an e-mail address.
 */
export function ShareFormPage() {
  const { t } = useTranslation('formPages');
  const { uuid = '' } = useParams();
  const organisation = useOrganisation();
  const userState = useCurrentUserState();
  const [{ data, fetching, error }] = useQuery({ query: SharedFormQuery, variables: { shareId: uuid } });
  const [, submitShared] = useMutation(SubmitSharedFormMutation);
  const form = data?.sharedForm ? readFragment(FillableFormFragment, data.sharedForm) : null;
  usePageTitle(form?.title ?? t('fill.pageTitle'));
  const roleType =
    userState.status === 'signedIn' ? ((userState.user.role?.type as RoleType | undefined) ?? null) : null;
  const initialAnswers = useMemo(() => readBrowserDraft(uuid) ?? undefined, [uuid]);

  const submit = useCallback(
    async (answers: FormAnswers, language: string, email: string | null): Promise<SubmitOutcome> => {
      const result = await submitShared({ shareId: uuid, answers, language, email });
      const sent = result.data?.submitSharedForm;
      if (sent) return { ok: true, score: sent.score ?? null, maxScore: sent.maxScore ?? null };
      return refusedOutcome(result.error, t('fill.failed'));
    },
    [submitShared, uuid, t],
  );

  return (
    <Container size="md" py="xl" data-testid="share-form-page">
      <Stack gap="lg">
        {organisation.logo ? (
          <Center>
            <OrganisationLogo src={organisation.logo} name={organisation.name} height={48} />
          </Center>
        ) : null}
        {fetching && !form ? (
          <Center py="xl">
            <Loader aria-label={t('fill.loading')} />
          </Center>
        ) : form ? (
          <FormFillCard
            form={form}
            roleType={roleType}
            {...(initialAnswers ? { initialAnswers } : {})}
            onDraft={(answers) => writeBrowserDraft(uuid, answers)}
            onSubmitted={() => clearBrowserDraft(uuid)}
            submit={submit}
            withEmailCopy
          />
        ) : (
          <Alert color="gray" title={t('fill.notFoundTitle')} data-testid="share-form-missing">
            {graphqlErrorCode(error) === 'NotFoundError' || !error ? t('fill.notFound') : t('fill.failed')}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
