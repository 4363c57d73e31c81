import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BuilderAction, BuilderField } from '../utils/builder-state.ts';
import { FormItemRow } from './form-item-row.tsx';

/** "Fields on this form", in order, each with its controls. */
export function FormItemsPanel({
  rows,
  errors,
  editable,
  dispatch,
}: {
  rows: { field: BuilderField; required: boolean }[];
  errors: Record<string, string>;
  editable: boolean;
  dispatch: (action: BuilderAction) => void;
}) {
  const { t } = useTranslation('profileForms');
  return (
    <Stack gap="sm" component="section" aria-labelledby="form-items-title" data-testid="form-items">
      <Title order={2} size="h5" id="form-items-title">
        {t('builder.form.title')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" p="md" data-testid="form-items-empty">
          {t('builder.form.empty')}
        </Text>
      ) : (
        <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {rows.map((row, position) => (
            <FormItemRow
              key={row.field._id}
              field={row.field}
              required={row.required}
              position={position}
              count={rows.length}
              error={errors[row.field._id]}
              editable={editable}
              onMove={(offset) => dispatch({ type: 'move', fieldId: row.field._id, offset })}
              onRequired={(required) => dispatch({ type: 'setRequired', fieldId: row.field._id, required })}
              onRemove={() => dispatch({ type: 'remove', fieldId: row.field._id })}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
