import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useFeatureFlag } from '../../access/index.ts';
import { PlanLockedNotice } from '../components/plan-locked-notice.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { CreateIndustryMutation } from '../graphql/create-industry.mutation.ts';
import { DeleteIndustryMutation } from '../graphql/delete-industry.mutation.ts';
import { IndustriesQuery, type Industry } from '../graphql/industries.query.ts';
import { RenameIndustryMutation } from '../graphql/rename-industry.mutation.ts';
import { useCanEdit } from '../hooks/use-can-edit.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { sortIndustries } from '../utils/industries.ts';

/**
 * /admin/configuration/industries: the organisation's industries; add, rename and delete them. With the
 * editIndustries flag off, the list is read-only under the plan marker (the server refuses the changes too).
 */
export function IndustriesSettingsPage() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const [{ data, error: loadError }, reload] = useQuery({ query: IndustriesQuery, requestPolicy: 'cache-and-network' });
  const [{ fetching: creating }, createIndustry] = useMutation(CreateIndustryMutation);
  const [, renameIndustry] = useMutation(RenameIndustryMutation);
  const [, deleteIndustry] = useMutation(DeleteIndustryMutation);
  const editable = useFeatureFlag('editIndustries');
  const canCreate = useCanEdit('INDUSTRIES:CREATE') === true && editable === true;
  const canEdit = useCanEdit('INDUSTRIES:EDIT') === true && editable === true;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Industry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const industries = data ? sortIndustries(data.industries) : [];
  // The cache cannot complete the list after an addition or a deletion: fetch it again.
  const refresh = () => reload({ requestPolicy: 'network-only' });

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await createIndustry({ name: name.trim() });
    if (result.error || !result.data) {
      setError(result.error ? feedback.errorMessage(result.error) : null);
      return;
    }
    setName('');
    refresh();
    feedback.saved(t('industries.added', { name: result.data.createIndustry.name }));
  };

  const rename = async (industry: Industry, newName: string): Promise<boolean> => {
    setError(null);
    const result = await renameIndustry({ industryId: industry._id, name: newName.trim() });
    if (result.error) {
      setError(feedback.errorMessage(result.error));
      return false;
    }
    feedback.saved();
    return true;
  };

  const remove = async (industry: Industry) => {
    setError(null);
    setDeleteBusy(true);
    const result = await deleteIndustry({ industryId: industry._id });
    setDeleteBusy(false);
    setDeleting(null);
    if (result.error) {
      setError(feedback.errorMessage(result.error));
      return;
    }
    refresh();
    feedback.saved(t('industries.deleted', { name: industry.name }));
  };

  return (
    <SettingsPage
      title={t('industries.title')}
      description={t('industries.description')}
      testId="industries-page"
      permission="INDUSTRIES:EDIT"
    >
      {editable === false ? <PlanLockedNotice testId="industries-plan-locked" /> : null}
      {editable === false ? null : (
        <form onSubmit={(event) => void add(event)}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('industries.name')}
              placeholder={t('industries.namePlaceholder')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              disabled={!canCreate}
              style={{ flex: 1 }}
              data-testid="industry-add-name"
            />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              loading={creating}
              disabled={!canCreate}
              data-testid="industry-add-submit"
            >
              {t('industries.add')}
            </Button>
          </Group>
        </form>
      )}
      {error ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)} data-testid="industry-error">
          {error}
        </Alert>
      ) : null}
      {loadError && !data ? (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(loadError)}
        </Alert>
      ) : data ? (
        industries.length === 0 ? (
          <Text c="dimmed" data-testid="industries-empty">
            {t('industries.empty')}
          </Text>
        ) : (
          <Paper withBorder radius="md">
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {industries.map((industry) => (
                <IndustryRow
                  key={industry._id}
                  industry={industry}
                  canEdit={canEdit}
                  readOnly={editable === false}
                  onRename={(newName) => rename(industry, newName)}
                  onDelete={() => setDeleting(industry)}
                />
              ))}
            </Stack>
          </Paper>
        )
      ) : (
        <SettingsLoader />
      )}
      {deleting ? (
        <Modal
          opened
          onClose={() => setDeleting(null)}
          title={t('industries.delete.title')}
          data-testid="industry-delete-modal"
        >
          <Stack gap="md">
            <Text size="sm">{t('industries.delete.body', { name: deleting.name })}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </Button>
              <Button
                color="red"
                loading={deleteBusy}
                onClick={() => void remove(deleting)}
                data-testid="industry-delete-confirm"
              >
                {t('industries.delete.submit')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </SettingsPage>
  );
}

function IndustryRow({
  industry,
  canEdit,
  readOnly,
  onRename,
  onDelete,
}: {
  industry: Industry;
  canEdit: boolean;
  /** No rename or delete controls at all: the feature is switched off. */
  readOnly: boolean;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('settings');
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    setSaving(true);
    const done = await onRename(editing);
    setSaving(false);
    if (done) setEditing(null);
  };

  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      px="md"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="industry-row"
      data-industry-id={industry._id}
    >
      {editing !== null ? (
        <form onSubmit={(event) => void save(event)} style={{ flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={editing}
              onChange={(event) => setEditing(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(null);
              }}
              aria-label={t('industries.name')}
              autoFocus
              style={{ flex: 1 }}
              data-testid="industry-rename-input"
            />
            <ActionIcon
              type="submit"
              variant="light"
              loading={saving}
              aria-label={t('save')}
              data-testid="industry-rename-save"
            >
              <IconCheck size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" onClick={() => setEditing(null)} aria-label={t('cancel')}>
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </form>
      ) : (
        <>
          <Text data-testid="industry-name">{industry.name}</Text>
          {readOnly ? null : (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={t('industries.rename')}>
                <ActionIcon
                  variant="subtle"
                  disabled={!canEdit}
                  onClick={() => setEditing(industry.name)}
                  aria-label={t('industries.rename')}
                  data-testid="industry-rename"
                >
                  <IconPencil size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('industries.delete.submit')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={!canEdit}
                  onClick={onDelete}
                  aria-label={t('industries.delete.submit')}
                  data-testid="industry-delete"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          )}
        </>
      )}
    </Group>
  );
}
