import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import type { FormAnswers, FormQuestion } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../../lib/graphql-errors.ts';
import { PrintableFormQuery } from '../graphql/printable-form.query.ts';
import { useFormFileDownload } from '../hooks/use-form-file-download.ts';
import { filesOfSheet, respondentOf, scoreText } from '../utils/answer-summary.ts';
import { formFilePath, formPdfPath, formPrintPath } from '../utils/answer-paths.ts';
import { AnswerSheet } from './answer-sheet.tsx';
import { SheetFiles } from './sheet-files.tsx';

/** The drawer of one submitted sheet: who and when, its files, print and PDF, and the answers read-only. */
export function AnswerSheetDrawer({
  shareId,
  sheetId,
  formatDate,
  onClose,
}: {
  shareId: string;
  sheetId: string | null;
  formatDate: (value: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['formAnswers', 'errors']);
  const [{ data, error, fetching }] = useQuery({
    query: PrintableFormQuery,
    variables: { shareId, responseId: sheetId },
    pause: !sheetId,
  });
  const { downloading, download } = useFormFileDownload();
  const printable = data?.printableForm;
  const sheet = printable?.sheet;
  const questions = (printable?.questions ?? []) as FormQuestion[];
  const answers = (sheet?.answers ?? {}) as FormAnswers;
  const language = printable?.languages[0] ?? 'en';
  const who = sheet ? (respondentOf(sheet) ?? t('formAnswers:anonymous')) : '';

  return (
    <Drawer
      opened={sheetId !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={sheet ? t('formAnswers:sheet.title', { name: who }) : t('formAnswers:sheet.loading')}
      data-testid="form-sheet-drawer"
    >
      {fetching && !printable ? (
        <Center p="xl">
          <Loader />
        </Center>
      ) : error || !printable || !sheet ? (
        <Alert color="red" role="alert">
          {error ? graphqlErrorMessage(error, (key) => t(`errors:${key}`)) : t('formAnswers:sheet.failed')}
        </Alert>
      ) : (
        <Stack gap="lg" data-testid="form-sheet">
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {sheet.submittedAt ? t('formAnswers:sheet.submitted', { date: formatDate(sheet.submittedAt) }) : null}
            </Text>
            <Text size="sm" c="dimmed">
              {t('formAnswers:sheet.version', { version: printable.version })}
              {scoreText(sheet) ? ` · ${t('formAnswers:sheet.score', { score: scoreText(sheet) })}` : ''}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              component={Link}
              to={formPrintPath(shareId, sheet._id)}
              target="_blank"
              variant="default"
              size="xs"
              leftSection={<IconPrinter size={14} />}
            >
              {t('formAnswers:sheet.print')}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={downloading === formPdfPath(printable.formId, sheet._id)}
              onClick={() => void download(formPdfPath(printable.formId, sheet._id), `${printable.title}.pdf`)}
              data-testid="form-sheet-pdf"
            >
              {t('formAnswers:sheet.pdf')}
            </Button>
          </Group>
          <SheetFiles
            files={filesOfSheet(questions, answers)}
            language={language}
            downloading={(file) => downloading === formFilePath(printable.formId, file.id)}
            onDownload={(file) => void download(formFilePath(printable.formId, file.id), file.name)}
          />
          <AnswerSheet questions={questions} answers={answers} language={language} currency={printable.currency} />
        </Stack>
      )}
    </Drawer>
  );
}
