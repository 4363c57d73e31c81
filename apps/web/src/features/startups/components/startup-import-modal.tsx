import { IMPORT_LIST_SEPARATOR, STARTUP_IMPORT_MAX_ROWS } from '@cohort/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Modal,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { ImportStartupsMutation } from '../graphql/import-startups.mutation.ts';
import {
  PreviewStartupImportQuery,
  type StartupImportPreview,
  type StartupImportRow,
} from '../graphql/preview-startup-import.query.ts';
import { StartupFilterOptionsQuery } from '../graphql/startup-filter-options.query.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import {
  type ImportPlan,
  importFileProblem,
  importPlan,
  STARTUP_IMPORT_TEMPLATE_FILE_NAME,
  startupImportTemplate,
  visibleImportRows,
} from '../utils/startup-import.ts';

/** How many years before this one the template's example startup was founded. */
const TEMPLATE_EXAMPLE_AGE_YEARS = 2;
const TEMPLATE_EXAMPLE_WEBSITE = 'example.com';

export interface StartupImportResult {
  imported: number;
  skipped: number;
}

interface Chosen {
  fileName: string;
  csv: string;
  preview: StartupImportPreview;
}

/** Hands a text over to the browser as a CSV download. */
function downloadCsv(fileName: string, text: string) {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Imports startups from a CSV file (issue 6): the file is checked in the browser (a CSV of at most 1 MB), then row by
 * row on the server without writing anything; the preview shows each row's errors. When every row is valid the button
 * imports them; when some have errors, nothing is imported until the user confirms importing the valid rows only.
 */
export function StartupImportModal({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (result: StartupImportResult) => void;
}) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  const feedback = useStartupsFeedback();
  const client = useClient();
  const [, importStartups] = useMutation(ImportStartupsMutation);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    setError(null);
    const problem = importFileProblem(file);
    if (problem) {
      setError(t(`import.fileProblems.${problem}`));
      return;
    }
    setReading(true);
    try {
      const csv = await file.text();
      const result = await client
        .query(PreviewStartupImportQuery, { csv }, { requestPolicy: 'network-only' })
        .toPromise();
      if (result.error || !result.data) {
        if (result.error) setError(feedback.errorMessage(result.error));
        return;
      }
      setChosen({ fileName: file.name, csv, preview: result.data.previewStartupImport });
    } catch {
      setError(t('import.fileProblems.unreadable'));
    } finally {
      setReading(false);
    }
  };

  const runImport = async (skipInvalid: boolean) => {
    if (!chosen) return;
    setImporting(true);
    setError(null);
    const result = await importStartups({ csv: chosen.csv, skipInvalid });
    setImporting(false);
    if (result.error || !result.data) {
      if (result.error) setError(feedback.errorMessage(result.error));
      return;
    }
    onImported(result.data.importStartups);
  };

  return (
    <Modal
      opened
      onClose={importing ? () => undefined : onClose}
      title={relabel(t('import.title'))}
      size="xl"
      data-testid="startup-import-modal"
    >
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert" data-testid="startup-import-error">
            {error}
          </Alert>
        ) : null}
        {chosen ? (
          <ImportPreviewStep
            chosen={chosen}
            importing={importing}
            onImport={(skipInvalid) => void runImport(skipInvalid)}
            onChooseAnother={() => {
              setError(null);
              setChosen(null);
            }}
          />
        ) : (
          <ChooseFileStep reading={reading} onChoose={(file) => void choose(file)} />
        )}
      </Stack>
    </Modal>
  );
}

