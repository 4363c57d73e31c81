import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ListBody } from '../../../ui/list-body.tsx';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal.tsx';
import { TemplateFormModal } from '../components/template-form-modal.tsx';
import { TemplatesTable } from '../components/templates-table.tsx';
import { DeleteMilestoneTemplateMutation } from '../graphql/delete-milestone-template.mutation.ts';
import {
  type MilestoneTemplateData,
  MilestoneTemplateFieldsFragment,
} from '../graphql/milestone-template-fields.fragment.ts';
import { MilestoneTemplatesQuery } from '../graphql/milestone-templates.query.ts';
import { useMilestonesFeedback } from '../hooks/use-milestones-feedback.ts';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; template: MilestoneTemplateData }
  | { kind: 'delete'; template: MilestoneTemplateData }
  | null;

/**
 * /startups/programs/incubator-plans (startup managers): the milestone templates, each a plan of milestones due some
 * days after it starts, with Create, Edit and Delete. Startups get a plan's milestones from their file.
 */
export function IncubatorPlansPage() {
  const { t } = useTranslation('milestones');
  usePageTitle(t('templates.title'));
  const feedback = useMilestonesFeedback();
  const [{ data, error }, reexecute] = useQuery({ query: MilestoneTemplatesQuery, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const templates = useMemo(
    () => (data?.milestoneTemplates ?? []).map((template) => readFragment(MilestoneTemplateFieldsFragment, template)),
    [data],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [, deleteTemplate] = useMutation(DeleteMilestoneTemplateMutation);
  const openCreate = () => setDialog({ kind: 'create' });

  const saved = (template: MilestoneTemplateData, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'templates.toasts.created' : 'templates.toasts.updated', { name: template.name }));
    refresh();
  };

  const removeConfirmed = async (template: MilestoneTemplateData) => {
    const result = await deleteTemplate({ id: template._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('templates.toasts.deleted', { name: template.name }));
    refresh();
  };

  return (
    <Container size={1280} py="lg" data-testid="incubator-plans-page">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('templates.title')}
            </Title>
            <Text size="sm" c="dimmed" maw={720}>
              {t('templates.intro')}
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-testid="templates-create">
            {t('templates.create')}
          </Button>
        </Group>
        <ListBody
          error={error ? feedback.errorMessage(error) : null}
          loaded={Boolean(data)}
          empty={templates.length === 0}
          emptyText={t('templates.empty')}
          testId="templates"
        >
          <TemplatesTable
            templates={templates}
            onEdit={(template) => setDialog({ kind: 'edit', template })}
            onDelete={(template) => setDialog({ kind: 'delete', template })}
          />
        </ListBody>
      </Stack>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TemplateFormModal
          template={dialog.kind === 'edit' ? dialog.template : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteModal
          title={t('templates.delete.title', { name: dialog.template.name })}
          body={t('templates.delete.body', { name: dialog.template.name })}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.template)}
        />
      ) : null}
    </Container>
  );
}
