import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuilderField } from '../utils/builder-state.ts';

/** A field's label, its type in words, a "Required" badge when it is, and its description. */
export function FieldSummary({ field, required }: { field: BuilderField; required?: boolean }) {
  const { t } = useTranslation(['profileForms', 'fields']);
  return (
    <Stack gap={2} miw={0}>
      <Group gap="xs" wrap="wrap">
        <Text fw={500} dir="auto" data-testid="field-label">
          {field.label}
        </Text>
        <Badge variant="light" color="gray" size="sm" data-testid="field-type">
          {t(`fields:types.${field.type}`)}
        </Badge>
        {required ? (
          <Badge variant="light" color="red" size="sm" data-testid="field-required">
            {t('list.required')}
          </Badge>
        ) : null}
      </Group>
      {field.description ? (
        <Text size="sm" c="dimmed" dir="auto" data-testid="field-description">
          {field.description}
        </Text>
      ) : null}
    </Stack>
  );
}
