import { Table } from '@mantine/core';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDateLocale } from '../../../lib/dates.ts';
import type { ProfileFieldValuesData } from '../graphql/profile-field-values.fragment.ts';
import { ProfileFieldValue } from './profile-field-value.tsx';

/** A profile form's answers as a two-column table, to read only (the print view of a startup uses it). */
export function ProfileFieldsTable({ values }: { values: ProfileFieldValuesData }) {
  const { i18n } = useTranslation();
  const dateLocale = use(loadDateLocale(i18n.resolvedLanguage ?? i18n.language ?? 'en'));
  return (
    <Table withRowBorders={false} verticalSpacing={4} data-testid="profile-fields-table">
      <Table.Tbody>
        {values.items.map((item) => (
          <Table.Tr key={item.field._id}>
            <Table.Th w="30%" dir="auto">
              {item.field.label}
            </Table.Th>
            <Table.Td>
              <ProfileFieldValue item={item} dateLocale={dateLocale} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
