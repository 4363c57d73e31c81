import { Button, Menu, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconFileTypeCsv,
  IconFileTypePdf,
} from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFilter } from '../graphql/create-export.mutation.ts';
import type { ExportFormat, ExportKind } from '../graphql/export-job-fields.fragment.ts';
import { useCreateExport } from '../hooks/use-create-export.tsx';

export interface ExportOption {
  kind: ExportKind;
  /** What narrows the export (the list's current filter); none exports everything the viewer may see. */
  filter?: ExportFilter | null;
  /** The heading of this kind's entries in the menu. */
  label?: string;
  /** The formats offered (CSV and XLSX by default; a zip of PDFs for APPLICATION_PDFS). */
  formats?: readonly ExportFormat[];
  /** Why this kind cannot be exported now (outside the plan, a filter it needs): its entries show it, disabled. */
  disabledReason?: string | null;
}

const FORMAT_ICONS: Record<ExportFormat, typeof IconFileTypeCsv> = {
  CSV: IconFileTypeCsv,
  XLSX: IconFileSpreadsheet,
  ZIP: IconFileTypePdf,
};
const TABLE_FORMATS: readonly ExportFormat[] = ['CSV', 'XLSX'];

/**
 * The Export button of a list: a menu of CSV and Excel (XLSX) for each kind it offers. The file is made on the
 * server's job queue; a toast links to the exports history, where it is downloaded.
 */
export function ExportMenu({ options }: { options: readonly ExportOption[] }) {
  const { t } = useTranslation('exports');
  const { creating, run } = useCreateExport();
  /** A kind's heading: its own label, "… matching the current filters", or its name when the menu offers several. */
  const heading = (option: ExportOption) => {
    if (option.label) return option.label;
    if (option.filter) return t('menu.currentFilter', { kind: t(`kinds.${option.kind}`) });
    return options.length > 1 ? t(`kinds.${option.kind}`) : null;
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={creating}
          data-testid="export-menu-button"
        >
          {t('menu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="export-menu">
        {options.map((option, index) => (
          <Fragment key={option.kind}>
            {index > 0 ? <Menu.Divider /> : null}
            {heading(option) ? <Menu.Label>{heading(option)}</Menu.Label> : null}
            {(option.formats ?? TABLE_FORMATS).map((format) => {
              const FormatIcon = FORMAT_ICONS[format];
              return (
                <Menu.Item
                  key={format}
                  leftSection={<FormatIcon size={16} aria-hidden />}
                  onClick={() => void run(option.kind, format, option.filter ?? null)}
                  disabled={Boolean(option.disabledReason)}
                  data-testid={`export-${option.kind.toLowerCase()}-${format.toLowerCase()}`}
                >
                  {t(`formats.${format}`)}
                  {option.disabledReason ? (
                    <Text size="xs" c="dimmed" data-testid="export-disabled-reason">
                      {option.disabledReason}
                    </Text>
                  ) : null}
                </Menu.Item>
              );
            })}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
