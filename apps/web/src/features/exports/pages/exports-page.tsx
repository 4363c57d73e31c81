import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ExportJobsTable } from '../components/export-jobs-table.tsx';
import { useExportDownload } from '../hooks/use-export-download.ts';
import { useExportJobs } from '../hooks/use-export-jobs.ts';

/** /account/exports: the viewer's exports with live progress, and the download of completed files. */
export function ExportsPage() {
  const { t } = useTranslation(['exports', 'errors']);
  usePageTitle(t('exports:page.title'));
  const formatDate = useDateTimeFormatter();
  const { jobs, error, loaded, refresh } = useExportJobs();
  const { downloading, download } = useExportDownload();
  return (
    <Container size="lg" py="xl" data-testid="exports-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('exports:page.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('exports:page.description')}
          </Text>
        </Stack>
        {error && !loaded ? (
          <Alert color="red" role="alert" title={t('exports:page.loadError')} data-testid="exports-error">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{graphqlErrorMessage(error, (key) => t(`errors:${key}`))}</Text>
              <Button size="xs" variant="light" color="red" onClick={refresh}>
                {t('exports:page.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !loaded ? (
          <Center p="xl">
            <Loader />
          </Center>
        ) : jobs.length === 0 ? (
          <Text c="dimmed" data-testid="exports-empty">
            {t('exports:page.empty')}
          </Text>
        ) : (
          <ExportJobsTable
            jobs={jobs}
            formatDate={formatDate}
            downloading={downloading}
            onDownload={(job) => void download(job)}
          />
        )}
      </Stack>
    </Container>
  );
}
