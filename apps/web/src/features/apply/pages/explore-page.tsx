import { pickTranslation } from '@cohort/shared';
import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCurrentUserState } from '../../identity/index.ts';
import { useOrganisation, usePageTitle } from '../../organisation/index.ts';
import { CallCard } from '../components/call-card.tsx';
import { useApplyColours, useApplyFrame } from '../hooks/apply-layout-context.ts';
import { ApplyCallsQuery } from '../graphql/apply-calls.query.ts';

/**
 * /apply/explore (spec 01 §2.1): the organisation's open and opening calls as cards, soonest deadline first, under
 * the introduction of its apply layout, one or two per row as the layout says.
 */
export function ExplorePage() {
  const { t, i18n } = useTranslation('apply');
  const organisation = useOrganisation();
  const { layout } = useApplyFrame();
  const colours = useApplyColours();
  const userState = useCurrentUserState();
  usePageTitle(t('explore.pageTitle'));
  const [{ data, fetching, error }] = useQuery({ query: ApplyCallsQuery, requestPolicy: 'cache-and-network' });
  const calls = data?.applyCalls ?? [];
  const introduction = pickTranslation(layout.customText.description, i18n.resolvedLanguage ?? 'en');
  return (
    <Stack gap="lg" maw={Math.max(layout.content.columnWidth, 960)} mx="auto" data-testid="explore-page">
      <Stack gap={4}>
        <Title order={1} c={colours?.heading} dir="auto">
          {t('explore.title', { name: organisation.name })}
        </Title>
        <Text c={colours?.text ?? 'dimmed'} dir="auto" style={{ whiteSpace: 'pre-line' }}>
          {introduction ?? t('explore.introduction')}
        </Text>
      </Stack>
      {error && !data ? (
        <Alert color="red" role="alert">
          {t('explore.loadError')}
        </Alert>
      ) : fetching && !data ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : calls.length === 0 ? (
        <Text c={colours?.text ?? 'dimmed'} data-testid="explore-empty">
          {t('explore.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: layout.content.columns === 2 ? 2 : 1 }} spacing="lg">
          {calls.map((call) => (
            <CallCard key={call._id} call={call} signedIn={userState.status === 'signedIn'} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
