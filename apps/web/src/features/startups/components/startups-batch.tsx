import { useCallback, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { BatchProcessesProvider, useBatchProcesses } from '../../../ui/batch-panel/use-batch-processes.tsx';
import type { StartupData } from '../graphql/startup-fields.fragment.ts';
import { StartStartupBatchOperationMutation } from '../graphql/start-startup-batch-operation.mutation.ts';
import { StartupFilterOptionsQuery } from '../graphql/startup-filter-options.query.ts';
import { useStartupBatchActions } from '../hooks/use-startup-batch-actions.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import type { StartupsSelection } from '../hooks/use-startups-selection.ts';
import { batchActionInput, batchActionTarget, type StartupBatchActionType } from '../utils/startup-batch.ts';
import { StartupBatchModal, type StartupBatchProblem } from './startup-batch-modal.tsx';
import { StartupBatchPanels } from './startup-batch-panels.tsx';
import { StartupsBatchBar } from './startups-batch-bar.tsx';

interface StartupsBatchProps {
  selection: StartupsSelection;
  /** The startups of the page shown, for the names of failed items. */
  startups: readonly StartupData[];
  /** A batch has ended: the list may have changed. */
  onFinished: () => void;
}

/**
 * Batch actions on the selected startups (spec 01 §4): the "N selected" bar and its menu, the dialog that asks for the
 * target or confirms a deletion, and the live panels of the operations started; when one ends, its startups leave the
 * selection and the list is read again.
 */
export function StartupsBatch(props: StartupsBatchProps) {
  return (
    <BatchProcessesProvider>
      <StartupsBatchActions {...props} />
    </BatchProcessesProvider>
  );
}

function StartupsBatchActions({ selection, startups, onFinished }: StartupsBatchProps) {
  const feedback = useStartupsFeedback();
  const batches = useBatchProcesses();
  const actions = useStartupBatchActions();
  const [{ data: options }] = useQuery({ query: StartupFilterOptionsQuery, requestPolicy: 'cache-and-network' });
  const [, startBatch] = useMutation(StartStartupBatchOperationMutation);
  const [dialog, setDialog] = useState<StartupBatchActionType | null>(null);

  /** Names of the startups seen so far, for the failures listed in a panel (a deleted one is no longer listed). */
  const [names] = useState(() => new Map<string, string>());
  for (const startup of startups) names.set(startup._id, startup.name);
  /** The startups of each operation started here, let go from the selection when it ends. */
  const operations = useRef(new Map<string, readonly string[]>());

  const targetOptions = useMemo(
    () => ({
      programs: (options?.programs ?? []).map((item) => ({ value: item._id, label: item.name })),
      tags: (options?.tags ?? []).map((item) => ({ value: item._id, label: item.name })),
      industries: (options?.industries ?? []).map((item) => ({ value: item._id, label: item.name })),
    }),
    [options],
  );
  const optionsOf = (action: StartupBatchActionType) => {
    const target = batchActionTarget(action);
    return target ? targetOptions[target] : [];
  };

  const start = async (
    action: StartupBatchActionType,
    targetId: string | null,
  ): Promise<StartupBatchProblem | null> => {
    const input = batchActionInput(action, targetId);
    if (!input) return null;
    const startupIds = [...selection.selected];
    const result = await startBatch({ startupIds, action: input });
    if (result.error || !result.data) {
      if (!result.error) return null;
      const targetError = graphqlFieldErrors(result.error).find((field) => field.field === 'action.targetId');
      return targetError ? { target: targetError.message } : { general: feedback.errorMessage(result.error) };
    }
    const operation = result.data.startStartupBatchOperation;
    operations.current.set(operation.id, startupIds);
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
  const startupName = useCallback((id: string) => names.get(id) ?? id, [names]);

  return (
    <>
      {selection.selected.size > 0 ? (
        <StartupsBatchBar
          count={selection.selected.size}
          actions={actions}
          isAvailable={(action) => batchActionTarget(action) === null || optionsOf(action).length > 0}
          onAction={setDialog}
          onClear={selection.clear}
        />
      ) : null}
      {dialog ? (
        <StartupBatchModal
          action={dialog}
          count={selection.selected.size}
          options={optionsOf(dialog)}
          onClose={() => setDialog(null)}
          onStart={(targetId) => start(dialog, targetId)}
        />
      ) : null}
      <StartupBatchPanels onFinished={finished} startupName={startupName} />
    </>
  );
}
