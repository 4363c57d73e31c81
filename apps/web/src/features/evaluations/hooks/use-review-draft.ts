import type { FormAnswers } from '@cohort/shared';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { SaveEvaluationDraftMutation } from '../graphql/save-evaluation-draft.mutation.ts';

/** How long typing pauses before a review's draft is saved (as the forms' drafts). */
export const REVIEW_DRAFT_DELAY_MS = 800;

export type DraftState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * A review's draft saved as the evaluator types: once typing pauses ~800 ms, and when the page goes away with changes
 * unsaved. `state` says where the last save stands for the "Saved" indicator; `cancel` drops a pending save (before a
 * submission, or when the assignment goes).
 */
export function useReviewDraft(assignmentId: string, enabled: boolean) {
  const [, saveDraft] = useMutation(SaveEvaluationDraftMutation);
  const [state, setState] = useState<DraftState>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef({ assignmentId, enabled, saveDraft });
  latest.current = { assignmentId, enabled, saveDraft };
  // Only the last of saves still running may set the state.
  const sequence = useRef(0);

  const save = useCallback(async (answers: FormAnswers) => {
    const { assignmentId: id, enabled: on, saveDraft: send } = latest.current;
    if (!on) return;
    const mine = ++sequence.current;
    setState('saving');
    const result = await send({ id, answers });
    if (mine !== sequence.current) return;
    if (result.error) setState('failed');
    else {
      setState('saved');
      setSavedAt(new Date());
    }
  }, []);
  const later = useDebouncedCallback((answers: FormAnswers) => void save(answers), {
    delay: REVIEW_DRAFT_DELAY_MS,
    flushOnUnmount: true,
  });
  const changed = useCallback(
    (answers: FormAnswers) => {
      if (!latest.current.enabled) return;
      setState((current) => (current === 'saving' ? current : 'pending'));
      later(answers);
    },
    [later],
  );
  const cancel = useCallback(() => {
    later.cancel();
    sequence.current += 1;
  }, [later]);
  return { state, savedAt, changed, cancel, flush: later.flush };
}
