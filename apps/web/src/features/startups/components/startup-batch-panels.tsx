import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../lib/graphql.ts';
import { type BatchOperationSource, BatchPanels, type BatchPanelTexts } from '../../../ui/batch-panel/batch-panels.tsx';
import { StartupBatchOperationQuery } from '../graphql/startup-batch-operation.query.ts';
import { StartupBatchOperationUpdatedSubscription } from '../graphql/startup-batch-operation-updated.subscription.ts';
import { useStartupRelabel } from '../../organisation/index.ts';
import { STARTUP_BATCH_SUCCESS_DISMISS_MS } from '../utils/startup-batch.ts';

/** Batch operations on startups: the panel follows startupBatchOperationUpdated and reads startupBatchOperation. */
const STARTUP_BATCH_SOURCE: BatchOperationSource<
  ResultOf<typeof StartupBatchOperationUpdatedSubscription>,
  ResultOf<typeof StartupBatchOperationQuery>
> = {
  updates: StartupBatchOperationUpdatedSubscription,
  readUpdate: ({ startupBatchOperationUpdated: update }) => ({ ...update, itemId: update.startupId }),
  state: StartupBatchOperationQuery,
  readState: ({ startupBatchOperation: state }) => ({
    ...state,
    results: state.results.map((result) => ({ ...result, itemId: result.startupId })),
  }),
  successDismissMs: STARTUP_BATCH_SUCCESS_DISMISS_MS,
};

/** The panels of the running batch operations on startups (spec 01 §4), inside a BatchProcessesProvider. */
export function StartupBatchPanels({
  onFinished,
  startupName,
}: {
  onFinished: (operationId: string) => void;
  startupName: (id: string) => string;
}) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  const texts = useMemo<BatchPanelTexts>(
    () => ({
      processing: (processed, total) => t('batch.panel.processing', { processed, total }),
      done: (processed, failed) => relabel(t('batch.panel.done', { processed, failed })),
      failed: (count) => t('batch.panel.failed', { count }),
      problem: t('batch.panel.problem'),
      close: t('batch.panel.close'),
      progressLabel: t('batch.panel.progressLabel'),
    }),
    [t, relabel],
  );
  return <BatchPanels source={STARTUP_BATCH_SOURCE} texts={texts} itemName={startupName} onFinished={onFinished} />;
}
