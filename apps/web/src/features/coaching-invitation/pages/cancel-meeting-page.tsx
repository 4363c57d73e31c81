import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { RestError } from '../../../lib/rest-client.ts';
import { AuthCard, restErrorMessage, useAuthServices, useIdentityErrorTexts } from '../../identity/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { type CoachingInvitation, INVITATION_EXPIRED, invitationApi } from '../api/invitation-api.ts';
import { INVITATION_EXPIRED_PATH } from '../paths.ts';

type State =
  | { status: 'loading' }
  | { status: 'ready'; invitation: CoachingInvitation }
  | { status: 'canceling'; invitation: CoachingInvitation }
  | { status: 'canceled'; invitation: CoachingInvitation }
  | { status: 'failed'; error: unknown; invitation: CoachingInvitation | null };

const isExpired = (error: unknown) => error instanceof RestError && error.code === INVITATION_EXPIRED;

/**
 * /coaching/invitation/:id/cancel-meeting?token=… (spec 01 §2.1): the cancel link of a coaching session's e-mails,
 * without signing in. It shows the session, cancels it once confirmed, and sends a link that no longer works (used,
 * expired, the session started or was cancelled) to /coaching/invitation/expired.
 */
export function CancelMeetingPage() {
  const { t, i18n } = useTranslation('coachingInvitation');
  usePageTitle(t('cancel.pageTitle'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { rest } = useAuthServices();
  const api = useMemo(() => invitationApi(rest), [rest]);
  const errorTexts = useIdentityErrorTexts();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let stale = false;
    api.read(id, token).then(
      ({ invitation }) => {
        if (!stale) setState({ status: 'ready', invitation });
      },
      (error: unknown) => {
        if (stale) return;
        if (isExpired(error)) navigate(INVITATION_EXPIRED_PATH, { replace: true });
        else setState({ status: 'failed', error, invitation: null });
      },
    );
    return () => {
      stale = true;
    };
  }, [api, id, token, navigate]);

  const cancel = async (invitation: CoachingInvitation) => {
    setState({ status: 'canceling', invitation });
    try {
      await api.cancel(id, token);
      setState({ status: 'canceled', invitation });
    } catch (error) {
      if (isExpired(error)) navigate(INVITATION_EXPIRED_PATH, { replace: true });
      else setState({ status: 'failed', error, invitation });
    }
  };

  if (state.status === 'loading') {
    return (
      <AuthCard title={t('cancel.title')} testId="cancel-meeting-page">
        <Center>
          <Loader aria-label={t('cancel.loading')} />
        </Center>
      </AuthCard>
    );
  }
  const invitation = state.invitation;
  const when = invitation
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'full', timeStyle: 'short' }).formatRange(
        new Date(invitation.startsAt),
        new Date(invitation.endsAt),
      )
    : '';
  return (
    <AuthCard title={t('cancel.title')} testId="cancel-meeting-page">
      <Stack gap="md">
        {invitation ? (
          <Stack gap={4} data-testid="cancel-meeting-session">
            <Text fw={600} dir="auto">
              {invitation.title ?? t('cancel.defaultTitle', { host: invitation.hostName })}
            </Text>
            <Text size="sm">
              {t('cancel.when')}: <span data-testid="cancel-meeting-when">{when}</span>
            </Text>
            <Text size="sm" dir="auto">
              {t('cancel.with')}: {invitation.hostName}
            </Text>
            {invitation.startupName ? (
              <Text size="sm" dir="auto">
                {t('cancel.startup')}: {invitation.startupName}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        {state.status === 'ready' || state.status === 'canceling' ? (
          <>
            <Alert color="yellow" data-testid="cancel-meeting-warning">
              {t('cancel.warning')}
            </Alert>
            <Group justify="flex-end">
              <Button
                color="red"
                leftSection={<IconCalendarX size={16} aria-hidden />}
                loading={state.status === 'canceling'}
                onClick={() => invitation && void cancel(invitation)}
                data-testid="cancel-meeting-confirm"
              >
                {t('cancel.confirm')}
              </Button>
            </Group>
          </>
        ) : null}
        {state.status === 'canceled' ? (
          <Alert color="green" role="status" data-testid="cancel-meeting-done">
            {t('cancel.done')}
          </Alert>
        ) : null}
        {state.status === 'failed' ? (
          <Alert color="red" role="alert" data-testid="cancel-meeting-error">
            {restErrorMessage(state.error, errorTexts)}
          </Alert>
        ) : null}
        {invitation ? (
          <Button component={Link} to={`/coaching/session/${invitation.sessionId}`} variant="subtle">
            {t('cancel.openSession')}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  );
}
