import { Alert, Button, Center, Container, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../organisation/index.ts';
import { useBuilderEditing } from '../hooks/use-builder-editing.ts';
import { useFormCustomFields } from '../hooks/use-form-custom-fields.ts';
import { useProfileFormTexts } from '../hooks/use-profile-form-texts.ts';
import { useProfileFormsFeedback } from '../hooks/use-profile-forms-feedback.ts';
import { useSaveProfileForm } from '../hooks/use-save-profile-form.ts';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import {
  availableFields,
  builderReducer,
  fieldsById,
  formRows,
  initialBuilderState,
  isBuilderDirty,
} from '../utils/builder-state.ts';
import { builderItemsOf, type ProfileFormView } from '../utils/read-profile-form.ts';
import { AvailableFieldsPanel } from './available-fields-panel.tsx';
import { BuilderHeader } from './builder-header.tsx';
import { FormItemsPanel } from './form-items-panel.tsx';
import { LeaveConfirmModal } from './leave-confirm-modal.tsx';
import { ReadOnlyNotice } from './read-only-notice.tsx';

/** The builder of one loaded form: available fields on one side, the form's fields on the other, saved together. */
export function ProfileBuilder({ form }: { form: ProfileFormView }) {
  const { t } = useTranslation('profileForms');
  const texts = useProfileFormTexts(form.kind);
  usePageTitle(texts.title);
  const feedback = useProfileFormsFeedback();
  const customFields = useFormCustomFields(form.entityKind);
  const editing = useBuilderEditing();
  const editable = editing === 'editable';
  const [state, dispatch] = useReducer(builderReducer, builderItemsOf(form), initialBuilderState);
  const serverItems = useMemo(() => builderItemsOf(form), [form]);
  useEffect(() => dispatch({ type: 'follow', items: serverItems }), [serverItems]);
  const [search, setSearch] = useState('');
  const dirty = isBuilderDirty(state);
  const blocker = useUnsavedChanges(dirty);
  const { save, saving, problems, clearProblems } = useSaveProfileForm(form._id, (items) => {
    dispatch({ type: 'reset', items });
    customFields.refresh();
  });

  const byId = useMemo(
    () =>
      fieldsById(
        customFields.fields ?? [],
        form.items.map((item) => item.field),
      ),
    [customFields.fields, form.items],
  );
  const rows = formRows(byId, state);
  const available = availableFields(customFields.fields ?? [], state, form.kind, search);

  return (
    <Stack gap={0} data-testid="profile-builder-page" data-form-id={form._id} data-kind={form.kind}>
      <BuilderHeader
        form={form}
        title={texts.title}
        dirty={dirty}
        editable={editable}
        saving={saving}
        onDiscard={() => {
          dispatch({ type: 'discard' });
          clearProblems();
        }}
        onSave={() => void save(state)}
      />
      <Container size={1280} w="100%" py="lg">
        <Stack gap="md">
          {editing === 'plan' || editing === 'flag' ? <ReadOnlyNotice reason={editing} /> : null}
          {problems.general.length > 0 ? (
            <Alert color="red" role="alert" data-testid="profile-builder-error">
              {problems.general.join('. ')}
            </Alert>
          ) : null}
          {customFields.error && !customFields.fields ? (
            <Alert color="red" role="alert" data-testid="profile-builder-fields-error">
              <Group justify="space-between" gap="sm">
                <span>{feedback.errorMessage(customFields.error)}</span>
                <Button size="xs" variant="light" onClick={customFields.refresh}>
                  {t('actions.retry')}
                </Button>
              </Group>
            </Alert>
          ) : !customFields.fields ? (
            <Center p="xl">
              <Loader />
            </Center>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
              <AvailableFieldsPanel
                available={available}
                entityKind={form.entityKind}
                hidden={form.hidden}
                search={search}
                editable={editable}
                onSearch={setSearch}
                onAdd={(fieldId) => dispatch({ type: 'add', fieldId })}
              />
              <FormItemsPanel rows={rows} errors={problems.byField} editable={editable} dispatch={dispatch} />
            </SimpleGrid>
          )}
        </Stack>
      </Container>
      <LeaveConfirmModal blocker={blocker} />
    </Stack>
  );
}
