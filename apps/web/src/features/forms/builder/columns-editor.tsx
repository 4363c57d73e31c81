import { ActionIcon, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { FORM_LIMITS, TABLE_COLUMN_TYPES, type TableColumn, type TableColumnType } from '@cohort/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocalizedInput } from './localized-input.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { newColumn } from './question-factory.ts';

/** A table question's columns: label, type (text, number, date, dropdown) and a dropdown's options. */
export function ColumnsEditor({
  columns,
  language,
  defaultLanguage,
  userAddRows,
  onChange,
}: {
  columns: TableColumn[];
  language: string;
  defaultLanguage: string;
  /** Flag qUserAddRow: people filling the form may add rows. */
  userAddRows: boolean;
  onChange: (columns: TableColumn[]) => void;
}) {
  const { t } = useTranslation('forms');
  const update = (index: number, patch: Partial<TableColumn>) =>
    onChange(columns.map((column, i) => (i === index ? { ...column, ...patch } : column)));
  return (
    <Stack gap="xs" data-testid="columns-editor">
      {columns.map((column, index) => (
        <Paper key={column.id} withBorder p="xs" data-testid="column-row">
          <Stack gap={6}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <LocalizedInput
                  size="xs"
                  label={t('builder.columns.label', { position: index + 1 })}
                  texts={column.label}
                  language={language}
                  defaultLanguage={defaultLanguage}
                  maxLength={FORM_LIMITS.label}
                  onChange={(label) => update(index, { label })}
                  data-testid="column-label"
                />
              </div>
              <Select
                size="xs"
                w={150}
                label={t('builder.columns.type')}
                data={TABLE_COLUMN_TYPES.map((type) => ({ value: type, label: t(`builder.columns.types.${type}`) }))}
                value={column.type}
                allowDeselect={false}
                onChange={(value) => {
                  const type = (value ?? 'text') as TableColumnType;
                  update(index, { type, options: type === 'select_dropdown' ? (column.options ?? []) : null });
                }}
                data-testid="column-type"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('builder.columns.remove', { position: index + 1 })}
                onClick={() => onChange(columns.filter((_, i) => i !== index))}
                mb={2}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
            {column.type === 'select_dropdown' ? (
              <OptionsEditor
                options={column.options ?? []}
                language={language}
                defaultLanguage={defaultLanguage}
                depth={1}
                numerical={false}
                writeIn={false}
                onChange={(options) => update(index, { options })}
                testId="column-options"
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...columns, newColumn(language, '')])}
          disabled={columns.length >= FORM_LIMITS.tableColumns}
          data-testid="columns-add"
        >
          {t('builder.columns.add')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="columns-rows-note">
        {t(userAddRows ? 'builder.columns.userAddRows' : 'builder.columns.fixedRows')}
      </Text>
    </Stack>
  );
}
