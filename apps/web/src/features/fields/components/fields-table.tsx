import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomFieldRow } from '../graphql/custom-fields.query.ts';
import type { FieldEditing } from '../hooks/use-field-editing.ts';
import { FieldOptionBadges } from './field-option-badges.tsx';
import { FieldRowActions } from './field-row-actions.tsx';
import { FieldUsageLink } from './field-usage-link.tsx';

/**
 * The custom fields of one kind: label and description, type, options, the form they are on and how many profiles
 * answered them; Edit and Delete unless editing custom fields is switched off.
 */
export function FieldsTable({
  fields,
  editing,
  onEdit,
  onDelete,
}: {
  fields: readonly CustomFieldRow[];
  editing: FieldEditing;
  onEdit: (field: CustomFieldRow) => void;
  onDelete: (field: CustomFieldRow) => void;
}) {
  const { t, i18n } = useTranslation('fields');
  const withActions = editing === 'allowed' || editing === 'notInPlan';
  const count = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language, { numberingSystem: 'latn' });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="fields-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.label')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.options')}</Table.Th>
            <Table.Th>{t('table.usage')}</Table.Th>
            <Table.Th ta="end">{t('table.answers')}</Table.Th>
            {withActions ? (
              <Table.Th w={100}>
                <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field._id} data-testid="field-row" data-field-id={field._id} data-field-label={field.label}>
              <Table.Td maw={320}>
                <Text size="sm" fw={600} dir="auto" data-testid="field-label">
                  {field.label}
                </Text>
                {field.description ? (
                  <Text size="xs" c="dimmed" dir="auto" lineClamp={2} data-testid="field-description">
                    {field.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="field-type" data-type={field.type}>
                  {t(`types.${field.type}`)}
                  {field.type === 'currency' && field.currency ? ` (${field.currency})` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <FieldOptionBadges options={field.options} />
              </Table.Td>
              <Table.Td>
                <FieldUsageLink formKind={field.formKind} />
              </Table.Td>
              <Table.Td ta="end">
                <Text size="sm" data-testid="field-answers" data-count={field.answerCount}>
                  {count.format(field.answerCount)}
                </Text>
              </Table.Td>
              {withActions ? (
                <Table.Td>
                  <FieldRowActions
                    label={field.label}
                    locked={editing === 'notInPlan'}
                    onEdit={() => onEdit(field)}
                    onDelete={() => onDelete(field)}
                  />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
