import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { type PeopleVariables, type Person, PeopleQuery } from '../graphql/people.query.ts';
import { tagsCell, USERS_EXPORT_PAGE_SIZE, usersExportFileName } from '../utils/users.ts';
import { toCsv } from '../utils/users-csv.ts';
import { useSettingsFeedback } from './use-settings-feedback.ts';

/** Hands a text over to the browser as a file download. */
function download(fileName: string, text: string) {
  // The byte order mark lets spreadsheet programs read the file as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/**
 * Exports every user of the current filters (pages of 100 until done) as a CSV file made in the browser, with the role
 * label (Founder rule) and the user tags.
 */
export function useUsersExport({
  filters,
  roleLabel,
  statusLabel,
}: {
  filters: Omit<PeopleVariables, 'page' | 'pageSize'>;
  roleLabel: (person: Person) => string;
  statusLabel: (status: string) => string;
}) {
  const { t } = useTranslation('settings');
  const client = useClient();
  const feedback = useSettingsFeedback();
  const [exporting, setExporting] = useState(false);

  const run = async () => {
    setExporting(true);
    try {
      const people: Person[] = [];
      for (let page = 0; ; page += 1) {
        const result = await client
          .query(PeopleQuery, { ...filters, page, pageSize: USERS_EXPORT_PAGE_SIZE }, { requestPolicy: 'network-only' })
          .toPromise();
        if (result.error || !result.data) {
          if (result.error) feedback.failed(feedback.errorMessage(result.error));
          return;
        }
        const { results, totalCount } = result.data.people;
        people.push(...results);
        if (results.length < USERS_EXPORT_PAGE_SIZE || people.length >= totalCount) break;
      }
      const header = [
        t('users.fields.firstName'),
        t('users.fields.lastName'),
        t('users.fields.email'),
        t('users.columns.role'),
        t('users.columns.tags'),
        t('users.columns.status'),
        t('users.columns.created'),
      ];
      const rows = people.map((person) => [
        person.firstName,
        person.lastName,
        person.email,
        roleLabel(person),
        tagsCell(person.tags),
        statusLabel(person.status),
        // ISO 8601, which spreadsheets read as a date in any language.
        person.createdAt,
      ]);
      download(usersExportFileName(), toCsv(header, rows));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
}
