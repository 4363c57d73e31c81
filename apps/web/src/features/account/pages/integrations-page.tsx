import { CALENDAR_LINK_MESSAGES } from '@cohort/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandGoogle, IconBrandWindows, IconCalendarShare, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { VideoLinksSection } from '../components/video-links-section.tsx';
import {
  CalendarLinkQuery,
  LinkCalDavCalendarMutation,
  StartGoogleCalendarLinkMutation,
  StartMicrosoftCalendarLinkMutation,
  UnlinkCalendarMutation,
} from '../graphql/calendar-link.graphql.ts';
import { OAuthAccountCard } from '../components/oauth-account-card.tsx';

type Field = 'serverUrl' | 'username' | 'password';
type MessageKey = keyof typeof CALENDAR_LINK_MESSAGES;

/** The server's refusal read back into the interface's words (the server speaks English). */
const MESSAGE_KEYS = new Map<string, MessageKey>(
  Object.entries(CALENDAR_LINK_MESSAGES).map(([key, message]) => [message, key as MessageKey]),
);

/**
 * /account/settings/integrations (issue 16 points 5 and 8): the person links their own calendar on any CalDAV server
 * (Nextcloud, Fastmail, iCloud with an app password…): their sessions are written to it, its busy times block their
 * free slots. When the server later refuses Cohort, the page says the calendar is unlinked and offers to link it again.
 */
