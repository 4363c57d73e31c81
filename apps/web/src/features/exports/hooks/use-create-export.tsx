import { TOAST_DISMISS_MS } from '@cohort/shared';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { CreateExportMutation, type ExportFilter } from '../graphql/create-export.mutation.ts';
import type { ExportFormat, ExportKind } from '../graphql/export-job-fields.fragment.ts';
import { EXPORTS_PATH } from '../utils/exports.ts';

/** Queues an export and says so in a toast that links to the history; a refusal shows the server's message. */
export function useCreateExport() {
  const { t } = useTranslation(['exports', 'errors']);
  const [{ fetching }, createExport] = useMutation(CreateExportMutation);

  const run = async (kind: ExportKind, format: ExportFormat, filter: ExportFilter | null = null) => {
    const result = await createExport({ kind, format, filter });
    if (result.error || !result.data) {
      notifications.show({
        color: 'red',
        message: result.error
          ? graphqlErrorMessage(result.error, (key) => t(`errors:${key}`))
          : t('exports:downloadFailed'),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'export-toast-error',
      });
      return false;
    }
    notifications.show({
      color: 'blue',
      title: t('exports:notification.title'),
      message: (
        <Stack gap={4}>
          <Text size="sm">{t('exports:notification.message', { kind: t(`exports:kinds.${kind}`) })}</Text>
          <Anchor component={Link} to={EXPORTS_PATH} size="sm" data-testid="export-toast-link">
            {t('exports:notification.link')}
          </Anchor>
        </Stack>
      ),
      autoClose: TOAST_DISMISS_MS,
      'data-testid': 'export-toast',
    });
    return true;
  };

  return { creating: fetching, run };
}
