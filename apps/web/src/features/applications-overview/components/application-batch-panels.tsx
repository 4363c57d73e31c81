import { APPLICATION_STATUSES } from '@cohort/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../lib/graphql.ts';
import { type BatchOperationSource, BatchPanels, type BatchPanelTexts } from '../../../ui/batch-panel/batch-panels.tsx';
import { ApplicationBatchOperationQuery } from '../graphql/application-batch-operation.query.ts';
import { ApplicationBatchOperationUpdatedSubscription } from '../graphql/application-batch-operation-updated.subscription.ts';
import { APPLICATION_BATCH_SUCCESS_DISMISS_MS, batchFailureKey } from '../utils/overview-batch.ts';

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}

type Source = BatchOperationSource<
  ResultOf<typeof ApplicationBatchOperationUpdatedSubscription>,
  ResultOf<typeof ApplicationBatchOperationQuery>
>;

/**
 * The panels of the running batch operations on applications (spec 01 §4): "Processing n/m ...", then "n applications
 * processed and m failed applications", gone 5 s after an overall success; failures listed with their reason, said in
 * the interface language when the server's reason is one of the applications area's messages.
 */
export function ApplicationBatchPanels({
  onFinished,
  applicationName,
}: {
  onFinished: (operationId: string) => void;
  applicationName: (id: string) => string;
}) {
  const { t } = useTranslation('applicationsOverview');
  const texts = useMemo<BatchPanelTexts>(
    () => ({
      processing: (processed, total) => t('batch.panel.processing', { processed, total }),
      done: (processed, failed) => t('batch.panel.done', { processed, failed }),
      failed: (count) => t('batch.panel.failed', { count }),
      problem: t('batch.panel.problem'),
      close: t('batch.panel.close'),
      progressLabel: t('batch.panel.progressLabel'),
    }),
    [t],
  );
  // Kept the same while the language is: the panel's subscription and state reads depend on it.
  const source = useMemo<Source>(() => {
    const reason = (message: string | null | undefined) => {
      if (!message) return message;
      const known = batchFailureKey(message);
      if (!known) return message;
      if (known.key !== 'transition') return t(`batch.failures.${known.key}`);
      const status = (value: string | undefined) =>
        isOneOf(APPLICATION_STATUSES, value) ? t(`statuses.${value}`) : (value ?? '');
      return t('batch.failures.transition', { from: status(known.params.from), to: status(known.params.to) });
    };
    return {
      updates: ApplicationBatchOperationUpdatedSubscription,
      readUpdate: ({ applicationBatchOperationUpdated: update }) => ({
        ...update,
        itemId: update.applicationId,
        message: reason(update.message),
      }),
      state: ApplicationBatchOperationQuery,
      readState: ({ applicationBatchOperation: state }) => ({
        ...state,
        results: state.results.map((result) => ({
          ...result,
          itemId: result.applicationId,
          message: reason(result.message),
        })),
      }),
      successDismissMs: APPLICATION_BATCH_SUCCESS_DISMISS_MS,
    };
  }, [t]);
  return <BatchPanels source={source} texts={texts} itemName={applicationName} onFinished={onFinished} />;
}
