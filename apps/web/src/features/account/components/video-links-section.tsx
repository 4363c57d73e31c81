import { GOOGLE_CALENDAR_OUTCOMES, type GoogleCalendarOutcome } from '@cohort/shared';
import { Alert, Badge, Button, Card, Group, Radio, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBrandTeams, IconBrandZoom, IconPlugConnectedX, IconVideo } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import {
  SetConferenceDataIntegrationMutation,
  StartVideoLinkMutation,
  UnlinkVideoProviderMutation,
  VideoLinksQuery,
} from '../graphql/video-link.graphql.ts';
import {
  CONFERENCE_PROVIDER_NAMES,
  type ConferenceChoice,
  conferenceChoices,
  type VideoLinking,
  type VideoProvider,
  videoCardState,
} from '../utils/video-providers.ts';

interface VideoLink {
  provider: VideoProvider;
  accountLabel: string | null;
  status: string;
  isDefault: boolean;
}

/**
 * The video part of /account/settings/integrations (issue 16): a card per provider the server can link (Zoom; Teams
 * through the Microsoft account), disabled with the reason outside the plan feature VIDEO_CONFERENCING or the flag,
 * and the choice of the provider of the person's sessions — a generated Jitsi link unless a linked one is chosen.
 */
export function VideoLinksSection() {
  const { t } = useTranslation('account');
  const [{ data }, refetch] = useQuery({ query: VideoLinksQuery, requestPolicy: 'cache-and-network' });
  if (!data) return null;
  const linking = { zoom: data.zoomLinking, teams: data.teamsLinking } as Record<VideoProvider, VideoLinking>;
  const providers = (['zoom', 'teams'] as const).filter((provider) => videoCardState(linking[provider]).shown);
  if (providers.length === 0) return null;
  const links = data.videoLinks as readonly VideoLink[];
  const reload = () => refetch({ requestPolicy: 'network-only' });
  return (
    <Stack gap="lg" data-testid="video-links">
      <Title order={2} size="h3">
        {t('integrations.video.title')}
      </Title>
      {providers.map((provider) => (
        <VideoCard
          key={provider}
          provider={provider}
          linking={linking[provider]}
          link={links.find((link) => link.provider === provider) ?? null}
          onChange={reload}
        />
      ))}
      <DefaultProviderCard
        choices={conferenceChoices(links, linking)}
        current={(data.currentUser?.conferenceDataIntegration ?? 'JITSI') as ConferenceChoice}
        onChange={reload}
      />
    </Stack>
  );
}

function ProviderIcon({ provider, size }: { provider: VideoProvider; size: number }) {
  return provider === 'zoom' ? <IconBrandZoom size={size} aria-hidden /> : <IconBrandTeams size={size} aria-hidden />;
}

