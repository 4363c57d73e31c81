import { useFeatureFlag } from '../../access/index.ts';
import type { SettingsFlags } from '../utils/round-settings.ts';

/** The organisation's flags that show the round's optional settings (off while they load). */
export function useEvaluationFlags(): SettingsFlags & { loaded: boolean } {
  const visibility = useFeatureFlag('evaluationVisibility');
  const submission = useFeatureFlag('evaluationSubmissionSettings');
  const anonymity = useFeatureFlag('anonymityApplications');
  return {
    evaluationVisibility: visibility === true,
    evaluationSubmissionSettings: submission === true,
    anonymityApplications: anonymity === true,
    loaded: visibility !== null && submission !== null && anonymity !== null,
  };
}
