import { Button, Group, Progress, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '../graphql/export-job-fields.fragment.ts';
import { isFinished, progressValue } from '../utils/exports.ts';
import { ExportStatusBadge } from './export-status-badge.tsx';

/**
 * The viewer's exports, newest first: what and in which format, the state with a live progress bar, when, how many
 * rows, and the Download button of a completed one (the reason instead when it failed).
 */
export function ExportJobsTable({
  jobs,
  formatDate,
  downloading,
  onDownload,
}: {
  jobs: readonly ExportJob[];
  formatDate: (value: string) => string;
  downloading: string | null;
  onDownload: (job: ExportJob) => void;
}) {
  const { t, i18n } = useTranslation('exports');
  const numbers = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" aria-label={t('page.tableLabel')} data-testid="exports-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.format')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th w={200}>{t('columns.progress')}</Table.Th>
            <Table.Th>{t('columns.created')}</Table.Th>
            <Table.Th ta="end">{t('columns.rows')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => {
            const kind = t(`kinds.${job.kind}`);
            const value = progressValue(job);
            const failed = job.status === 'FAILED' || job.status === 'ERROR';
            return (
              <Table.Tr
                key={job._id}
                data-testid="export-row"
                data-export-id={job._id}
                data-kind={job.kind}
                data-format={job.format}
                data-status={job.status}
              >
                <Table.Td fw={600}>{kind}</Table.Td>
                <Table.Td>{t(`formats.${job.format}`)}</Table.Td>
                <Table.Td>
                  <ExportStatusBadge status={job.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Progress
                      value={value}
                      flex={1}
                      color={failed ? 'red' : job.status === 'COMPLETED' ? 'green' : undefined}
                      animated={!isFinished(job.status)}
                      aria-label={t('progressLabel', { kind })}
                      data-testid="export-progress"
                    />
                    <Text size="xs" c="dimmed" w={36} ta="end">
                      {`${value}%`}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>{formatDate(job.createdAt)}</Table.Td>
                <Table.Td ta="end" data-testid="export-rows">
                  {job.rowCount === null ? '—' : numbers.format(job.rowCount)}
                </Table.Td>
                <Table.Td>
                  {job.status === 'COMPLETED' && job.downloadUrl ? (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      loading={downloading === job._id}
                      onClick={() => onDownload(job)}
                      aria-label={t('downloadLabel', { fileName: job.fileName ?? kind })}
                      data-testid="export-download"
                    >
                      {t('download')}
                    </Button>
                  ) : failed && job.error ? (
                    <Text size="sm" c="red" data-testid="export-error">
                      {job.error}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