function VideoCard({
  provider,
  linking,
  link,
  onChange,
}: {
  provider: VideoProvider;
  linking: VideoLinking;
  link: VideoLink | null;
  onChange: () => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ text: string; good: boolean } | null>(() => {
    const value = params.get(provider);
    const outcome: GoogleCalendarOutcome | undefined = GOOGLE_CALENDAR_OUTCOMES.find((known) => known === value);
    return outcome
      ? { text: t(`account:integrations.${provider}.outcome.${outcome}`), good: outcome === 'linked' }
      : null;
  });
  const [error, setError] = useState<string | null>(null);
  const [{ fetching: starting }, start] = useMutation(StartVideoLinkMutation);
  const [{ fetching: unlinking }, unlink] = useMutation(UnlinkVideoProviderMutation);
  const returned = params.has(provider);
  useEffect(() => {
    if (!returned) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(provider);
        return next;
      },
      { replace: true },
    );
  }, [returned, setParams, provider]);
  const { blockedBy } = videoCardState(linking);
  const connect = async () => {
    setError(null);
    const result = await start({ provider });
    if (result.error) setError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
    else if (result.data?.startVideoLink) window.location.assign(result.data.startVideoLink);
  };
  const connectButton = (label: string) => (
    <Tooltip label={blockedBy ? t(`account:integrations.video.${blockedBy}`) : ''} disabled={!blockedBy}>
      <Button
        leftSection={<ProviderIcon provider={provider} size={16} />}
        loading={starting}
        disabled={blockedBy !== null}
        onClick={connect}
        data-testid={`${provider}-connect`}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <Card withBorder radius="md" padding="lg" data-testid={`${provider}-card`}>
      <Stack gap="md">
        <Group gap="xs">
          <ProviderIcon provider={provider} size={20} />
          <Title order={3} size="h4">
            {t(`account:integrations.${provider}.title`)}
          </Title>
          {link ? (
            <Badge color={link.status === 'linked' ? 'teal' : 'red'} variant="light" data-testid={`${provider}-status`}>
              {t(
                link.status === 'linked'
                  ? 'account:integrations.video.linked'
                  : 'account:integrations.video.unlinkedBadge',
              )}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`account:integrations.${provider}.intro`)}
        </Text>
        {blockedBy ? (
          <Text size="sm" c="dimmed" data-testid={`${provider}-reason`}>
            {t(`account:integrations.video.${blockedBy}`)}
          </Text>
        ) : null}
        {notice ? (
          <Alert
            color={notice.good ? 'teal' : 'red'}
            role="status"
            data-testid={`${provider}-notice`}
            withCloseButton
            onClose={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" data-testid={`${provider}-error`}>
            {error}
          </Alert>
        ) : null}
        {link ? (
          <Stack gap={4} data-testid={`${provider}-linked`}>
            <Text size="sm" dir="auto">
              {link.accountLabel
                ? t('account:integrations.video.connectedAs', { email: link.accountLabel })
                : t('account:integrations.video.connected')}
            </Text>
            {link.status === 'unlinked' ? (
              <Alert color="red" data-testid={`${provider}-unlinked`}>
                {t(`account:integrations.${provider}.unlinked`)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              {link.status === 'unlinked' ? connectButton(t('account:integrations.video.connectAgain')) : null}
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconPlugConnectedX size={16} aria-hidden />}
                loading={unlinking}
                onClick={async () => {
                  const result = await unlink({ provider });
                  if (!result.error) {
                    setNotice({ text: t(`account:integrations.${provider}.unlinkedNotice`), good: true });
                    onChange();
                  }
                }}
                data-testid={`${provider}-unlink`}
              >
                {t('account:integrations.video.unlink')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group justify="flex-end">{connectButton(t(`account:integrations.${provider}.connect`))}</Group>
        )}
      </Stack>
    </Card>
  );
}

function DefaultProviderCard({
  choices,
  current,
  onChange,
}: {
  choices: ConferenceChoice[];
  current: ConferenceChoice;
  onChange: () => void;
}) {
  const { t } = useTranslation(['account', 'errors']);
  const [{ fetching }, choose] = useMutation(SetConferenceDataIntegrationMutation);
  const [error, setError] = useState<string | null>(null);
  return (
    <Card withBorder radius="md" padding="lg" data-testid="video-default-card">
      <Stack gap="sm">
        <Group gap="xs">
          <IconVideo size={20} aria-hidden />
          <Title order={3} size="h4">
            {t('account:integrations.video.defaultTitle')}
          </Title>
        </Group>
        <Radio.Group
          value={current}
          description={t('account:integrations.video.defaultHint')}
          onChange={async (value) => {
            setError(null);
            const result = await choose({ provider: value as ConferenceChoice });
            if (result.error) setError(graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)));
            else onChange();
          }}
        >
          <Stack gap="xs" mt="xs">
            {choices.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                disabled={fetching}
                label={
                  choice === 'JITSI'
                    ? t('account:integrations.video.jitsi', { name: CONFERENCE_PROVIDER_NAMES.JITSI })
                    : CONFERENCE_PROVIDER_NAMES[choice]
                }
                data-testid={`video-default-${choice}`}
              />
            ))}
          </Stack>
        </Radio.Group>
        {error ? (
          <Alert color="red" data-testid="video-default-error">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
