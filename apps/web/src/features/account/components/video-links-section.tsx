import { Alert, Card, Group, Radio, Stack, Title } from '@mantine/core';
import { IconBrandTeams, IconBrandZoom, IconVideo } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { OAuthAccountCard } from './oauth-account-card.tsx';

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
  const [{ fetching: starting }, start] = useMutation(StartVideoLinkMutation);
  const [{ fetching: unlinking }, unlink] = useMutation(UnlinkVideoProviderMutation);
  const { blockedBy } = videoCardState(linking);
  return (
    <OAuthAccountCard
      name={provider}
      icon={(size) => <ProviderIcon provider={provider} size={size} />}
      titleOrder={3}
      title={t(`account:integrations.${provider}.title`)}
      intro={t(`account:integrations.${provider}.intro`)}
      account={
        link
          ? {
              linked: link.status === 'linked',
              label: link.accountLabel
                ? t('account:integrations.video.connectedAs', { email: link.accountLabel })
                : t('account:integrations.video.connected'),
            }
          : null
      }
      badge={{
        linked: t('account:integrations.video.linked'),
        unlinked: t('account:integrations.video.unlinkedBadge'),
      }}
      blockedBy={blockedBy ? t(`account:integrations.video.${blockedBy}`) : null}
      showReason
      outcomeText={(outcome) => t(`account:integrations.${provider}.outcome.${outcome}`)}
      unlinkedAlert={t(`account:integrations.${provider}.unlinked`)}
      labels={{
        connect: t(`account:integrations.${provider}.connect`),
        connectAgain: t('account:integrations.video.connectAgain'),
        unlink: t('account:integrations.video.unlink'),
        unlinked: t(`account:integrations.${provider}.unlinkedNotice`),
      }}
      start={async () => {
        const result = await start({ provider });
        return result.error
          ? { address: null, error: graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)) }
          : { address: result.data?.startVideoLink ?? null, error: null };
      }}
      starting={starting}
      unlink={async () => !(await unlink({ provider })).error}
      unlinking={unlinking}
      onChange={onChange}
    />
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
