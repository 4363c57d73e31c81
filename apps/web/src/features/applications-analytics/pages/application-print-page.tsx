import { Alert, Badge, Button, Center, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { FormAnswers, FormQuestion } from '@cohort/shared';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { AnswerSheet } from '../../forms/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { PrintableApplicationQuery } from '../graphql/printable-application.query.ts';
import { useApplicationPdf } from '../hooks/use-application-pdf.ts';
import { isApplicationStatus } from '../utils/dashboard.ts';

/**
 * /export/print/application/:id: an application on paper without the shell — its header (funnel, round, status,
 * startup, applicant, dates, tags) and every sheet (the intake's, each form round's) read-only with the questions
 * of the version it was answered on. The server renders this page with Chromium for the PDF exports;
 * `data-print-ready` tells it the page is complete.
 */
export function ApplicationPrintPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['applicationsAnalytics', 'errors']);
  const formatDate = useDateTimeFormatter();
  const [{ data, error, fetching }] = useQuery({ query: PrintableApplicationQuery, variables: { id } });
  const { isDownloading, download } = useApplicationPdf();
  const printable = data?.printableApplication;
  const application = printable?.application;
  const name = application?.startup?.name ?? application?.startupName ?? null;
  usePageTitle(name ?? t('applicationsAnalytics:print.title'));

  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (error || !printable || !application) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" data-testid="print-error">
          {error ? graphqlErrorMessage(error, (key) => t(`errors:${key}`)) : t('applicationsAnalytics:print.failed')}
        </Alert>
      </Container>
    );
  }
  const date = (value: string | null | undefined) => (value ? formatDate(value) : '—');
  const status = isApplicationStatus(application.status)
    ? t(`applicationsAnalytics:statuses.${application.status}`)
    : application.status;
  const facts: [string, string, string][] = [
    ['funnel', t('applicationsAnalytics:print.funnel'), application.funnel.name],
    [
      'round',
      t('applicationsAnalytics:print.round'),
      application.round?.name ?? t('applicationsAnalytics:stages.intake'),
    ],
    ['status', t('applicationsAnalytics:print.status'), status],
    [
      'applicant',
      t('applicationsAnalytics:print.applicant'),
      printable.showIdentity ? (application.applicant?.fullName ?? '—') : t('applicationsAnalytics:print.anonymous'),
    ],
    [
      'email',
      t('applicationsAnalytics:print.email'),
      printable.showIdentity ? (application.applicantEmail ?? '—') : '—',
    ],
    ['created', t('applicationsAnalytics:print.created'), date(application.createdAt)],
    ['submitted', t('applicationsAnalytics:print.submitted'), date(application.submittedAt)],
    ['decided', t('applicationsAnalytics:print.decided'), date(application.decidedAt)],
    ['tags', t('applicationsAnalytics:print.tags'), application.tags.map((tag) => tag.name).join(', ') || '—'],
  ];

  return (
    <Container size="md" py="xl" data-testid="application-print" data-print-ready="true">
      <style>{'@media print { .print-hidden { display: none !important; } body { background: white; } }'}</style>
      <Group justify="flex-end" gap="sm" className="print-hidden" mb="lg">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('applicationsAnalytics:print.print')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={isDownloading(application._id)}
          onClick={() => void download(application._id)}
          data-testid="print-download-pdf"
        >
          {t('applicationsAnalytics:print.downloadPdf')}
        </Button>
      </Group>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1} dir="auto" data-testid="print-application-title">
            {name ?? t('applicationsAnalytics:print.title')}
          </Title>
          <Table withTableBorder variant="vertical" layout="fixed" data-testid="print-application-facts">
            <Table.Tbody>
              {facts.map(([key, label, value]) => (
                <Table.Tr key={key} data-fact={key}>
                  <Table.Th w={180}>{label}</Table.Th>
                  <Table.Td dir="auto">{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        {printable.sheets.length === 0 ? (
          <Text c="dimmed">{t('applicationsAnalytics:print.noSheets')}</Text>
        ) : (
          printable.sheets.map((sheet) => (
            <Stack key={sheet._id} gap="md" data-testid="print-sheet">
              <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
                <Title order={2} size="h3" dir="auto">
                  {sheet.roundName ?? t('applicationsAnalytics:stages.intake')}
                </Title>
                <Group gap="xs">
                  <Text size="sm" c="dimmed" dir="auto">
                    {t('applicationsAnalytics:print.sheetOf', { title: sheet.title, version: sheet.version })}
                  </Text>
                  {sheet.status === 'submitted' ? (
                    <Text size="sm" c="dimmed">
                      {t('applicationsAnalytics:print.submittedOn', { date: date(sheet.submittedAt) })}
                    </Text>
                  ) : (
                    <Badge color="gray" variant="light" tt="none">
                      {t('applicationsAnalytics:print.draft')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <AnswerSheet
                questions={sheet.questions as FormQuestion[]}
                answers={(sheet.answers as FormAnswers | null) ?? {}}
                language={sheet.languages.includes(sheet.language) ? sheet.language : (sheet.languages[0] ?? 'en')}
                currency={printable.currency}
              />
            </Stack>
          ))
        )}
      </Stack>
    </Container>
  );
}
