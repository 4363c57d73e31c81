import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultOf } from '../../../lib/graphql.ts';
import { type BatchOperationSource, BatchPanels, type BatchPanelTexts } from '../../../ui/batch-panel/batch-panels.tsx';
import { UserBatchOperationQuery } from '../graphql/user-batch-operation.query.ts';
import { UserBatchOperationUpdatedSubscription } from '../graphql/user-batch-operation-updated.subscription.ts';

/** Batch operations on users: the panel follows userBatchOperationUpdated and reads userBatchOperation. */
const USER_BATCH_SOURCE: BatchOperationSource<
  ResultOf<typeof UserBatchOperationUpdatedSubscription>,
  ResultOf<typeof UserBatchOperationQuery>
> = {
  updates: UserBatchOperationUpdatedSubscription,
  readUpdate: ({ userBatchOperationUpdated: update }) => ({ ...update, itemId: update.userId }),
  state: UserBatchOperationQuery,
  readState: ({ userBatchOperation: state }) => ({
    ...state,
    results: state.results.map((result) => ({ ...result, itemId: result.userId })),
  }),
  successDismissMs: 3_000,
};

/** The panels of the running batch operations on users (spec 01 §4), inside the page's BatchProcessesProvider. */
export function UserBatchPanels({
  onFinished,
  userName,
}: {
  onFinished: () => void;
  userName: (id: string) => string;
}) {
  const { t } = useTranslation('settings');
  const texts = useMemo<BatchPanelTexts>(
    () => ({
      processing: (processed, total) => t('users.batch.processing', { processed, total }),
      done: (processed, failed) => t('users.batch.done', { processed, failed }),
      failed: (count) => t('users.batch.failed', { count }),
      problem: t('users.batch.problem'),
      close: t('users.batch.close'),
      progressLabel: t('users.batch.progressLabel'),
    }),
    [t],
  );
  return <BatchPanels source={USER_BATCH_SOURCE} texts={texts} itemName={userName} onFinished={onFinished} />;
}
