import type { FormAnswers } from '@cohort/shared';
import { useDebouncedCallback } from '@mantine/hooks';
import { useCallback, useRef, useState } from 'react';
import { useMutation } from 'urql';
import {
  SaveApplicationDraftMutation,
  SaveApplicationRoundDraftMutation,
} from '../graphql/application-draft.mutations.ts';

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

const STARTUP_NAME_DELAY_MS = 800;

/**
 * The server draft of an application's form, saved as the applicant types: the renderer hands over the answers once
 * typing pauses, the startup name (intake only) after its own pause, each save carrying both. Saves go out one after
 * the other, so an older one never lands after a newer one.
 */
export function useApplicationDraft(options: {
  applicationId: string;
  roundId: string | null;
  initialAnswers: FormAnswers;
  initialStartupName: string;
}) {
  const { applicationId, roundId } = options;
  const [, saveIntake] = useMutation(SaveApplicationDraftMutation);
  const [, saveRound] = useMutation(SaveApplicationRoundDraftMutation);
  const [state, setState] = useState<DraftState>('idle');
  const latest = useRef({ answers: options.initialAnswers, language: 'en', startupName: options.initialStartupName });
  const chain = useRef<Promise<void>>(Promise.resolve());

  const push = useCallback((): Promise<void> => {
    const run = async () => {
      const { answers, language, startupName } = latest.current;
      setState('saving');
      const name = startupName.trim();
      const result = roundId
        ? await saveRound({ applicationId, roundId, answers, language })
        : await saveIntake({ applicationId, answers, language, ...(name ? { startupName: name } : {}) });
      setState(result.error ? 'failed' : 'saved');
    };
    chain.current = chain.current.then(run, run);
    return chain.current;
  }, [applicationId, roundId, saveIntake, saveRound]);

  const saveStartupNameLater = useDebouncedCallback(() => void push(), {
    delay: STARTUP_NAME_DELAY_MS,
    flushOnUnmount: true,
  });

  return {
    state,
    /** The renderer's draft callback. */
    onDraft: useCallback(
      (answers: FormAnswers, language: string) => {
        latest.current = { ...latest.current, answers, language };
        void push();
      },
      [push],
    ),
    setStartupName: (startupName: string) => {
      latest.current = { ...latest.current, startupName };
      saveStartupNameLater();
    },
    /** Saves what is pending now and waits for every save (before a submission, which reads the saved name). */
    flush: (answers: FormAnswers, language: string) => {
      saveStartupNameLater.cancel();
      latest.current = { ...latest.current, answers, language };
      return push();
    },
  };
}
