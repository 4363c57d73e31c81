import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { ListBody } from '../../../ui/list-body.tsx';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal.tsx';
import { ProgramFormModal } from '../components/program-form-modal.tsx';
import { ProgramsTable } from '../components/programs-table.tsx';
import { DeleteProgramMutation } from '../graphql/delete-program.mutation.ts';
import { type ProgramData, ProgramFieldsFragment } from '../graphql/program-fields.fragment.ts';
import { ProgramsQuery } from '../graphql/programs.query.ts';
import { useCanCreateProgram } from '../hooks/use-can-create-program.ts';
import { useCreateOnArrival } from '../hooks/use-create-on-arrival.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; program: ProgramData }
  | { kind: 'delete'; program: ProgramData }
  | null;

/**
 * /startups/programs (accelerator and incubator staff): the programmes with their dates, description and number of
 * startups. Create for PROGRAM:CREATE (the creator becomes the programme's admin); Edit and Delete where the server
 * says the viewer may. The create menu's link opens the form on arrival.
 */
export function ProgramsPage() {
  const { t } = useTranslation(['startups', 'peoplePrograms']);
  usePageTitle(t('programs.title'));
  const feedback = useStartupsFeedback();
  const canCreate = useCanCreateProgram();
  const [{ data, error }, reexecute] = useQuery({ query: ProgramsQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const programs = useMemo(
    () => (data?.programs ?? []).map((program) => readFragment(ProgramFieldsFragment, program)),
    [data],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, deleteProgram] = useMutation(DeleteProgramMutation);
  const openCreate = useCallback(() => setDialog({ kind: 'create' }), []);
  useCreateOnArrival(canCreate, openCreate);

  const saved = (program: ProgramData, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'programs.toasts.created' : 'programs.toasts.updated', { name: program.name }));
    refresh();
  };

  const removeConfirmed = async (program: ProgramData) => {
    const result = await deleteProgram({ id: program._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('programs.toasts.deleted', { name: program.name }));
    refresh();
  };

  return (
    <Container size={1280} py="lg" data-testid="programs-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} size="h2">
            {t('programs.title')}
          </Title>
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-testid="programs-create">
              {t('programs.create')}
            </Button>
          ) : null}
        </Group>
        <ListBody
          error={error ? feedback.errorMessage(error) : null}
          loaded={Boolean(data)}
          empty={programs.length === 0}
          emptyText={t('programs.empty')}
          testId="programs"
        >
          <ProgramsTable
            programs={programs}
            onEdit={(program) => setDialog({ kind: 'edit', program })}
            onDelete={(program) => setDialog({ kind: 'delete', program })}
          />
        </ListBody>
      </Stack>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <ProgramFormModal
          program={dialog.kind === 'edit' ? dialog.program : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteModal
          title={t('delete.title', { name: dialog.program.name })}
          body={
            dialog.program.kind === 'user'
              ? t('peoplePrograms:delete.body', { name: dialog.program.name, count: dialog.program.memberCount })
              : t('delete.programBody', { name: dialog.program.name, count: dialog.program.startupCount })
          }
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.program)}
        />
      ) : null}
    </Container>
  );
}
