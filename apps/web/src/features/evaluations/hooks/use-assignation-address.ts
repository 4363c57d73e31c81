import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type EvaluationTab, isEvaluationTab } from '../utils/evaluation-paths.ts';

/**
 * What the evaluation page shows, kept in the address so that a link or a reload opens the same view: the round
 * (`?round=`), the tab (`?tab=`), and the applications' search (`?q=`) and page (`?page=`, from 1).
 */
export function useAssignationAddress() {
  const [params, setParams] = useSearchParams();
  const tab: EvaluationTab = isEvaluationTab(params.get('tab')) ? (params.get('tab') as EvaluationTab) : 'settings';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const change = useCallback(
    (patch: { round?: string | null; tab?: EvaluationTab; search?: string; page?: number }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null | undefined) => {
            if (value) next.set(key, value);
            else next.delete(key);
          };
          if (patch.round !== undefined) {
            set('round', patch.round);
            next.delete('q');
            next.delete('page');
          }
          if (patch.tab !== undefined) set('tab', patch.tab === 'settings' ? null : patch.tab);
          if (patch.search !== undefined) {
            set('q', patch.search.trim());
            next.delete('page');
          }
          if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { roundParam: params.get('round'), tab, search: params.get('q') ?? '', page, change };
}
