import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportStatus } from '../graphql/export-job-fields.fragment.ts';
import { STATUS_COLORS } from '../utils/exports.ts';

export function ExportStatusBadge({ status }: { status: ExportStatus }) {
  const { t } = useTranslation('exports');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="export-status" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}
