import { ERROR_CODES } from '@cohort/shared';
import { Alert, Button, Center, Container, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFolderQuestion } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { usePageTitle, useStartupLabels, useStartupRelabel } from '../../organisation/index.ts';
import { ProgramAdmins } from '../components/program-admins.tsx';
import { ProgramBanner } from '../components/program-banner.tsx';
import { StartupCard } from '../components/startup-card.tsx';
import { ProgramQuery } from '../graphql/program.query.ts';
import { ProgramStartupsQuery } from '../graphql/program-startups.query.ts';
import { StartupFieldsFragment } from '../graphql/startup-fields.fragment.ts';
import { useProgramCoverUpload } from '../hooks/use-program-cover-upload.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';

/** The startups of a programme the viewer may see, as the portfolio's cards (each a link to its file). */
function ProgramStartups({ programId }: { programId: string }) {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  const relabel = useStartupRelabel();
  const feedback = useStartupsFeedback();
  const [{ data, error }] = useQuery({
    query: ProgramStartupsQuery,
    variables: { programIds: [programId] },
    requestPolicy: 'cache-and-network',
  });
  const startups = (data?.startups.results ?? []).map((startup) => readFragment(StartupFieldsFragment, startup));
  return (
    <Stack gap="sm" data-testid="program-startups">
      <Title order={2} size="h4">
        {labels.plural}
      </Title>
      {error && !data ? (
        <Alert color="red" role="alert" data-testid="program-startups-error">
          {feedback.errorMessage(error)}
        </Alert>
      ) : !data ? (
        <Center p="lg">
          <Loader size="sm" />
        </Center>
      ) : startups.length === 0 ? (
        <Text c="dimmed" data-testid="program-startups-empty">
          {relabel(t('programPage.noStartups'))}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {startups.map((startup) => (
            <StartupCard key={startup._id} startup={startup} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/**
 * /home/programs/{id} (spec 01 §2 "programme page"): a programme's cover, name, dates, description and admins, and
 * the startups the viewer may see in it. Those who may edit the programme change its cover here. A programme that
 * does not exist (or a bad id) shows a not-found message.
 */
export function ProgramPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('startups');
  const feedback = useStartupsFeedback();
  const [{ data, error }, reexecute] = useQuery({
    query: ProgramQuery,
    variables: { id },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const program = data?.program;
  usePageTitle(program?.name ?? t('programPage.title'));
  const cover = useProgramCoverUpload(id, () => {
    feedback.succeeded(t('programPage.cover.uploaded'));
    refresh();
  });

  if (!program) {
    const code = error ? graphqlErrorCode(error) : null;
    if (code === ERROR_CODES.notFound || code === ERROR_CODES.forbidden) {
      return (
        <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid="program-not-found">
          <IconFolderQuestion size={48} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
          <Title order={1} size="h3">
            {t('programPage.notFound.title')}
          </Title>
          <Text c="dimmed" maw={480}>
            {t('programPage.notFound.body')}
          </Text>
          <Button component={Link} to="/" variant="light" mt="xs">
            {t('programPage.notFound.back')}
          </Button>
        </Stack>
      );
    }
    if (error) {
      return (
        <Container size={1100} py="lg">
          <Alert color="red" role="alert" data-testid="program-load-error">
            {feedback.errorMessage(error)}
          </Alert>
        </Container>
      );
    }
    return (
      <Center p="xl" data-testid="program-loading">
        <Loader />
      </Center>
    );
  }

  return (
    <Container size={1100} py="lg" data-testid="program-page" data-program-id={program._id}>
      <Stack gap="xl">
        <ProgramBanner
          program={program}
          uploading={cover.uploading}
          error={cover.error}
          onChooseCover={(file) => void cover.upload(file)}
        />
        {program.description ? (
          <Text dir="auto" style={{ whiteSpace: 'pre-line' }} data-testid="program-page-description">
            {program.description}
          </Text>
        ) : null}
        {program.adminIds.length > 0 ? (
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h5">
                {t('programPage.admins', { count: program.adminIds.length })}
              </Title>
              <ProgramAdmins adminIds={program.adminIds} />
            </Stack>
          </Paper>
        ) : null}
        <ProgramStartups programId={program._id} />
      </Stack>
    </Container>
  );
}
