import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A stage's name: the round's own, or "Intake" for applications in no round yet. */
export function useStageLabel() {
  const { t } = useTranslation('applicationsAnalytics');
  return useCallback(
    (stage: { roundId: string | null; name: string | null }) =>
      stage.roundId === null ? t('stages.intake') : (stage.name ?? ''),
    [t],
  );
}