/** Step 1: what the file holds, the file picker and the template. */
function ChooseFileStep({ reading, onChoose }: { reading: boolean; onChoose: (file: File | null) => void }) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  const [{ data: options }] = useQuery({ query: StartupFilterOptionsQuery, requestPolicy: 'cache-and-network' });

  const downloadTemplate = () => {
    const template = startupImportTemplate({
      name: t('import.template.exampleName'),
      description: t('import.template.exampleDescription'),
      website: TEMPLATE_EXAMPLE_WEBSITE,
      foundingYear: new Date().getFullYear() - TEMPLATE_EXAMPLE_AGE_YEARS,
      programs: (options?.programs ?? []).map((program) => program.name),
      industries: (options?.industries ?? []).map((industry) => industry.name),
      tags: (options?.tags ?? []).map((tag) => tag.name),
    });
    downloadCsv(STARTUP_IMPORT_TEMPLATE_FILE_NAME, template);
  };

  return (
    <Stack gap="sm" data-testid="startup-import-choose">
      <Text size="sm">{relabel(t('import.intro'))}</Text>
      <Text size="sm">{t('import.listsHelp', { separator: IMPORT_LIST_SEPARATOR })}</Text>
      <Text size="sm" c="dimmed">
        {t('import.limits', { max: STARTUP_IMPORT_MAX_ROWS })}
      </Text>
      <Group gap="md">
        <FileButton
          onChange={onChoose}
          accept=".csv,text/csv"
          inputProps={{ 'data-testid': 'startup-import-file' } as Record<string, string>}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconFileImport size={16} />}
              loading={reading}
              data-testid="startup-import-choose-file"
            >
              {t('import.chooseFile')}
            </Button>
          )}
        </FileButton>
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={downloadTemplate}
          data-testid="startup-import-template"
        >
          <Group gap={4} component="span">
            <IconDownload size={14} />
            {t('import.template.download')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** Step 2: the counts, the rows with their errors, and the import (behind a confirmation when rows have errors). */
function ImportPreviewStep({
  chosen,
  importing,
  onImport,
  onChooseAnother,
}: {
  chosen: Chosen;
  importing: boolean;
  onImport: (skipInvalid: boolean) => void;
  onChooseAnother: () => void;
}) {
  const { t } = useTranslation('startups');
  const { preview } = chosen;
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const plan = importPlan(preview);
  const rows = visibleImportRows(preview.rows, onlyErrors);

  return (
    <Stack gap="sm" data-testid="startup-import-preview">
      <Text size="sm" fw={500} dir="auto">
        {t('import.file', { name: chosen.fileName })}
      </Text>
      <Group gap="xs">
        <Badge color="green" variant="light" data-testid="startup-import-valid-count" data-count={preview.validCount}>
          {t('import.validCount', { count: preview.validCount })}
        </Badge>
        <Badge
          color={preview.invalidCount > 0 ? 'red' : 'gray'}
          variant="light"
          data-testid="startup-import-invalid-count"
          data-count={preview.invalidCount}
        >
          {t('import.invalidCount', { count: preview.invalidCount })}
        </Badge>
      </Group>
      {preview.customFieldColumns.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="startup-import-custom-columns">
          {t('import.customFieldColumns', { columns: preview.customFieldColumns.join(', ') })}
        </Text>
      ) : null}
      {preview.ignoredColumns.length > 0 ? (
        <Text size="sm" c="dimmed" data-testid="startup-import-ignored-columns">
          {t('import.ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}
        </Text>
      ) : null}
      {preview.invalidCount > 0 ? (
        <Switch
          label={t('import.onlyErrors')}
          checked={onlyErrors}
          onChange={(event) => setOnlyErrors(event.currentTarget.checked)}
          data-testid="startup-import-only-errors"
        />
      ) : null}
      <ImportRowsTable rows={rows} />
      {confirming && plan.kind === 'validOnly' ? (
        <Alert color="orange" data-testid="startup-import-confirm">
          <Stack gap="sm">
            <Text size="sm">
              {t('import.confirm.body', { invalid: preview.invalidCount, total: preview.rows.length })}
            </Text>
            <Group justify="flex-end">
              <Button
                variant="default"
                onClick={() => setConfirming(false)}
                disabled={importing}
                data-testid="startup-import-confirm-back"
              >
                {t('import.confirm.back')}
              </Button>
              <Button loading={importing} onClick={() => onImport(true)} data-testid="startup-import-confirm-submit">
                <ImportButtonLabel plan={plan} />
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <>
          {plan.kind === 'none' ? (
            <Text size="sm" c="red" data-testid="startup-import-none-valid">
              {t('import.noneValid')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={onChooseAnother}
              disabled={importing}
              data-testid="startup-import-another"
            >
              {t('import.chooseAnother')}
            </Button>
            {plan.kind === 'none' ? null : (
              <Button
                loading={importing}
                onClick={() => (plan.kind === 'all' ? onImport(false) : setConfirming(true))}
                data-testid="startup-import-submit"
              >
                <ImportButtonLabel plan={plan} />
              </Button>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}

function ImportButtonLabel({ plan }: { plan: ImportPlan }) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  if (plan.kind === 'none') return null;
  if (plan.kind === 'all') {
    return relabel(plan.count === 1 ? t('import.importAllOne') : t('import.importAll', { count: plan.count }));
  }
  return plan.count === 1 ? t('import.importValidOne') : t('import.importValid', { count: plan.count });
}

/** The rows of the file: a row in error is highlighted, with its errors in red. */
function ImportRowsTable({ rows }: { rows: readonly StartupImportRow[] }) {
  const { t } = useTranslation('startups');
  const joined = (names: readonly string[]) => names.join(', ');
  return (
    <Table.ScrollContainer minWidth={720} maxHeight={360}>
      <Table striped={false} verticalSpacing="xs" data-testid="startup-import-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('import.columns.line')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.programs')}</Table.Th>
            <Table.Th>{t('columns.industries')}</Table.Th>
            <Table.Th>{t('columns.tags')}</Table.Th>
            <Table.Th>{t('import.columns.errors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const invalid = row.errors.length > 0;
            return (
              <Table.Tr
                key={row.line}
                bg={invalid ? 'var(--mantine-color-red-light)' : undefined}
                data-testid="startup-import-row"
                data-line={row.line}
                data-invalid={invalid}
              >
                <Table.Td>{row.line}</Table.Td>
                <Table.Td dir="auto">{row.name}</Table.Td>
                <Table.Td dir="auto">{joined(row.programs)}</Table.Td>
                <Table.Td dir="auto">{joined(row.industries)}</Table.Td>
                <Table.Td dir="auto">{joined(row.tags)}</Table.Td>
                <Table.Td>
                  {invalid ? (
                    <List size="sm" c="red" spacing={2} data-testid="startup-import-row-errors">
                      {row.errors.map((message) => (
                        <List.Item key={message}>{message}</List.Item>
                      ))}
                    </List>
                  ) : (
                    <Text size="sm" c="green">
                      {t('import.ready')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
