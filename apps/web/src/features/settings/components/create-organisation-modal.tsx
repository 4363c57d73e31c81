import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { CreateOrganisationMutation } from '../graphql/create-organisation.mutation.ts';
import { useSettingsFeedback } from '../hooks/use-settings-feedback.ts';
import { useSettingsRules } from '../hooks/use-settings-rules.ts';
import { isValidOrganisationSlug, ORGANISATION_LIMITS } from '../utils/organisations.ts';

type CreateValues = {
  slug: string;
  name: string;
  adminEmail: string;
  adminFirstName: string;
  adminLastName: string;
};

/** Creates an organisation and invites its first admin (platform operators; spec 01 §5 generic messages). */
export function CreateOrganisationModal({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('settings');
  const rules = useSettingsRules();
  const feedback = useSettingsFeedback();
  const [, createOrganisation] = useMutation(CreateOrganisationMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const names = {
    slug: t('organisations.fields.slug'),
    name: t('organisations.fields.name'),
    adminEmail: t('organisations.fields.adminEmail'),
    adminFirstName: t('organisations.fields.adminFirstName'),
    adminLastName: t('organisations.fields.adminLastName'),
  };
  const form = useForm<CreateValues>({
    initialValues: { slug: '', name: '', adminEmail: '', adminFirstName: '', adminLastName: '' },
    validate: (values) => ({
      slug:
        rules.requiredText(names.slug, values.slug, ORGANISATION_LIMITS.slug) ??
        (isValidOrganisationSlug(values.slug) ? null : rules.messages.invalid()),
      name: rules.requiredText(names.name, values.name, ORGANISATION_LIMITS.name),
      adminEmail: isBlank(values.adminEmail)
        ? rules.messages.required(names.adminEmail)
        : values.adminEmail.trim().length > ORGANISATION_LIMITS.email
          ? rules.messages.textMax(names.adminEmail, ORGANISATION_LIMITS.email)
          : isValidEmail(values.adminEmail)
            ? null
            : rules.messages.email(names.adminEmail),
      adminFirstName: rules.optionalText(names.adminFirstName, values.adminFirstName, ORGANISATION_LIMITS.personName),
      adminLastName: rules.optionalText(names.adminLastName, values.adminLastName, ORGANISATION_LIMITS.personName),
    }),
  });

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const optional = (value: string) => (isBlank(value) ? null : value.trim());
    const result = await createOrganisation({
      slug: values.slug.trim(),
      name: values.name.trim(),
      adminEmail: values.adminEmail.trim(),
      adminFirstName: optional(values.adminFirstName),
      adminLastName: optional(values.adminLastName),
    });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      // Messages about a field of the form show under it; the others (rights, network) above the form.
      if (!(fields.length > 0 && form.setFieldErrors(fields) && fields.every((f) => f.field in names))) {
        setError(feedback.errorMessage(result.error));
      }
      return;
    }
    onCreated();
  });

  return (
    <Modal opened onClose={onClose} title={t('organisations.create.title')} data-testid="organisation-create-modal">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert" data-testid="organisation-create-error">
              {error}
            </Alert>
          ) : null}
          <TextInput
            {...form.field('slug')}
            label={names.slug}
            description={t('organisations.create.slugHint')}
            withAsterisk
            data-autofocus
            dir="ltr"
            autoComplete="off"
            data-testid="organisation-slug"
          />
          <TextInput
            {...form.field('name')}
            label={names.name}
            withAsterisk
            dir="auto"
            data-testid="organisation-name"
          />
          <TextInput
            {...form.field('adminEmail')}
            type="email"
            label={names.adminEmail}
            withAsterisk
            dir="ltr"
            autoComplete="off"
            data-testid="organisation-admin-email"
          />
          <Group grow align="flex-start">
            <TextInput
              {...form.field('adminFirstName')}
              label={names.adminFirstName}
              dir="auto"
              data-testid="organisation-admin-first-name"
            />
            <TextInput
              {...form.field('adminLastName')}
              label={names.adminLastName}
              dir="auto"
              data-testid="organisation-admin-last-name"
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('organisations.create.inviteNote')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="organisation-create-submit">
              {t('organisations.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
