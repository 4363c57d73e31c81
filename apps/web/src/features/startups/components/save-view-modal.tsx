import { STARTUP_MANAGER_ROLES } from '@cohort/shared';
import { Alert, Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { RoleGate } from '../../access/index.ts';
import { CreateSavedViewMutation } from '../graphql/create-saved-view.mutation.ts';
import type { RawSavedView } from '../hooks/use-saved-views.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { type SavedViewFilters, savedViewNameProblem } from '../utils/saved-views.ts';

type SaveViewValues = {
  name: string;
  shared: boolean;
};

/**
 * Saves what the portfolio shows now (search, filters, sort, cards or table) under a name; startup managers may share
 * the view with the team (the server refuses it to others).
 */
export function SaveViewModal({
  filters,
  onClose,
  onSaved,
}: {
  filters: SavedViewFilters;
  onClose: () => void;
  onSaved: (view: RawSavedView) => void;
}) {
  const { t } = useTranslation('startups');
  const problemMessage = useProblemMessage();
  const feedback = useStartupsFeedback();
  const [, createSavedView] = useMutation(CreateSavedViewMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameLabel = t('views.save.name');

  const form = useForm<SaveViewValues>({
    initialValues: { name: '', shared: false },
    validate: (values) => ({ name: problemMessage(savedViewNameProblem(values.name), nameLabel) }),
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const result = await createSavedView({ name: values.name.trim(), filters, shared: values.shared });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      if (!(fields.length > 0 && form.setFieldErrors(fields))) setError(feedback.errorMessage(result.error));
      return;
    }
    if (result.data) onSaved(result.data.createSavedView);
  });

  return (
    <Modal opened onClose={onClose} title={t('views.save.title')} data-testid="save-view-modal">
      <form onSubmit={submit} noValidate data-testid="save-view-form">
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="save-view-error">
              {error}
            </Alert>
          ) : null}
          <Text size="sm" c="dimmed">
            {t('views.save.description')}
          </Text>
          <TextInput
            {...form.field('name')}
            label={nameLabel}
            placeholder={t('views.save.namePlaceholder')}
            withAsterisk
            data-autofocus
            dir="auto"
            data-testid="save-view-name"
          />
          <RoleGate allowed={STARTUP_MANAGER_ROLES}>
            <Switch
              label={t('views.save.shared')}
              description={t('views.save.sharedHint')}
              checked={form.values.shared}
              onChange={(event) => form.setValue('shared', event.currentTarget.checked)}
              data-testid="save-view-shared"
            />
          </RoleGate>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="save-view-cancel">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="save-view-save">
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
