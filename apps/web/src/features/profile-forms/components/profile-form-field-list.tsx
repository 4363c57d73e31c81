import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileFormView } from '../utils/read-profile-form.ts';
import { FieldSummary } from './field-summary.tsx';

/** The fields of a form in order, numbered, as profiles show them. */
export function ProfileFormFieldList({ form }: { form: ProfileFormView }) {
  const { t } = useTranslation('profileForms');
  return (
    <Stack component="ol" gap="xs" p={0} m={0} aria-label={t('list.label')} style={{ listStyle: 'none' }}>
      {form.items.map((item, index) => (
        <Paper
          component="li"
          key={item.field._id}
          withBorder
          p="sm"
          data-testid="profile-form-field"
          data-field-id={item.field._id}
          data-field-label={item.field.label}
          data-required={item.required}
        >
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('list.position', { number: index + 1 })}
            </Text>
            <FieldSummary field={item.field} required={item.required} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
