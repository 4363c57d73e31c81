import { isInRoleGroup, type RoleType } from '@cohort/shared';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { returnState } from '../../../lib/auth/auth-rules.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { useCurrentUserState } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { ApplicationLeadQuery, ClaimApplicationLeadMutation } from '../graphql/application-lead.operations.ts';
import { primaryButtonStyles, useApplyColours, useApplyFrame } from '../hooks/apply-layout-context.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';
import { EXPLORE_PATH, fillPath, MY_APPLICATIONS_PATH, signUpPath } from '../utils/apply-paths.ts';
import { formatInTimeZone } from '../utils/call-dates.ts';

/**
 * /leads/transfer/:id (spec 01 §2.1, issue 14 point 6): the application staff started for someone — its call and
 * startup. Signed out: sign up (the new account claims it) or log in and come back here; signed in on the startup
 * side: claim it and go on to its form.
 */
export function LeadTransferPage() {
  const { t, i18n } = useTranslation('apply');
  usePageTitle(t('lead.pageTitle'));
  const { id: token = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const userState = useCurrentUserState();
  const { timeZone } = useApplyFrame();
  const colours = useApplyColours();
  const errorText = useApplicationErrorText();
  const [{ data, fetching, error }] = useQuery({
    query: ApplicationLeadQuery,
    variables: { token },
    requestPolicy: 'network-only',
  });
  const [, claim] = useMutation(ClaimApplicationLeadMutation);
  const [claiming, setClaiming] = useState(false);
  const [claimError, setClaimError] = useState<string | null>(null);
  const lead = data?.applicationLead ?? null;

  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!lead) {
    return (
      <ApplyPanel testId="lead-missing">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('lead.notFoundTitle')}
          </Title>
          <Text>
            {graphqlErrorCode(error) === 'NotFoundError' || !error ? t('lead.notFound') : t('lead.loadError')}
          </Text>
          <Anchor component={Link} to={EXPLORE_PATH}>
            {t('program.allCalls')}
          </Anchor>
        </Stack>
      </ApplyPanel>
    );
  }

  const onClaim = async () => {
    setClaiming(true);
    setClaimError(null);
    const result = await claim({ token });
    setClaiming(false);
    const claimed = result.data?.claimApplicationLead;
    if (claimed) {
      void navigate(claimed.status === 'draft' ? fillPath(claimed._id) : MY_APPLICATIONS_PATH, { replace: true });
      return;
    }
    if (result.error) setClaimError(errorText.of(result.error));
  };

  const locale = i18n.resolvedLanguage ?? 'en';
  const signedIn = userState.status === 'signedIn';
  const mayClaim = signedIn && isInRoleGroup(userState.user.role?.type as RoleType | undefined, 'startupSide');
  return (
    <ApplyPanel testId="lead-transfer-page">
      <Stack gap="md">
        <Title order={1} size="h2" c={colours?.heading}>
          {t('lead.title', { name: lead.firstName })}
        </Title>
        <Text dir="auto" data-testid="lead-summary">
          {lead.startupName
            ? t('lead.summary', { call: lead.call.name, startup: lead.startupName })
            : t('lead.summaryNoStartup', { call: lead.call.name })}
        </Text>
        {lead.call.closesAt ? (
          <Text size="sm">{t('program.closes', { date: formatInTimeZone(lead.call.closesAt, timeZone, locale) })}</Text>
        ) : null}
        {lead.claimed ? (
          <Alert color="gray" role="status" data-testid="lead-claimed">
            {t('errors.leadClaimed')}
          </Alert>
        ) : !lead.call.isOpen ? (
          <Alert color="red" role="status">
            {t('errors.callClosed')}
          </Alert>
        ) : signedIn ? (
          mayClaim ? (
            <Stack gap="xs" align="flex-start">
              <Button
                size="md"
                loading={claiming}
                onClick={() => void onClaim()}
                styles={primaryButtonStyles(colours)}
                data-testid="lead-claim"
              >
                {t('lead.claim')}
              </Button>
              {claimError ? (
                <Alert color="red" role="alert" data-testid="lead-claim-error">
                  {claimError}
                </Alert>
              ) : null}
            </Stack>
          ) : (
            <Alert color="gray" role="status">
              {t('errors.applicantRole')}
            </Alert>
          )
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('lead.signedOut')}</Text>
            <Group>
              <Button
                component={Link}
                to={signUpPath({ lead: token })}
                styles={primaryButtonStyles(colours)}
                data-testid="lead-sign-up"
              >
                {t('lead.signUp')}
              </Button>
              <Button
                component={Link}
                to="/login"
                state={returnState(location)}
                variant="default"
                data-testid="lead-login"
              >
                {t('lead.login')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </ApplyPanel>
  );
}
