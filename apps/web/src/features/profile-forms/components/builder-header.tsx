import { Badge, Button, Group, Paper, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profileFormPagePath } from '../utils/profile-form-paths.ts';
import type { ProfileFormView } from '../utils/read-profile-form.ts';

/** The builder's bar (the top bar is hidden here): back to the form's page, its title, Discard changes and Save. */
export function BuilderHeader({
  form,
  title,
  dirty,
  editable,
  saving,
  onDiscard,
  onSave,
}: {
  form: ProfileFormView;
  title: string;
  dirty: boolean;
  editable: boolean;
  saving: boolean;
  onDiscard: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation('profileForms');
  const { dir } = useDirection();
  const BackIcon = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Paper
      component="header"
      radius={0}
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 10, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      data-testid="profile-builder-header"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap" miw={0} style={{ flex: '1 1 auto' }}>
          <Button
            component={Link}
            to={profileFormPagePath(form.kind)}
            variant="subtle"
            leftSection={<BackIcon size={16} />}
            px="xs"
            style={{ flexShrink: 0 }}
            data-testid="profile-builder-back"
          >
            {t('builder.back')}
          </Button>
          <Title order={1} size="h4" data-testid="profile-builder-title">
            {title}
          </Title>
          <Badge
            variant="light"
            color={form.hidden ? 'grape' : 'blue'}
            style={{ flexShrink: 0 }}
            data-testid="profile-builder-kind"
          >
            {t(form.hidden ? 'tabs.hidden' : 'tabs.visible')}
          </Badge>
        </Group>
        {editable ? (
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!dirty || saving}
              onClick={onDiscard}
              data-testid="profile-builder-discard"
            >
              {t('builder.discard')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={!dirty}
              loading={saving}
              onClick={onSave}
              data-testid="profile-builder-save"
            >
              {t('builder.save')}
            </Button>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}
