import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPencil } from '@tabler/icons-react';
import { use, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { loadDateLocale } from '../../../lib/dates.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { ProfileFieldValuesData } from '../graphql/profile-field-values.fragment.ts';
import { useProfileFields } from '../hooks/use-profile-fields.ts';
import { ProfileFieldValue } from './profile-field-value.tsx';
import { ProfileFieldsForm } from './profile-fields-form.tsx';

interface ProfileFieldsCardProps {
  entityKind: 'startup' | 'user';
  entityId: string;
  hidden: boolean;
}

/**
 * A startup's or a user's custom profile fields (spec 02 §2 profile forms), to read and, for who may, to edit. The
 * hidden (staff-only) card shows nothing to those the server refuses, and nothing when its form has no fields.
 */
export function ProfileFieldsCard({ entityKind, entityId, hidden }: ProfileFieldsCardProps) {
  const { t } = useTranslation(['profileFields', 'errors']);
  const state = useProfileFields(entityKind, entityId, hidden);
  if (state.status === 'refused') return null;
  if (state.status === 'loading') {
    return (
      <Center p="md" data-testid="profile-fields-loading">
        <Loader size="sm" aria-label={t('profileFields:loading')} />
      </Center>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert color="red" role="alert" data-testid="profile-fields-error">
        <Group justify="space-between" gap="sm">
          <span>{graphqlErrorMessage(state.error, (key) => t(`errors:${key}`))}</span>
          <Button size="xs" variant="light" onClick={state.retry}>
            {t('profileFields:retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (hidden && state.values.items.length === 0) return null;
  return (
    <ProfileFieldsPanel
      key={`${entityKind}:${entityId}:${hidden}`}
      entityKind={entityKind}
      entityId={entityId}
      hidden={hidden}
      values={state.values}
      onSaved={state.saved}
    />
  );
}

function ProfileFieldsPanel({
  entityKind,
  entityId,
  hidden,
  values,
  onSaved,
}: ProfileFieldsCardProps & { values: ProfileFieldValuesData; onSaved: (values: ProfileFieldValuesData) => void }) {
  const { t, i18n } = useTranslation('profileFields');
  const relabel = useStartupRelabel();
  const dateLocale = use(loadDateLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
  const [editing, setEditing] = useState(false);
  const editable = values.canEdit && values.items.length > 0;
  const titleId = useId();

  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="lg"
      aria-labelledby={titleId}
      data-testid="profile-fields-card"
      data-entity={entityKind}
      data-id={entityId}
      data-hidden={hidden}
      data-editing={editing}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              {hidden ? <IconLock size={18} aria-hidden /> : null}
              <Title order={2} size="h4" id={titleId}>
                {hidden ? t('hiddenTitle') : t('title')}
              </Title>
            </Group>
            {hidden ? (
              <Text size="xs" c="dimmed" data-testid="profile-fields-hidden-note">
                {entityKind === 'startup' ? relabel(t('hiddenNote.startup')) : t('hiddenNote.user')}
              </Text>
            ) : null}
          </Stack>
          {editable && !editing ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing(true)}
              data-testid="profile-fields-edit"
            >
              {t('edit')}
            </Button>
          ) : null}
        </Group>
        {values.items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="profile-fields-empty">
            {t('empty')}
          </Text>
        ) : editing ? (
          <ProfileFieldsForm
            entityKind={entityKind}
            entityId={entityId}
            hidden={hidden}
            values={values}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setEditing(false);
              onSaved(saved);
            }}
          />
        ) : (
          <Stack gap="md" data-testid="profile-fields-list">
            {values.items.map((item) => (
              <Stack
                key={item.field._id}
                gap={4}
                data-testid="profile-field"
                data-field-id={item.field._id}
                data-field-label={item.field.label}
                data-field-type={item.field.type}
              >
                <Text size="sm" fw={600}>
                  {item.field.label}
                </Text>
                {item.field.description ? (
                  <Text size="xs" c="dimmed" data-testid="profile-field-description">
                    {item.field.description}
                  </Text>
                ) : null}
                <ProfileFieldValue item={item} dateLocale={dateLocale} />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
