import { Alert, Button, Center, Container, Group, Loader, Stack } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { FileMessage } from '../components/file-message.tsx';
import { StartupFileHeader } from '../components/startup-file-header.tsx';
import { StartupFileTabs } from '../components/startup-file-tabs.tsx';
import type { StartupFileContext } from '../hooks/use-startup-file-context.ts';
import { useStartupFile } from '../hooks/use-startup-file.ts';
import { fileTabOf } from '../utils/file-tabs.ts';

/** /startup/{id}/file/*: the header and the tabs of a startup file, the open tab under them. */
export function StartupFileLayout() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['startupFile', 'errors']);
  const { pathname } = useLocation();
  const file = useStartupFile(id);
  const relabel = useStartupRelabel();
  usePageTitle(file.status === 'loaded' ? file.startup.name : relabel(t('startupFile:title')));

  if (file.status === 'loading') {
    return (
      <Center p="xl" data-testid="startup-file-loading">
        <Loader />
      </Center>
    );
  }
  if (file.status === 'notFound') {
    return (
      <FileMessage
        icon={<IconFileUnknown size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        title={relabel(t('startupFile:notFound.title'))}
        body={relabel(t('startupFile:notFound.body'))}
        action={{ label: t('startupFile:notFound.home'), to: '/' }}
        testId="startup-file-not-found"
      />
    );
  }
  if (file.status === 'failed') {
    return (
      <Container size={1280} py="lg">
        <Alert color="red" role="alert" data-testid="startup-file-error">
          <Group justify="space-between" gap="sm">
            <span>{graphqlErrorMessage(file.error, (key) => t(`errors:${key}`))}</span>
            <Button size="xs" variant="light" onClick={file.retry}>
              {t('startupFile:actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  const context: StartupFileContext = { startup: file.startup };
  return (
    <Container size={1100} py="lg" data-testid="startup-file-page" data-startup-id={file.startup._id}>
      <Stack gap="lg">
        <StartupFileHeader startup={file.startup} />
        <StartupFileTabs startupId={file.startup._id} active={fileTabOf(pathname)} />
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
