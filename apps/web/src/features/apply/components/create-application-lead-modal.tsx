import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { FormModal } from '../../../ui/form-modal.tsx';
import { ApplyCallsQuery } from '../graphql/apply-calls.query.ts';
import { CreateApplicationLeadMutation } from '../graphql/application-lead.operations.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';

export interface CreateApplicationLeadModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called with the new application's id once the lead is made (and its person e-mailed). */
  onCreated: (applicationId: string) => void;
}

const EMPTY = { funnelId: null as string | null, email: '', firstName: '', lastName: '', startupName: '' };

/**
 * The create menu's Application Lead (issue 14 point 6): staff make an application for someone to a published call;
 * the person is e-mailed a link to claim it (/leads/transfer/:id). The server decides who may (APPLICATION_FLOW:EDIT
 * on the funnel) and says why not.
 */
export function CreateApplicationLeadModal({ opened, onClose, onCreated }: CreateApplicationLeadModalProps) {
  if (!opened) return null;
  return <LeadForm onClose={onClose} onCreated={onCreated} />;
}

function LeadForm({ onClose, onCreated }: Omit<CreateApplicationLeadModalProps, 'opened'>) {
  const { t } = useTranslation('apply');
  const messages = useFormMessages();
  const errorText = useApplicationErrorText();
  const [{ data: calls, fetching }] = useQuery({ query: ApplyCallsQuery, requestPolicy: 'cache-and-network' });
  const [, create] = useMutation(CreateApplicationLeadMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labels = {
    funnelId: t('lead.create.call'),
    email: t('team.email'),
    firstName: t('team.firstName'),
    lastName: t('team.lastName'),
    startupName: t('signUp.startupName'),
  };
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => ({
      funnelId: values.funnelId ? null : messages.required(labels.funnelId),
      email: isBlank(values.email)
        ? messages.required(labels.email)
        : isValidEmail(values.email)
          ? null
          : messages.email(labels.email),
      firstName: isBlank(values.firstName) ? messages.required(labels.firstName) : null,
      lastName: isBlank(values.lastName) ? messages.required(labels.lastName) : null,
      startupName: isBlank(values.startupName) ? messages.required(labels.startupName) : null,
    }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const result = await create({
      funnelId: values.funnelId ?? '',
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      startupName: values.startupName.trim(),
    });
    setSaving(false);
    const created = result.data?.createApplicationLead;
    if (created) {
      onCreated(created._id);
      onClose();
      return;
    }
    if (result.error) {
      const fields = graphqlFieldErrors(result.error).map((f) => ({ ...f, message: errorText.message(f.message) }));
      if (!form.setFieldErrors(fields)) setError(errorText.of(result.error));
    }
  });

  const options = (calls?.applyCalls ?? []).map((call) => ({ value: call._id, label: call.name }));
  return (
    <FormModal
      title={t('lead.create.title')}
      saving={saving}
      error={error}
      onClose={onClose}
      onSubmit={onSubmit}
      labels={{ cancel: t('lead.create.cancel'), submit: t('lead.create.submit') }}
      keepFocus
      testIds={{
        modal: 'lead-modal',
        form: 'lead-form',
        error: 'lead-error',
        cancel: 'lead-cancel',
        submit: 'lead-submit',
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('lead.create.hint')}
        </Text>
        <Select
          {...form.control('funnelId')}
          label={labels.funnelId}
          data={options}
          searchable
          withAsterisk
          nothingFoundMessage={fetching ? t('lead.create.loading') : t('lead.create.noCalls')}
          data-testid="lead-call"
        />
        <TextInput {...form.field('firstName')} label={labels.firstName} withAsterisk data-testid="lead-first-name" />
        <TextInput {...form.field('lastName')} label={labels.lastName} withAsterisk data-testid="lead-last-name" />
        <TextInput
          {...form.field('email')}
          label={labels.email}
          type="email"
          dir="ltr"
          withAsterisk
          data-testid="lead-email"
        />
        <TextInput {...form.field('startupName')} label={labels.startupName} withAsterisk data-testid="lead-startup" />
      </Stack>
    </FormModal>
  );
}
