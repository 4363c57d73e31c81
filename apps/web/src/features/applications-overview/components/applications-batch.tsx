import { type ApplicationBatchActionType, DECISION_ACTIONS } from '@cohort/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { BatchProcessesProvider, useBatchProcesses } from '../../../ui/batch-panel/use-batch-processes.tsx';
import type { ApplicationRowData } from '../graphql/application-row.fragment.ts';
import type { OverviewFunnel } from '../graphql/applications-overview.query.ts';
import { StartApplicationBatchOperationMutation } from '../graphql/start-application-batch-operation.mutation.ts';
import type { ApplicationsSelection } from '../hooks/use-applications-selection.ts';
import { useOverviewFeedback } from '../hooks/use-overview-feedback.ts';
import { useApplicationName } from '../utils/application-names.ts';
import { batchActionInput, batchTargetOf } from '../utils/overview-batch.ts';
import {
  ApplicationBatchModal,
  type ApplicationBatchProblem,
  type BatchTargetOptions,
} from './application-batch-modal.tsx';
import { ApplicationBatchPanels } from './application-batch-panels.tsx';
import { ApplicationsBatchBar } from './applications-batch-bar.tsx';

interface ApplicationsBatchProps {
  selection: ApplicationsSelection;
  /** The actions the server offers the viewer (APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW and each action's key). */
  actions: readonly ApplicationBatchActionType[];
  /** The applications of the page shown, for the names of failed items and the rounds to offer. */
  applications: readonly ApplicationRowData[];
  funnels: readonly OverviewFunnel[];
  tags: readonly { _id: string; name: string }[];
  /** A batch has ended: the list and the queue may have changed. */
  onFinished: () => void;
}

/**
 * Batch actions on the selected applications (spec 01 §4): the "n selected" bar and its menu, the dialog that asks for
 * the round, decision or tag (or confirms a deletion), and the live panels of the operations started; when one ends,
 * its applications leave the selection and the list is read again.
 */
export function ApplicationsBatch(props: ApplicationsBatchProps) {
  return (
    <BatchProcessesProvider>
      <ApplicationsBatchActions {...props} />
    </BatchProcessesProvider>
  );
}

function ApplicationsBatchActions({
  selection,
  actions,
  applications,
  funnels,
  tags,
  onFinished,
}: ApplicationsBatchProps) {
  const { t } = useTranslation('applicationsOverview');
  const feedback = useOverviewFeedback();
  const batches = useBatchProcesses();
  const nameOf = useApplicationName();
  const [, startBatch] = useMutation(StartApplicationBatchOperationMutation);
  const [dialog, setDialog] = useState<ApplicationBatchActionType | null>(null);

  /** Names and funnels of the applications seen so far (a deleted one is no longer listed). */
  const [seen] = useState(() => new Map<string, { name: string; funnelId: string }>());
  for (const application of applications) {
    seen.set(application._id, { name: nameOf(application), funnelId: application.funnel._id });
  }
  /** The applications of each operation started here, let go from the selection when it ends. */
  const operations = useRef(new Map<string, readonly string[]>());

  const selectedFunnels = useMemo(() => {
    const ids = new Set<string>();
    for (const id of selection.selected) {
      const funnelId = seen.get(id)?.funnelId;
      if (funnelId) ids.add(funnelId);
    }
    return ids;
  }, [selection.selected, seen]);

  const optionsOf = (action: ApplicationBatchActionType): BatchTargetOptions => {
    switch (batchTargetOf(action)) {
      case 'round': {
        // The rounds of the selected applications' funnels (of every funnel when some were selected on other pages).
        const inView = funnels.filter((funnel) => selectedFunnels.size === 0 || selectedFunnels.has(funnel._id));
        return inView
          .filter((funnel) => funnel.rounds.length > 0)
          .map((funnel) => ({
            group: funnel.name,
            items: funnel.rounds.map((round) => ({ value: round._id, label: round.name })),
          }));
      }
      case 'decision':
        return DECISION_ACTIONS.map((decision) => ({ value: decision, label: t(`batch.decisions.${decision}`) }));
      case 'tag':
        return tags.map((tag) => ({ value: tag._id, label: tag.name }));
      default:
        return [];
    }
  };

  const start = async (
    action: ApplicationBatchActionType,
    target: string | null,
  ): Promise<ApplicationBatchProblem | null> => {
    const input = batchActionInput(action, target);
    if (!input) return null;
    const applicationIds = [...selection.selected];
    const result = await startBatch({ applicationIds, action: input });
    if (result.error || !result.data) {
      if (!result.error) return null;
      const targetError = graphqlFieldErrors(result.error).find((field) => field.field.startsWith('action.'));
      return targetError ? { target: targetError.message } : { general: feedback.errorMessage(result.error) };
    }
    const operation = result.data.startApplicationBatchOperation;
    operations.current.set(operation.id, applicationIds);
    batches.add(operation.id, operation.count);
    setDialog(null);
    return null;
  };

  const { release } = selection;
  const finished = useCallback(
    (operationId: string) => {
      release(operations.current.get(operationId) ?? []);
      operations.current.delete(operationId);
      onFinished();
    },
    [release, onFinished],
  );
  const applicationName = useCallback((id: string) => seen.get(id)?.name ?? id, [seen]);

  return (
    <>
      {selection.selected.size > 0 ? (
        <ApplicationsBatchBar
          count={selection.selected.size}
          actions={actions}
          isAvailable={(action) => batchTargetOf(action) === null || optionsOf(action).length > 0}
          onAction={setDialog}
          onClear={selection.clear}
        />
      ) : null}
      {dialog ? (
        <ApplicationBatchModal
          action={dialog}
          count={selection.selected.size}
          options={optionsOf(dialog)}
          onClose={() => setDialog(null)}
          onStart={(target) => start(dialog, target)}
        />
      ) : null}
      <ApplicationBatchPanels onFinished={finished} applicationName={applicationName} />
    </>
  );
}
