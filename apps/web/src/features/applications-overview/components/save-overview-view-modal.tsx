import { type ApplicationViewFilters, STARTUP_MANAGER_ROLES } from '@cohort/shared';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { RoleGate } from '../../access/index.ts';
import { CreateOverviewSavedViewMutation } from '../graphql/create-overview-saved-view.mutation.ts';
import { useOverviewFeedback } from '../hooks/use-overview-feedback.ts';

/** The longest name of a saved view (the server refuses more). */
const SAVED_VIEW_NAME_MAX = 60;

/**
 * Saves what the overview shows now (search, filters, sort) under a name; the programme team may share the view with
 * everyone (the server refuses it to others).
 */
export function SaveOverviewViewModal({
  filters,
  onClose,
  onSaved,
}: {
  filters: ApplicationViewFilters;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const { t } = useTranslation('applicationsOverview');
  const feedback = useOverviewFeedback();
  const [, createSavedView] = useMutation(CreateOverviewSavedViewMutation);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = t('views.save.name');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setNameError(t('views.save.nameRequired', { field: label }));
    if (trimmed.length > SAVED_VIEW_NAME_MAX) {
      return setNameError(t('views.save.nameTooLong', { field: label, max: SAVED_VIEW_NAME_MAX }));
    }
    setSaving(true);
    setError(null);
    const result = await createSavedView({ name: trimmed, filters, shared });
    setSaving(false);
    if (result.error) {
      const field = graphqlFieldErrors(result.error).find((item) => item.field === 'name');
      if (field) setNameError(field.message);
      else setError(feedback.errorMessage(result.error));
      return;
    }
    if (result.data) onSaved(result.data.createSavedView.name);
  };

  return (
    <Modal opened onClose={onClose} title={t('views.save.title')} data-testid="overview-save-view-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="overview-save-view-error">
              {error}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('views.save.description')}
          </Text>
          <TextInput
            label={label}
            placeholder={t('views.save.namePlaceholder')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid="overview-save-view-name"
          />
          <RoleGate allowed={STARTUP_MANAGER_ROLES}>
            <Switch
              label={t('views.save.shared')}
              description={t('views.save.sharedHint')}
              checked={shared}
              onChange={(event) => setShared(event.currentTarget.checked)}
              data-testid="overview-save-view-shared"
            />
          </RoleGate>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="overview-save-view-cancel">
              {t('views.save.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="overview-save-view-save">
              {t('views.save.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
