import '@mantine/dates/styles.css';
import { Alert, Button, Center, Container, Group, Loader } from '@mantine/core';
import { ERROR_CODES } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { NotFoundPage } from '../../public/index.ts';
import { FunnelBuilder } from '../builder/funnel-builder.tsx';
import { FunnelDatesProvider } from '../components/funnel-dates-provider.tsx';
import { FunnelFieldsFragment } from '../graphql/funnel-fields.fragment.ts';
import { FunnelQuery } from '../graphql/funnel.query.ts';
import { useFunnelTimezone } from '../hooks/use-funnel-timezone.ts';
import { useFunnelsFeedback } from '../hooks/use-funnels-feedback.ts';

/**
 * /applications/funnels/:id/builder (full screen): the builder of a funnel, for whoever may open it (FUNNELS:VIEW:LIST,
 * FUNNEL:EDIT or one of its admins; read-only without the right to change it). Any other funnel is not found.
 */
export function FunnelBuilderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('funnels');
  const feedback = useFunnelsFeedback();
  const timeZone = useFunnelTimezone();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: FunnelQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const funnel = data?.funnel ? readFragment(FunnelFieldsFragment, data.funnel) : null;
  if (!funnel && fetching) {
    return (
      <Center p="xl" h="100dvh" data-testid="funnel-builder-loading">
        <Loader />
      </Center>
    );
  }
  if (!funnel) {
    if (graphqlErrorCode(error) === ERROR_CODES.notFound || !error) return <NotFoundPage />;
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="funnel-builder-load-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(error)}</span>
            <Button size="xs" variant="light" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  return (
    <FunnelDatesProvider>
      <FunnelBuilder key={funnel._id} funnel={funnel} timeZone={timeZone} />
    </FunnelDatesProvider>
  );
}
