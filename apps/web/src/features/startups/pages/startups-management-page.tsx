import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { usePageTitle, useStartupLabels, useStartupRelabel } from '../../organisation/index.ts';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal.tsx';
import { StartupFormModal } from '../components/startup-form-modal.tsx';
import { type StartupImportResult, StartupImportModal } from '../components/startup-import-modal.tsx';
import { StartupsBatch } from '../components/startups-batch.tsx';
import { StartupsFilters } from '../components/startups-filters.tsx';
import { StartupsPager } from '../components/startups-pager.tsx';
import { StartupsResults } from '../components/startups-results.tsx';
import { DeleteStartupMutation } from '../graphql/delete-startup.mutation.ts';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { useCreateOnArrival } from '../hooks/use-create-on-arrival.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { useStartupsList } from '../hooks/use-startups-list.ts';
import { useStartupsSelection } from '../hooks/use-startups-selection.ts';

type Dialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'edit'; startup: StartupData }
  | { kind: 'delete'; startup: StartupData }
  | null;

/**
 * /startups/management (accelerator and incubator staff): the portfolio as a table with Create, Edit and Delete
 * (behind a confirmation, where the viewer may delete), and a CSV import. The create menu's link opens the form on
 * arrival. Selected rows get batch actions (programmes, tags, industries, deletion) with a live panel.
 */
export function StartupsManagementPage() {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  const title = t('management.title', { startup: labels.singular });
  usePageTitle(title);
  const feedback = useStartupsFeedback();
  const relabel = useStartupRelabel();
  const list = useStartupsList();
  const selection = useStartupsSelection(list);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, deleteStartup] = useMutation(DeleteStartupMutation);
  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);
  useCreateOnArrival(true, openCreate);

  const saved = (startup: StartupData, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'toasts.created' : 'toasts.updated', { name: startup.name }));
    list.refresh();
  };

  const removeConfirmed = async (startup: StartupData) => {
    const result = await deleteStartup({ id: startup._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('toasts.deleted', { name: startup.name }));
    list.refresh();
  };

  const imported = (result: StartupImportResult) => {
    setDialog(null);
    feedback.succeeded(relabel(t('import.toast', { imported: result.imported, skipped: result.skipped })));
    list.refresh();
  };

  return (
    <Container size={1280} py="lg" data-testid="startups-management-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setDialog({ kind: 'import' })}
              data-testid="startups-import"
            >
              {t('import.button')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-testid="startups-create">
              {t('management.create', { startup: labels.singular })}
            </Button>
          </Group>
        </Group>
        <StartupsFilters list={list} />
        <StartupsBatch selection={selection} startups={list.startups} onFinished={list.refresh} />
        <StartupsResults
          list={list}
          view="table"
          selection={selection}
          onEdit={(startup) => setDialog({ kind: 'edit', startup })}
          onDelete={(startup) => setDialog({ kind: 'delete', startup })}
        />
        <StartupsPager list={list} />
      </Stack>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <StartupFormModal
          startup={dialog.kind === 'edit' ? dialog.startup : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'import' ? <StartupImportModal onClose={() => setDialog(null)} onImported={imported} /> : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteModal
          title={t('delete.title', { name: dialog.startup.name })}
          body={t('delete.startupBody', { name: dialog.startup.name })}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.startup)}
        />
      ) : null}
    </Container>
  );
}
