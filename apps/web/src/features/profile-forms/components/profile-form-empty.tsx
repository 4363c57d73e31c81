import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customFieldsPath, profileBuilderPath } from '../utils/profile-form-paths.ts';
import type { ProfileFormView } from '../utils/read-profile-form.ts';

/** A form without fields: where to add some (the builder) and where to make them (the custom fields page). */
export function ProfileFormEmpty({ form }: { form: ProfileFormView }) {
  const { t } = useTranslation('profileForms');
  return (
    <Paper withBorder p="xl" data-testid="profile-form-empty">
      <Stack align="center" gap="sm" ta="center">
        <IconForms size={40} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={500}>{t('list.empty')}</Text>
        <Text size="sm" c="dimmed" maw={520}>
          {t('list.emptyHint')}
        </Text>
        <Group gap="sm" justify="center">
          <Button component={Link} to={profileBuilderPath(form._id)} data-testid="profile-form-empty-builder">
            {t('list.openBuilder')}
          </Button>
          <Button
            component={Link}
            to={customFieldsPath(form.entityKind)}
            variant="default"
            data-testid="profile-form-manage-fields"
          >
            {t('list.manageFields')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
