import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useParams } from 'react-router';
import { usePageTitle } from '../../organisation/index.ts';
import { ApplicationHeader } from '../components/application-header.tsx';
import { ApplicationTabs } from '../components/application-tabs.tsx';
import type { ApplicationFileContext } from '../hooks/use-application-context.ts';
import { useApplicationActions } from '../hooks/use-application-actions.ts';
import { useApplicationFeedback } from '../hooks/use-application-feedback.ts';
import { useApplicationFile } from '../hooks/use-application-file.ts';
import { applicationTabOf } from '../utils/application-paths.ts';

/** /application/:id/*: the header and the tabs of an application file (spec 01 §2.2), the open tab under them. */
export function ApplicationFileLayout() {
  const { id = '' } = useParams();
  const { t } = useTranslation('applicationFile');
  const { pathname } = useLocation();
  const file = useApplicationFile(id);
  const actions = useApplicationActions(id);
  const feedback = useApplicationFeedback();
  const application = file.status === 'loaded' ? file.application : null;
  usePageTitle(application ? (application.startup?.name ?? application.startupName ?? t('title')) : t('title'));

  if (file.status === 'loading') {
    return (
      <Center p="xl" data-testid="application-file-loading">
        <Loader />
      </Center>
    );
  }
  if (file.status === 'notFound') {
    return (
      <Stack align="center" gap="sm" py={64} px="md" ta="center" data-testid="application-file-not-found">
        <IconFileUnknown size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
        <Title order={2} size="h3">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('notFound.body')}
        </Text>
        <Button component={Link} to="/" variant="light" mt="xs">
          {t('notFound.home')}
        </Button>
      </Stack>
    );
  }
  if (file.status === 'failed') {
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="application-file-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.errorMessage(file.error)}</span>
            <Button size="xs" variant="light" onClick={file.retry}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  const context: ApplicationFileContext = { application: file.application, refresh: file.refresh };
  return (
    <Container size={1100} py="lg" data-testid="application-file" data-application-id={file.application._id}>
      <Stack gap="lg">
        <ApplicationHeader application={file.application} actions={actions} />
        <ApplicationTabs applicationId={file.application._id} active={applicationTabOf(pathname)} />
        <Suspense
          fallback={
            <Center p="xl">
              <Loader size="sm" />
            </Center>
          }
        >
          <Outlet context={context} />
        </Suspense>
      </Stack>
    </Container>
  );
}
