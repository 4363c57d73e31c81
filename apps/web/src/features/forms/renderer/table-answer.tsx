import {
  ActionIcon,
  Button,
  Input,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fixedTableRows, localized, type TableColumn, type TableRow } from '@cohort/shared';
import { numberAnswer } from './answer-values.ts';
import { type AnswerInputProps, useQuestionTexts } from './field-types.ts';
import { addTableRow, fixedRows, maxTableRows, removeTableRow, setTableCell, tableRows } from './table-rows.ts';

/** table: rows the person adds and removes, each cell typed by its column (text, number, date, dropdown). */
export function TableAnswer(props: AnswerInputProps) {
  const { question, value, readOnly, language, onAnswer, userAddRows } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const id = useId();
  const columns = question.columns ?? [];
  const rows = userAddRows ? tableRows(value) : fixedRows(tableRows(value), fixedTableRows(question), columns);
  // Without qUserAddRow the rows are fixed: no row is added or removed.
  const editsRows = !readOnly && userAddRows;
  const max = maxTableRows(question);
  const headers = useMemo(
    () => columns.map((column) => ({ id: column.id, label: localized(column.label, language) || column.id })),
    [columns, language],
  );

  return (
    <Input.Wrapper {...wrapper} id={id} labelElement="div">
      <Stack gap="xs" mt="xs">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('table.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={Math.max(320, columns.length * 160)}>
            <Table aria-labelledby={`${id}-label`} withTableBorder verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>{t('table.row')}</Table.Th>
                  {headers.map((header) => (
                    <Table.Th key={header.id}>{header.label}</Table.Th>
                  ))}
                  {editsRows && (
                    <Table.Th w={48}>
                      <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  // Rows have no id of their own; their place is what the person and the answer know them by.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={index}>
                    <Table.Td>{index + 1}</Table.Td>
                    {columns.map((column, c) => (
                      <Table.Td key={column.id}>
                        <TableCell
                          column={column}
                          row={row}
                          name={t('table.cell', { column: headers[c]?.label ?? column.id, row: index + 1 })}
                          language={language}
                          readOnly={readOnly}
                          onChange={(cell) => onAnswer(question.id, setTableCell(rows, index, column.id, cell))}
                        />
                      </Table.Td>
                    ))}
                    {editsRows && (
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('table.removeRow', { row: index + 1 })}
                          onClick={() => onAnswer(question.id, removeTableRow(rows, index))}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {editsRows && (
          <div>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              disabled={rows.length >= max}
              onClick={() => onAnswer(question.id, addTableRow(rows, columns))}
            >
              {t('table.addRow')}
            </Button>
            {rows.length >= max && (
              <Text size="xs" c="dimmed" mt={4}>
                {t('table.limit', { max })}
              </Text>
            )}
          </div>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

function TableCell({
  column,
  row,
  name,
  language,
  readOnly,
  onChange,
}: {
  column: TableColumn;
  row: TableRow;
  name: string;
  language: string;
  readOnly: boolean;
  onChange: (value: string | number | null) => void;
}) {
  const value = row[column.id];
  const { t } = useTranslation('formFill');
  const options = useMemo(
    () => (column.options ?? []).map((o) => ({ value: o.value, label: localized(o.labels, language) || o.value })),
    [column.options, language],
  );
  switch (column.type) {
    case 'number':
      return (
        <NumberInput
          size="xs"
          aria-label={name}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(numberAnswer(next))}
          readOnly={readOnly}
          hideControls
        />
      );
    case 'date':
      return (
        <TextInput
          size="xs"
          type="date"
          max="9999-12-31"
          aria-label={name}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          readOnly={readOnly}
        />
      );
    case 'select_dropdown':
      return (
        <Select
          size="xs"
          aria-label={name}
          data={options}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next)}
          placeholder={t('choice.placeholder')}
          clearable
          readOnly={readOnly}
        />
      );
    default:
      return (
        <TextInput
          size="xs"
          aria-label={name}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
          readOnly={readOnly}
        />
      );
  }
}
