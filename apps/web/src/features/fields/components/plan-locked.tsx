import { Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Around a button the plan does not allow: the button is disabled by its owner, and this says why on hover and on
 * focus (a disabled button gets neither, so the wrapper takes them).
 */
export function PlanLocked({ locked, children }: { locked: boolean; children: ReactNode }) {
  const { t } = useTranslation('fields');
  if (!locked) return children;
  return (
    <Tooltip label={t('editing.planUnavailable')} withArrow>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip of a disabled button must be reachable. */}
      <span tabIndex={0} style={{ display: 'inline-block' }} data-testid="fields-plan-locked">
        {children}
      </span>
    </Tooltip>
  );
}
