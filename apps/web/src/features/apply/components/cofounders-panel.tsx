import { APPLICATION_COFOUNDERS_MAX } from '@cohort/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { useFormMessages } from '../../../lib/forms/use-form-messages.ts';
import { isBlank, isValidEmail } from '../../../lib/forms/validators.ts';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { UserAvatar } from '../../../ui/avatar.tsx';
import {
  InviteApplicationCofounderMutation,
  RemoveApplicationCofounderMutation,
} from '../graphql/cofounders.mutations.ts';
import type { MyApplication } from '../graphql/my-application.fragment.ts';
import { useApplicationErrorText } from '../hooks/use-application-error-text.ts';

/**
 * The team of an application (issue 14: co-founders invited to the same application): its people, and for the
 * applicant of a draft an invitation by e-mail and the removal of co-founders; a co-founder may leave.
 */
export function CofoundersPanel({
  application,
  viewerId,
  onLeft,
}: {
  application: MyApplication;
  viewerId: string;
  onLeft: () => void;
}) {
  const { t } = useTranslation('apply');
  const messages = useFormMessages();
  const errorText = useApplicationErrorText();
  const [, invite] = useMutation(InviteApplicationCofounderMutation);
  const [, remove] = useMutation(RemoveApplicationCofounderMutation);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const isOwner = application.applicant?._id === viewerId;
  const draft = application.status === 'draft';
  const cofounders = application.members.filter((member) => member.role === 'cofounder');
  const canInvite =
    isOwner && draft && application.funnel.allowCofounders && cofounders.length < APPLICATION_COFOUNDERS_MAX;

  const labels = { email: t('team.email'), firstName: t('team.firstName'), lastName: t('team.lastName') };
  const form = useForm({
    initialValues: { email: '', firstName: '', lastName: '' },
    validate: (values) => ({
      email: isBlank(values.email)
        ? messages.required(labels.email)
        : isValidEmail(values.email)
          ? null
          : messages.email(labels.email),
      firstName: isBlank(values.firstName) ? messages.required(labels.firstName) : null,
      lastName: isBlank(values.lastName) ? messages.required(labels.lastName) : null,
    }),
  });

  const onInvite = form.handleSubmit(async (values) => {
    setError(null);
    setSent(null);
    setSending(true);
    const result = await invite({
      applicationId: application._id,
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
    });
    setSending(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error).map((f) => ({ ...f, message: errorText.message(f.message) }));
      if (!form.setFieldErrors(fields)) setError(errorText.of(result.error));
      return;
    }
    setSent(t('team.invited', { name: `${values.firstName.trim()} ${values.lastName.trim()}` }));
    form.reset();
  });

  const onRemove = async (userId: string) => {
    setError(null);
    setRemoving(userId);
    const result = await remove({ applicationId: application._id, userId });
    setRemoving(null);
    if (result.error) {
      setError(errorText.of(result.error));
      return;
    }
    if (userId === viewerId) onLeft();
  };

  return (
    <Stack gap="sm" data-testid="cofounders-panel">
      <Title order={2} size="h4">
        {t('team.title')}
      </Title>
      <Stack gap={6}>
        {application.members.map((member) => {
          const removable = draft && member.role === 'cofounder' && (isOwner || member.user?._id === viewerId);
          const name = member.user?.fullName ?? '';
          return (
            <Group key={member.user?._id ?? name} justify="space-between" wrap="nowrap" data-testid="team-member">
              <Group gap="sm" wrap="nowrap">
                {member.user ? <UserAvatar person={member.user} size="small" /> : null}
                <Text size="sm" dir="auto">
                  {name}
                </Text>
                <Badge size="xs" variant="light" color={member.role === 'owner' ? 'blue' : 'gray'}>
                  {member.role === 'owner' ? t('team.owner') : t('team.cofounder')}
                </Badge>
              </Group>
              {removable && member.user ? (
                <Tooltip label={member.user._id === viewerId ? t('team.leave') : t('team.remove', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    loading={removing === member.user._id}
                    aria-label={member.user._id === viewerId ? t('team.leave') : t('team.remove', { name })}
                    onClick={() => member.user && void onRemove(member.user._id)}
                    data-testid="team-remove"
                  >
                    <IconUserMinus size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          );
        })}
      </Stack>
      {!application.funnel.allowCofounders ? (
        <Text size="sm" c="dimmed">
          {t('team.notAllowed')}
        </Text>
      ) : null}
      {sent ? (
        <Alert color="green" role="status" data-testid="team-invited">
          {sent}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" data-testid="team-error">
          {error}
        </Alert>
      ) : null}
      {canInvite ? (
        <form onSubmit={onInvite} noValidate data-testid="team-invite-form">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('team.inviteHint', { max: APPLICATION_COFOUNDERS_MAX })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              <TextInput {...form.field('firstName')} label={labels.firstName} autoComplete="off" />
              <TextInput {...form.field('lastName')} label={labels.lastName} autoComplete="off" />
              <TextInput {...form.field('email')} label={labels.email} type="email" dir="ltr" autoComplete="off" />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" variant="light" size="sm" loading={sending} data-testid="team-invite">
                {t('team.invite')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
