import { TOAST_DISMISS_MS } from '@cohort/shared';
import { Alert, Box, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorMessage, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { type ProfileFieldValuesData, ProfileFieldValuesFragment } from '../graphql/profile-field-values.fragment.ts';
import { SetProfileFieldValuesMutation } from '../graphql/set-profile-field-values.mutation.ts';
import { useValueMessage } from '../hooks/use-value-message.ts';
import { draftOf, draftProblems, type ProfileFieldsDraft, valuesInputOf } from '../utils/field-form.ts';
import { ProfileFieldInput } from './profile-field-input.tsx';

interface ProfileFieldsFormProps {
  entityKind: 'startup' | 'user';
  entityId: string;
  hidden: boolean;
  values: ProfileFieldValuesData;
  onCancel: () => void;
  onSaved: (values: ProfileFieldValuesData) => void;
}

/**
 * The answers of one profile form, one input per field. Save checks them as the server does, then sends every field
 * (an emptied input clears its answer); the server's refusals show under the fields they name.
 */
export function ProfileFieldsForm({ entityKind, entityId, hidden, values, onCancel, onSaved }: ProfileFieldsFormProps) {
  const { t } = useTranslation(['profileFields', 'errors']);
  const valueMessage = useValueMessage();
  const [draft, setDraft] = useState<ProfileFieldsDraft>(() => draftOf(values.items));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, setProfileFieldValues] = useMutation(SetProfileFieldValuesMutation);
  const items = values.items;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = draftProblems(items, draft);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const result = await setProfileFieldValues({
      entityKind,
      entityId,
      hidden,
      values: valuesInputOf(items, draft),
    });
    if (result.error) {
      const fieldIds = new Set(items.map((item) => item.field._id));
      const byField: Record<string, string> = {};
      const others: string[] = [];
      for (const { field, message } of graphqlFieldErrors(result.error)) {
        if (field && fieldIds.has(field) && !byField[field]) byField[field] = message;
        else others.push(message);
      }
      setProblems(byField);
      if (Object.keys(byField).length === 0 || others.length > 0) {
        setFormError(
          others.length > 0
            ? others.map(valueMessage).join('. ')
            : graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)),
        );
      }
      return;
    }
    if (result.data) {
      notifications.show({
        color: 'green',
        message: t('profileFields:saved'),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'profile-fields-toast-success',
      });
      onSaved(readFragment(ProfileFieldValuesFragment, result.data.setProfileFieldValues));
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="profile-fields-form">
      <Stack gap="md">
        {items.map((item) => {
          const fieldDraft = draft[item.field._id] ?? { text: '', number: '', optionIds: [] };
          const problem = problems[item.field._id];
          return (
            <Box
              key={item.field._id}
              data-testid="profile-field-input"
              data-field-id={item.field._id}
              data-field-label={item.field.label}
              data-field-type={item.field.type}
            >
              <ProfileFieldInput
                item={item}
                draft={fieldDraft}
                error={problem ? valueMessage(problem) : null}
                disabled={fetching}
                onChange={(next) => {
                  setDraft((current) => ({ ...current, [item.field._id]: next }));
                  if (problem) {
                    setProblems(({ [item.field._id]: _fixed, ...rest }) => rest);
                  }
                }}
              />
            </Box>
          );
        })}
        {formError ? (
          <Alert color="red" role="alert" data-testid="profile-fields-form-error">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={fetching} data-testid="profile-fields-cancel">
            {t('profileFields:cancel')}
          </Button>
          <Button type="submit" loading={fetching} data-testid="profile-fields-save">
            {t('profileFields:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
