import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { InviteUserMutation } from '../graphql/invite-user.mutation.ts';
import { useRoleTypeLabel } from '../hooks/use-role-type-label.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { isRoleType } from '../utils/permissions.ts';
import { selectControl } from './select-control.ts';

const NAME_MAX = 100;
const EMAIL_MAX = 254;

type InviteValues = {
  email: string;
  firstName: string;
  lastName: string;
  roleType: string;
};

/** Invites a user: e-mail, names and a role type (spec 01 §5 generic messages); the server e-mails the link. */
export function InviteUserModal({
  roleTypes,
  onClose,
  onInvited,
}: {
  roleTypes: readonly string[];
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const rules = useSettingsRules();
  const feedback = useSettingsFeedback();
  const typeLabel = useRoleTypeLabel();
  const [, inviteUser] = useMutation(InviteUserMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = {
    email: t('users.fields.email'),
    firstName: t('users.fields.firstName'),
    lastName: t('users.fields.lastName'),
    roleType: t('users.fields.roleType'),
  };
  const form = useForm<InviteValues>({
    initialValues: { email: '', firstName: '', lastName: '', roleType: roleTypes.includes('Mentor') ? 'Mentor' : '' },
    validate: (values) => ({
      email: isBlank(values.email)
        ? rules.messages.required(names.email)
        : values.email.trim().length > EMAIL_MAX
          ? rules.messages.textMax(names.email, EMAIL_MAX)
          : isValidEmail(values.email)
            ? null
            : rules.messages.email(names.email),
      firstName: rules.requiredText(names.firstName, values.firstName, NAME_MAX),
      lastName: rules.requiredText(names.lastName, values.lastName, NAME_MAX),
      roleType: values.roleType === '' ? rules.messages.required(names.roleType) : null,
    }),
  });

  const submit = form.handleSubmit(async (values) => {
    if (!isRoleType(values.roleType)) return;
    setSaving(true);
    setError(null);
    const email = values.email.trim();
    const result = await inviteUser({
      email,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      roleType: values.roleType,
      language: i18n.resolvedLanguage ?? i18n.language,
    });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      // Field messages the form knows show under their field; the others (licences, rights) above the form.
      if (!(fields.length > 0 && form.setFieldErrors(fields) && fields.every((f) => f.field in names))) {
        setError(feedback.errorMessage(result.error));
      }
      return;
    }
    onInvited(email);
  });

  return (
    <Modal opened onClose={onClose} title={t('users.invite.title')} data-testid="invite-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="invite-error">
              {error}
            </Alert>
          ) : null}
          <TextInput
            {...form.field('email')}
            type="email"
            label={names.email}
            withAsterisk
            data-autofocus
            dir="ltr"
            autoComplete="off"
            data-testid="invite-email"
          />
          <Group grow align="flex-start">
            <TextInput
              {...form.field('firstName')}
              label={names.firstName}
              withAsterisk
              dir="auto"
              data-testid="invite-first-name"
            />
            <TextInput
              {...form.field('lastName')}
              label={names.lastName}
              withAsterisk
              dir="auto"
              data-testid="invite-last-name"
            />
          </Group>
          <Select
            {...selectControl(form.control('roleType'))}
            label={names.roleType}
            data={roleTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
            allowDeselect={false}
            withAsterisk
            comboboxProps={{ withinPortal: false }}
            data-testid="invite-role"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="invite-submit">
              {t('users.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
