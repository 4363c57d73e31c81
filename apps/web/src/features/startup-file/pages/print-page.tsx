import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { formatDate } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { PostMessage } from '../components/post-message.tsx';
import { readFragment } from '../../../lib/graphql.ts';
import { useFeatureFlag } from '../../access/index.ts';
import { ProfileFieldsTable, ProfileFieldValuesFragment } from '../../profile-fields/index.ts';
import { StartupPrintMilestonesQuery, StartupPrintQuery } from '../graphql/startup-print.query.ts';
import { useAttachmentsApi } from '../hooks/use-attachments-api.ts';
import { useFileFeedback } from '../hooks/use-file-feedback.ts';

/**
 * /export/print/startup/{id}: the startup file on paper (profile, custom fields, milestones, latest posts), without
 * the shell.
 * The server renders this page with Chromium for the PDF export; `data-print-ready` tells it the page is complete.
 */
export function StartupPrintPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(['startupFile', 'errors']);
  const day = (value: string) => formatDate(value, 'date', { locale: i18n.resolvedLanguage ?? 'en' });
  const [{ data, error, fetching }] = useQuery({ query: StartupPrintQuery, variables: { id } });
  const milestonesOn = useFeatureFlag('milestones');
  const [milestonesAnswer] = useQuery({
    query: StartupPrintMilestonesQuery,
    variables: { id },
    pause: milestonesOn !== true,
  });
  usePageTitle(data?.startupFile.name ?? t('print.title'));
  const api = useAttachmentsApi();
  const feedback = useFileFeedback();
  const [downloading, setDownloading] = useState(false);

  const milestonesPending =
    milestonesOn === null || (milestonesOn && !milestonesAnswer.data && !milestonesAnswer.error);
  if ((fetching && !data) || milestonesPending) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (error || !data) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" data-testid="print-error">
          {error ? graphqlErrorMessage(error, (key) => t(`errors:${key}`)) : t('print.failed')}
        </Alert>
      </Container>
    );
  }
  const startup = data.startupFile;
  const milestones = milestonesAnswer.data?.startupMilestones.results ?? [];
  const customFields = readFragment(ProfileFieldValuesFragment, data.profileFields);
  const posts = data.startupEventTimeline.posts.results.flatMap((item) => ('_id' in item ? [item] : []));
  const downloadPdf = async () => {
    setDownloading(true);
    try {
      saveBlob(await api.startupPdf(startup._id), `${startup.name}.pdf`);
    } catch (failure) {
      feedback.failed(feedback.restMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Container size="md" py="xl" data-testid="startup-print" data-print-ready="true">
      <style>{'@media print { .print-hidden { display: none !important; } body { background: white; } }'}</style>
      <Group justify="flex-end" gap="sm" className="print-hidden" mb="lg">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('print.print')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={downloading}
          onClick={() => void downloadPdf()}
          data-testid="print-download-pdf"
        >
          {t('print.downloadPdf')}
        </Button>
      </Group>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} dir="auto" data-testid="print-name">
            {startup.name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('print.generated', { date: day(new Date().toISOString()) })}
          </Text>
        </Stack>
        {startup.description ? (
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {startup.description}
          </Text>
        ) : null}
        <Table withRowBorders={false} verticalSpacing={4}>
          <Table.Tbody>
            {[
              [t('company.website'), startup.website ?? '—'],
              [t('company.foundingYear'), startup.foundingYear?.toString() ?? '—'],
              [t('company.programs'), startup.programs.map((p) => p.name).join(', ') || '—'],
              [t('company.industries'), startup.industries.map((i) => i.name).join(', ') || '—'],
              [t('company.tags'), startup.tags.map((tag) => tag.name).join(', ') || '—'],
              [t('company.people'), String(startup.peopleIds.length)],
            ].map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="30%">{label}</Table.Th>
                <Table.Td dir="auto">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {customFields.items.length > 0 ? (
          <>
            <Divider />
            <Title order={2} size="h3">
              {t('tabs.custom-fields')}
            </Title>
            <ProfileFieldsTable values={customFields} />
          </>
        ) : null}
        {milestonesOn ? (
          <>
            <Divider />
            <Title order={2} size="h3">
              {t('tabs.milestones')}
            </Title>
            {milestones.length === 0 ? (
              <Text c="dimmed">{t('print.noMilestones')}</Text>
            ) : (
              <Table data-testid="print-milestones">
                <Table.Tbody>
                  {milestones.map((milestone) => (
                    <Table.Tr key={milestone._id}>
                      <Table.Td dir="auto">{milestone.name}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t(`print.status.${milestone.status}`)}</Badge>
                      </Table.Td>
                      <Table.Td>{milestone.dueDate ? day(milestone.dueDate) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        ) : null}
        <Divider />
        <Title order={2} size="h3">
          {t('print.latestPosts')}
        </Title>
        {posts.length === 0 ? (
          <Text c="dimmed">{t('print.noPosts')}</Text>
        ) : (
          posts.map((post) => (
            <Stack key={post._id} gap={2} style={{ breakInside: 'avoid' }}>
              <Text size="sm" fw={600}>
                {post.createdBy?.fullName ?? ''} · {day(post.createdAt)}
                {post.isPublic ? '' : ` · ${t('post.private')}`}
              </Text>
              <PostMessage html={post.message} />
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