export function IntegrationsPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('integrations.pageTitle'));
  const [{ data, fetching }, refetch] = useQuery({ query: CalendarLinkQuery, requestPolicy: 'cache-and-network' });
  const [{ fetching: unlinking }, unlink] = useMutation(UnlinkCalendarMutation);
  const [notice, setNotice] = useState<string | null>(null);
  const current = data?.calendarLink ?? null;
  // One linked calendar per person: the CalDAV card shows a CalDAV link, the Google card a Google one.
  const link = current?.provider === 'caldav' ? current : null;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  return (
    <Container size="sm" py="xl" data-testid="integrations-page">
      <Stack gap="lg">
        <Title order={1}>{t('integrations.title')}</Title>
        {data && data.googleCalendarLinking !== 'NOT_CONFIGURED' ? (
          <OAuthCard
            provider="google"
            linking={data.googleCalendarLinking}
            link={current?.provider === 'google' ? current : null}
            otherLinked={current !== null && current.provider !== 'google'}
            onChange={reload}
          />
        ) : null}
        {data && data.microsoftCalendarLinking !== 'NOT_CONFIGURED' ? (
          <OAuthCard
            provider="microsoft"
            linking={data.microsoftCalendarLinking}
            link={current?.provider === 'microsoft' ? current : null}
            otherLinked={current !== null && current.provider !== 'microsoft'}
            onChange={reload}
          />
        ) : null}
        <Card withBorder radius="md" padding="lg" data-testid="caldav-card">
          <Stack gap="md">
            <Group gap="xs">
              <IconCalendarShare size={20} aria-hidden />
              <Title order={2} size="h4">
                {t('integrations.caldav.title')}
              </Title>
              {link ? (
                <Badge color={link.status === 'linked' ? 'teal' : 'red'} variant="light" data-testid="caldav-status">
                  {t(link.status === 'linked' ? 'integrations.caldav.linked' : 'integrations.caldav.unlinkedBadge')}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {t('integrations.caldav.intro')}
            </Text>
            {notice ? (
              <Alert
                color="teal"
                role="status"
                data-testid="caldav-notice"
                withCloseButton
                onClose={() => setNotice(null)}
              >
                {notice}
              </Alert>
            ) : null}
            {data === undefined && fetching ? <Loader size="sm" /> : null}
            {link ? (
              <Stack gap={4} data-testid="caldav-linked">
                <Text size="sm" dir="auto">
                  {t('integrations.caldav.linkedTo', {
                    calendar: link.calendarName,
                    username: link.username,
                    server: link.serverUrl,
                  })}
                </Text>
                {link.status === 'unlinked' ? (
                  <Alert color="red" data-testid="caldav-unlinked">
                    {t('integrations.caldav.unlinked')}
                  </Alert>
                ) : null}
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconPlugConnectedX size={16} aria-hidden />}
                    loading={unlinking}
                    onClick={async () => {
                      const result = await unlink({});
                      if (!result.error) {
                        setNotice(t('integrations.caldav.unlinkedNotice'));
                        reload();
                      }
                    }}
                    data-testid="caldav-unlink"
                  >
                    {t('integrations.caldav.unlink')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
            {data !== undefined && (!link || link.status === 'unlinked') ? (
              <LinkForm
                initial={link ? { serverUrl: link.serverUrl, username: link.username } : null}
                onLinked={(calendar) => {
                  setNotice(t('integrations.caldav.linkedNotice', { calendar }));
                  reload();
                }}
              />
            ) : null}
          </Stack>
        </Card>
        <VideoLinksSection />
      </Stack>
    </Container>
  );
}

/**
 * Google or Microsoft (Outlook) calendar through OAuth: "Connect" asks the server for the start address and opens it as
 * a full page (the provider's consent screen, then back here with `?google=<outcome>` or `?microsoft=<outcome>`, said
 * once and taken out of the address). Google is the plan feature GOOGLE_UNLINK_CALENDAR, Microsoft the flag
 * microsoftIntegration: outside them the button is disabled with the reason as its tooltip.
 */
function OAuthCard({
  provider,
  linking,
  link,
  otherLinked,
  onChange,
}: {
  provider: 'google' | 'microsoft';
  linking: 'AVAILABLE' | 'NOT_IN_PLAN' | 'NOT_CONFIGURED' | 'TURNED_OFF';
  link: { username: string; status: string } | null;
  otherLinked: boolean;
  onChange: () => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [{ fetching: startingGoogle }, startGoogle] = useMutation(StartGoogleCalendarLinkMutation);
  const [{ fetching: startingMicrosoft }, startMicrosoft] = useMutation(StartMicrosoftCalendarLinkMutation);
  const [{ fetching: unlinking }, unlink] = useMutation(UnlinkCalendarMutation);
  const start = async () => {
    const result = provider === 'google' ? await startGoogle({}) : await startMicrosoft({});
    if (result.error) return { address: null, error: graphqlErrorMessage(result.error, (k) => t(`errors:${k}`)) };
    const data = result.data;
    const address =
      data && 'startGoogleCalendarLink' in data
        ? data.startGoogleCalendarLink
        : data && 'startMicrosoftCalendarLink' in data
          ? data.startMicrosoftCalendarLink
          : null;
    return { address, error: null };
  };
  return (
    <OAuthAccountCard
      name={provider}
      icon={(size) => <ProviderIcon provider={provider} size={size} />}
      titleOrder={2}
      title={t(`account:integrations.${provider}.title`)}
      intro={t(`account:integrations.${provider}.intro`)}
      account={
        link
          ? {
              linked: link.status === 'linked',
              label: link.username
                ? t(`account:integrations.${provider}.connectedAs`, { email: link.username })
                : t(`account:integrations.${provider}.connected`),
            }
          : null
      }
      badge={{
        linked: t(`account:integrations.${provider}.linked`),
        unlinked: t(`account:integrations.${provider}.unlinkedBadge`),
      }}
      blockedBy={
        linking === 'AVAILABLE'
          ? null
          : provider === 'google'
            ? t(`account:integrations.${provider}.notInPlan`)
            : t(`account:integrations.${provider}.turnedOff`)
      }
      outcomeText={(outcome) => t(`account:integrations.${provider}.outcome.${outcome}`)}
      unlinkedAlert={t(`account:integrations.${provider}.unlinked`)}
      beforeConnect={otherLinked ? t(`account:integrations.${provider}.replaces`) : null}
      labels={{
        connect: t(`account:integrations.${provider}.connect`),
        connectAgain: t(`account:integrations.${provider}.connectAgain`),
        unlink: t(`account:integrations.${provider}.unlink`),
        unlinked: t(`account:integrations.${provider}.unlinkedNotice`),
      }}
      start={start}
      starting={provider === 'google' ? startingGoogle : startingMicrosoft}
      unlink={async () => !(await unlink({})).error}
      unlinking={unlinking}
      onChange={onChange}
    />
  );
}

function ProviderIcon({ provider, size }: { provider: 'google' | 'microsoft'; size: number }) {
  return provider === 'google' ? (
    <IconBrandGoogle size={size} aria-hidden />
  ) : (
    <IconBrandWindows size={size} aria-hidden />
  );
}

function LinkForm({
  initial,
  onLinked,
}: {
  initial: { serverUrl: string; username: string } | null;
  onLinked: (calendar: string) => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [values, setValues] = useState({
    serverUrl: initial?.serverUrl ?? '',
    username: initial?.username ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [{ fetching }, linkCalendar] = useMutation(LinkCalDavCalendarMutation);
  const say = (message: string) => {
    const key = MESSAGE_KEYS.get(message);
    return key ? t(`account:integrations.caldav.errors.${key}`) : message;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing: Partial<Record<Field, string>> = {};
    if (values.serverUrl.trim() === '') missing.serverUrl = say(CALENDAR_LINK_MESSAGES.serverUrl);
    if (values.username.trim() === '') missing.username = say(CALENDAR_LINK_MESSAGES.username);
    if (values.password === '') missing.password = say(CALENDAR_LINK_MESSAGES.password);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const result = await linkCalendar(values);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map((field) => [field.field, say(field.message)])));
      } else setError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
      return;
    }
    if (result.data) onLinked(result.data.linkCalDavCalendar.calendarName);
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues({ ...values, [name]: event.currentTarget.value }),
    error: errors[name],
    'data-testid': `caldav-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="caldav-form">
      <Stack gap="sm">
        <TextInput
          label={t('account:integrations.caldav.serverUrl')}
          description={t('account:integrations.caldav.serverUrlHint')}
          placeholder="https://"
          type="url"
          dir="ltr"
          {...field('serverUrl')}
        />
        <TextInput
          label={t('account:integrations.caldav.username')}
          autoComplete="off"
          dir="ltr"
          {...field('username')}
        />
        <PasswordInput
          label={t('account:integrations.caldav.password')}
          description={t('account:integrations.caldav.passwordHint')}
          autoComplete="new-password"
          {...field('password')}
        />
        {error ? (
          <Alert color="red" data-testid="caldav-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={fetching} data-testid="caldav-link">
            {t('account:integrations.caldav.link')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
