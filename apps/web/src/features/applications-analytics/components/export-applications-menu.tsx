import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { usePermission } from '../../access/index.ts';
import { ExportMenu, type ExportOption } from '../../exports/index.ts';
import { ApplicationExportPlanQuery } from '../graphql/export-plan.query.ts';

/** The staff overview's narrowing, as an export of applications takes it (empty parts are left out). */
export interface ApplicationsExportFilter {
  funnelIds?: readonly string[] | null;
  statuses?: readonly string[] | null;
  roundIds?: readonly string[] | null;
  /** The applications in the intake (no round yet), alone or with `roundIds`. */
  intake?: boolean | null;
  tagIds?: readonly string[] | null;
  search?: string | null;
}

type ExportFilter = NonNullable<ExportOption['filter']>;

/** The filter as the export API takes it, null when nothing narrows the export. */
export function applicationsExportFilter(filter: ApplicationsExportFilter | null | undefined): ExportFilter | null {
  if (!filter) return null;
  const result: ExportFilter = {};
  if (filter.funnelIds?.length) result.funnelIds = [...filter.funnelIds];
  if (filter.statuses?.length) result.statuses = [...filter.statuses];
  if (filter.roundIds?.length) result.roundIds = [...filter.roundIds];
  if (filter.intake) result.intake = true;
  if (filter.tagIds?.length) result.tagIds = [...filter.tagIds];
  const search = filter.search?.trim();
  if (search) result.search = search;
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * The Export button of applications (APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW): CSV and Excel of the applications
 * matching `filter`, and one PDF per application in a zip (plan feature BULK_APPLICATION_EXPORT, one funnel). The
 * files are made on the server's job queue; a toast links to /account/exports. Nothing shows without the permission.
 */
export function ExportApplicationsMenu({ filter }: { filter?: ApplicationsExportFilter | null }) {
  const { t } = useTranslation('applicationsAnalytics');
  const allowed = usePermission('APPLICATION/DOWNLOAD_APPLICATION_CTA:VIEW');
  const [{ data }] = useQuery({ query: ApplicationExportPlanQuery, requestPolicy: 'cache-and-network' });
  if (!allowed) return null;
  const exportFilter = applicationsExportFilter(filter);
  // A plan that cannot be read counts as allowing it: the server checks every export anyway.
  const inPlan = !data || data.incubator.planInfo.features.includes('BULK_APPLICATION_EXPORT');
  const pdfsRefusal = !inPlan
    ? t('exports.planUnavailable')
    : exportFilter?.funnelIds?.length !== 1
      ? t('exports.pdfsNeedFunnel')
      : null;
  return (
    <ExportMenu
      options={[
        { kind: 'APPLICATIONS', filter: exportFilter, label: t('exports.table') },
        {
          kind: 'APPLICATION_PDFS',
          filter: exportFilter,
          formats: ['ZIP'],
          label: t('exports.pdfs'),
          disabledReason: pdfsRefusal,
        },
      ]}
    />
  );
}
