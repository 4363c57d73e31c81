import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react';
import { type BatchProcess, newBatchProcess } from './batch-process.ts';

interface BatchProcesses {
  processes: readonly BatchProcess[];
  /** A batch operation the server accepted: its panel shows until removed. */
  add: (id: string, total: number) => void;
  update: (id: string, change: (process: BatchProcess) => BatchProcess) => void;
  remove: (id: string) => void;
}

const BatchProcessesContext = createContext<BatchProcesses | null>(null);

/** Spec 01 §4: the running batch processes of a page, added on start and removed by operation id. */
export function BatchProcessesProvider({ children }: { children: ReactNode }) {
  const [processes, setProcesses] = useState<BatchProcess[]>([]);
  const add = useCallback(
    (id: string, total: number) =>
      setProcesses((current) =>
        current.some((process) => process.id === id) ? current : [...current, newBatchProcess(id, total)],
      ),
    [],
  );
  const update = useCallback(
    (id: string, change: (process: BatchProcess) => BatchProcess) =>
      setProcesses((current) => current.map((process) => (process.id === id ? change(process) : process))),
    [],
  );
  const remove = useCallback(
    (id: string) => setProcesses((current) => current.filter((process) => process.id !== id)),
    [],
  );
  const value = useMemo(() => ({ processes, add, update, remove }), [processes, add, update, remove]);
  return <BatchProcessesContext value={value}>{children}</BatchProcessesContext>;
}

export function useBatchProcesses(): BatchProcesses {
  const context = use(BatchProcessesContext);
  if (!context) throw new Error('useBatchProcesses needs a BatchProcessesProvider');
  return context;
}
