import { Alert, Anchor, Button, Center, Container, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useDateTimeFormatter } from '../../../lib/dates.ts';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { AnswerSheetDrawer } from '../answers/components/answer-sheet-drawer.tsx';
import { AnswersTable } from '../answers/components/answers-table.tsx';
import { FormAnswersQuery } from '../answers/graphql/form-answers.query.ts';
import { useFormFileDownload } from '../answers/hooks/use-form-file-download.ts';
import { answersExportPath, FORM_ANSWERS_PAGE_SIZE, formPrintPath } from '../answers/utils/answer-paths.ts';

/**
 * /forms/management/:id/answers (issue 13; not a route of the spec): a form's submitted sheets, every version, newest
 * first, with the page and the open sheet in the address, and the CSV and XLSX exports. For FORM:EDIT (the server
 * answers "not found" to anyone else).
 */
export function FormAnswersPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['formAnswers', 'errors']);
  const formatDate = useDateTimeFormatter();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sheetId = params.get('sheet');
  const [{ data, error, fetching }, refetch] = useQuery({
    query: FormAnswersQuery,
    variables: { formId: id, page: { limit: FORM_ANSWERS_PAGE_SIZE, offset: (page - 1) * FORM_ANSWERS_PAGE_SIZE } },
  });
  const { downloading, download } = useFormFileDownload();
  const form = data?.form;
  usePageTitle(form ? t('formAnswers:page.title', { title: form.title }) : t('formAnswers:page.heading'));

  const change = (patch: { page?: number; sheet?: string | null }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.page !== undefined) {
        if (patch.page > 1) next.set('page', String(patch.page));
        else next.delete('page');
      }
      if (patch.sheet !== undefined) {
        if (patch.sheet) next.set('sheet', patch.sheet);
        else next.delete('sheet');
      }
      return next;
    });

  if (fetching && !data) {
    return (
      <Center p="xl">
        <Loader />
      </Center>
    );
  }
  if (error || !form || !data) {
    return (
      <Container size="lg" py="xl">
        <Alert color="red" role="alert" title={t('formAnswers:page.loadError')} data-testid="form-answers-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error ? graphqlErrorMessage(error, (key) => t(`errors:${key}`)) : null}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('formAnswers:page.retry')}
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  const { total, items } = data.formResponses;
  const pageCount = Math.max(1, Math.ceil(total / FORM_ANSWERS_PAGE_SIZE));
  const exportFile = (format: 'csv' | 'xlsx') =>
    void download(answersExportPath(form._id, format), `${form.title}.${format}`);

  return (
    <Container size="lg" py="xl" data-testid="form-answers-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} dir="auto">
              {t('formAnswers:page.title', { title: form.title })}
            </Title>
            <Text c="dimmed" size="sm" data-testid="form-answers-total" data-count={total}>
              {t('formAnswers:page.total', { count: total })}
            </Text>
          </Stack>
          <Group gap="sm">
            <Anchor component={Link} to={formPrintPath(form.shareId, null)} target="_blank" size="sm">
              <Group gap={4} component="span">
                <IconPrinter size={16} />
                {t('formAnswers:page.printBlank')}
              </Group>
            </Anchor>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={downloading === answersExportPath(form._id, 'csv')}
              disabled={total === 0}
              onClick={() => exportFile('csv')}
              data-testid="form-answers-export-csv"
            >
              {t('formAnswers:export.csv')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} />}
              loading={downloading === answersExportPath(form._id, 'xlsx')}
              disabled={total === 0}
              onClick={() => exportFile('xlsx')}
              data-testid="form-answers-export-xlsx"
            >
              {t('formAnswers:export.xlsx')}
            </Button>
          </Group>
        </Group>
        {items.length === 0 ? (
          <Text c="dimmed" data-testid="form-answers-empty">
            {t('formAnswers:page.empty')}
          </Text>
        ) : (
          <AnswersTable items={items} formatDate={formatDate} onOpen={(sheet) => change({ sheet })} />
        )}
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={(next) => change({ page: next })}
          hideWithOnePage
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('formAnswers:page.previous') : t('formAnswers:page.next'),
          })}
          data-testid="form-answers-pagination"
        />
      </Stack>
      <AnswerSheetDrawer
        shareId={form.shareId}
        sheetId={sheetId}
        formatDate={formatDate}
        onClose={() => change({ sheet: null })}
      />
    </Container>
  );
}
