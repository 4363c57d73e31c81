import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { CustomNavigationTable } from '../components/custom-navigation-table.tsx';
import { SaveBar } from '../components/save-bar.tsx';
import { SettingsLoader, SettingsPage } from '../components/settings-page.tsx';
import { CustomNavigationQuery } from '../graphql/custom-navigation.query.ts';
import { UpdateCustomNavigationMutation } from '../graphql/update-custom-navigation.mutation.ts';
import { useCanEdit } from '../hooks/use-can-edit.ts';
import { useMenuEntryName } from '../hooks/use-menu-entry-name.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import {
  changedNavEntries,
  defaultNavEntries,
  moveNavEntry,
  type NavDraft,
  type NavEntry,
  type NavEntryInput,
  navDraftFrom,
  navLabelErrors,
  navRows,
  updateNavEntry,
} from '../utils/custom-navigation.ts';

/**
 * /admin/configuration/navigation: the organisation's custom navigation (spec 01 §2.3), for holders of
 * CUSTOM_NAV:EDIT; the server refuses the others even the list, so they are only told why.
 */
export function NavigationSettingsPage() {
  const { t } = useTranslation('settings');
  const canEdit = useCanEdit('CUSTOM_NAV:EDIT');
  return (
    <SettingsPage
      title={t('navigation.title')}
      description={t('navigation.description')}
      testId="navigation-page"
      permission={null}
    >
      {canEdit === null ? (
        <SettingsLoader />
      ) : canEdit ? (
        <NavigationEditor />
      ) : (
        <Alert color="blue" data-testid="settings-read-only">
          {t('navigation.forbidden')}
        </Alert>
      )}
    </SettingsPage>
  );
}

function NavigationEditor() {
  const { t } = useTranslation('settings');
  const feedback = useSettingsFeedback();
  const entryName = useMenuEntryName();
  const [{ data, error: loadError }, reload] = useQuery({
    query: CustomNavigationQuery,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: saving }, updateNavigation] = useMutation(UpdateCustomNavigationMutation);
  // The entries as the last save answered them: the cache cannot tie that answer to the list it loaded.
  const [saved, setSaved] = useState<readonly NavEntry[] | null>(null);
  const [draft, setDraft] = useState<NavDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [labelErrors, setLabelErrors] = useState<Record<string, string>>({});
  const [confirmingReset, setConfirmingReset] = useState(false);

  const entries = saved ?? data?.customNavigation ?? null;
  const savedDraft = useMemo(() => (entries ? navDraftFrom(entries) : null), [entries]);
  const current = draft ?? savedDraft;
  const changes = entries && current ? changedNavEntries(entries, current) : [];

  const send = async (input: NavEntryInput[]): Promise<boolean> => {
    setError(null);
    setLabelErrors({});
    const result = await updateNavigation({ entries: input });
    if (result.error || !result.data) {
      if (result.error) {
        setError(feedback.errorMessage(result.error));
        setLabelErrors(navLabelErrors(graphqlFieldErrors(result.error), input));
      }
      return false;
    }
    setSaved(result.data.updateCustomNavigation);
    setDraft(null);
    reload({ requestPolicy: 'network-only' });
    return true;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (changes.length === 0) return;
    if (await send(changes)) feedback.saved(t('navigation.saved'));
  };

  const reset = async () => {
    if (!entries) return;
    const done = await send(defaultNavEntries(entries));
    setConfirmingReset(false);
    if (done) feedback.saved(t('navigation.reset.done'));
  };

  if (!entries || !current) {
    if (loadError) {
      return (
        <Alert color="red" role="alert" data-testid="settings-load-error">
          {feedback.errorMessage(loadError)}
        </Alert>
      );
    }
    return <SettingsLoader />;
  }

  const edit = (next: NavDraft) => {
    setDraft(next);
    setError(null);
  };

  return (
    <form onSubmit={(event) => void save(event)} data-testid="navigation-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="navigation-locked-hint">
          {t('navigation.lockedHint')}
        </Text>
        {entries.length === 0 ? (
          <Text c="dimmed" data-testid="navigation-empty">
            {t('navigation.empty')}
          </Text>
        ) : (
          <CustomNavigationTable
            rows={navRows(entries, current)}
            draft={current}
            labelErrors={labelErrors}
            disabled={saving}
            entryName={entryName}
            onChange={(name, change) => {
              edit(updateNavEntry(current, name, change));
              if (change.label !== undefined) {
                setLabelErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));
              }
            }}
            onMove={(name, direction) => edit(moveNavEntry(current, name, direction))}
          />
        )}
        <Group justify="space-between" align="flex-start">
          <SaveBar
            saving={saving && !confirmingReset}
            error={error}
            testId="navigation-save"
            permission="CUSTOM_NAV:EDIT"
            disabled={changes.length === 0}
          />
          <Button
            variant="default"
            leftSection={<IconRestore size={16} />}
            onClick={() => setConfirmingReset(true)}
            disabled={saving || entries.length === 0}
            data-testid="navigation-reset"
          >
            {t('navigation.reset.button')}
          </Button>
        </Group>
      </Stack>
      {confirmingReset ? (
        <Modal
          opened
          onClose={() => setConfirmingReset(false)}
          title={t('navigation.reset.title')}
          data-testid="navigation-reset-modal"
        >
          <Stack gap="md">
            <Text size="sm">{t('navigation.reset.body')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirmingReset(false)}>
                {t('cancel')}
              </Button>
              <Button color="red" loading={saving} onClick={() => void reset()} data-testid="navigation-reset-confirm">
                {t('navigation.reset.submit')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </form>
  );
}
