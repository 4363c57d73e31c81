import { Alert, Anchor, Button, Center, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from 'urql';
import { returnState } from '../../../lib/auth/auth-rules.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { useNow } from '../../../ui/use-now.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplyPanel } from '../components/apply-panel.tsx';
import { DeadlineCountdown } from '../components/deadline-countdown.tsx';
import { ApplyCallQuery } from '../graphql/apply-call.query.ts';
import { primaryButtonStyles, useApplyColours, useApplyFrame } from '../hooks/apply-layout-context.ts';
import { useApplyToCall } from '../hooks/use-apply-to-call.ts';
import { EXPLORE_PATH, signUpPath } from '../utils/apply-paths.ts';
import { callPhase, formatInTimeZone, isImageSource } from '../utils/call-dates.ts';

const TICK_MS = 1000;

/**
 * /apply/program/:slug (spec 01 §2.1): a call's page — cover, description, eligibility, programme, opening and
 * closing in the organisation's time zone, a live countdown to the deadline and Apply: signed out to the sign-up,
 * signed in (startup side) straight to a draft and its form; a closed call says so.
 */
export function ProgramPage() {
  const { t, i18n } = useTranslation('apply');
  const { slug = '' } = useParams();
  const location = useLocation();
  const { timeZone } = useApplyFrame();
  const colours = useApplyColours();
  const now = useNow(TICK_MS);
  const [{ data, fetching, error }] = useQuery({ query: ApplyCallQuery, variables: { slug } });
  const call = data?.applyCall ?? null;
  const apply = useApplyToCall(call?._id ?? null);
  usePageTitle(call?.name ?? t('program.pageTitle'));
  const locale = i18n.resolvedLanguage ?? 'en';

  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (!call) {
    return (
      <ApplyPanel testId="program-missing">
        <Stack gap="sm">
          <Title order={1} size="h2">
            {t('program.notFoundTitle')}
          </Title>
          <Text>
            {graphqlErrorCode(error) === 'NotFoundError' || !error ? t('program.notFound') : t('program.loadError')}
          </Text>
          <Anchor component={Link} to={EXPLORE_PATH}>
            {t('program.allCalls')}
          </Anchor>
        </Stack>
      </ApplyPanel>
    );
  }
  const phase = callPhase(call, now);

  const action = (() => {
    if (phase === 'closed') {
      return (
        <Alert color="red" role="status" data-testid="program-closed">
          {t('errors.callClosed')}
        </Alert>
      );
    }
    if (phase === 'opening') {
      return (
        <Alert color="blue" role="status" data-testid="program-opening">
          {call.opensAt ? t('call.opensOn', { date: formatInTimeZone(call.opensAt, timeZone, locale) }) : null}
        </Alert>
      );
    }
    if (!apply.signedIn) {
      return (
        <Stack gap="xs" align="flex-start">
          <Button
            component={Link}
            to={signUpPath({ call: call.slug })}
            size="md"
            styles={primaryButtonStyles(colours)}
            data-testid="program-apply"
          >
            {t('call.apply')}
          </Button>
          <Text size="sm">
            {t('program.haveAccount')}{' '}
            <Anchor component={Link} to="/login" state={returnState(location)} data-testid="program-login">
              {t('program.login')}
            </Anchor>
          </Text>
        </Stack>
      );
    }
    if (!apply.mayApply) {
      return (
        <Alert color="gray" role="status" data-testid="program-not-applicant">
          {t('errors.applicantRole')}
        </Alert>
      );
    }
    if (apply.loading) return <Loader size="sm" />;
    if (apply.continuePath) {
      return (
        <Button component={Link} to={apply.continuePath} size="md" data-testid="program-continue">
          {apply.existing?.status === 'draft' ? t('program.continue') : t('program.seeApplication')}
        </Button>
      );
    }
    return (
      <Stack gap="xs" align="flex-start">
        <Button
          size="md"
          loading={apply.starting}
          onClick={() => void apply.start()}
          styles={primaryButtonStyles(colours)}
          data-testid="program-apply"
        >
          {t('call.apply')}
        </Button>
        {apply.error ? (
          <Alert color="red" role="alert">
            {apply.error}
          </Alert>
        ) : null}
      </Stack>
    );
  })();

  return (
    <ApplyPanel wide testId="program-page">
      <Stack gap="lg">
        {isImageSource(call.cover) ? (
          <Image src={call.cover} alt="" h={220} radius="md" fit="cover" data-testid="program-cover" />
        ) : null}
        <Stack gap={4}>
          <Title order={1} c={colours?.heading} dir="auto" data-testid="program-name">
            {call.name}
          </Title>
          {call.program ? (
            <Text c="dimmed" dir="auto">
              {t('program.programme', { name: call.program.name })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            {call.opensAt ? (
              <Text size="sm" data-testid="program-opens">
                {t('program.opens', { date: formatInTimeZone(call.opensAt, timeZone, locale) })}
              </Text>
            ) : null}
            <Text size="sm" fw={600} data-testid="program-closes">
              {call.closesAt
                ? t('program.closes', { date: formatInTimeZone(call.closesAt, timeZone, locale) })
                : t('call.noDeadline')}
            </Text>
          </Stack>
          {call.closesAt && phase === 'open' ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('program.timeLeft')}
              </Text>
              <DeadlineCountdown closesAt={call.closesAt} />
            </Stack>
          ) : null}
        </Group>
        {action}
        {call.description ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('program.about')}
            </Title>
            <Text dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="program-description">
              {call.description}
            </Text>
          </Stack>
        ) : null}
        {call.eligibility ? (
          <Stack gap={4}>
            <Title order={2} size="h4">
              {t('program.eligibility')}
            </Title>
            <Text dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="program-eligibility">
              {call.eligibility}
            </Text>
          </Stack>
        ) : null}
        <Anchor component={Link} to={EXPLORE_PATH} size="sm">
          {t('program.allCalls')}
        </Anchor>
      </Stack>
    </ApplyPanel>
  );
}
