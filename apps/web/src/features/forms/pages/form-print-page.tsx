import { Alert, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { FormAnswers, FormQuestion } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AnswerSheet } from '../answers/components/answer-sheet.tsx';
import { PrintableFormQuery } from '../answers/graphql/printable-form.query.ts';
import { useFormFileDownload } from '../answers/hooks/use-form-file-download.ts';
import { respondentOf, scoreText } from '../answers/utils/answer-summary.ts';
import { formPdfPath } from '../answers/utils/answer-paths.ts';

const NO_ANSWERS: FormAnswers = {};

/**
 * /export/print/form/:uuid (spec 02 §2; uuid = the form's share id): the form on paper without the shell, every page
 * shown read-only, blank or with one person's answers (`?response=`). The server renders this page with Chromium for
 * the PDF; `data-print-ready` tells it the page is complete.
 */
export function FormPrintPage() {
  const { uuid = '' } = useParams();
  const [params] = useSearchParams();
  const responseId = params.get('response');
  const { t } = useTranslation(['formAnswers', 'errors']);
  const formatDate = useDateTimeFormatter();
  const [{ data, error, fetching }] = useQuery({ query: PrintableFormQuery, variables: { shareId: uuid, responseId } });
  const { downloading, download } = useFormFileDownload();
  const printable = data?.printableForm;
  usePageTitle(printable?.title ?? t('formAnswers:print.title'));

  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (error || !printable) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert" data-testid="print-error">
          {error ? graphqlErrorMessage(error, (key) => t(`errors:${key}`)) : t('formAnswers:print.failed')}
        </Alert>
      </Container>
    );
  }
  const sheet = printable.sheet;
  const language = printable.languages[0] ?? 'en';
  const pdfPath = formPdfPath(printable.formId, sheet?._id ?? null);
  const score = sheet ? scoreText(sheet) : null;

  return (
    <Container size="md" py="xl" data-testid="form-print" data-print-ready="true">
      <style>{'@media print { .print-hidden { display: none !important; } body { background: white; } }'}</style>
      <Group justify="flex-end" gap="sm" className="print-hidden" mb="lg">
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('formAnswers:print.print')}
        </Button>
        <Button
          leftSection={<IconDownload size={16} />}
          loading={downloading === pdfPath}
          onClick={() => void download(pdfPath, `${printable.title}.pdf`)}
          data-testid="print-download-pdf"
        >
          {t('formAnswers:print.downloadPdf')}
        </Button>
      </Group>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} dir="auto" data-testid="print-form-title">
            {printable.title}
          </Title>
          {sheet ? (
            <Text c="dimmed" size="sm" data-testid="print-respondent">
              {t('formAnswers:print.answeredBy', {
                name: respondentOf(sheet) ?? t('formAnswers:anonymous'),
                date: sheet.submittedAt ? formatDate(sheet.submittedAt) : '—',
              })}
              {score ? ` · ${t('formAnswers:sheet.score', { score })}` : ''}
            </Text>
          ) : (
            <Text c="dimmed" size="sm">
              {t('formAnswers:print.blank', { version: printable.version })}
            </Text>
          )}
          {printable.description ? (
            <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {printable.description}
            </Text>
          ) : null}
        </Stack>
        <AnswerSheet
          questions={printable.questions as FormQuestion[]}
          answers={(sheet?.answers as FormAnswers | undefined) ?? NO_ANSWERS}
          language={language}
          currency={printable.currency}
        />
      </Stack>
    </Container>
  );
}
