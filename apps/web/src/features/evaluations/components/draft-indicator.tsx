import { Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftState } from '../hooks/use-review-draft.ts';

/** Where the draft stands: unsaved changes, saving, "Saved", or not saved. */
export function DraftIndicator({ state }: { state: DraftState }) {
  const { t } = useTranslation('evaluations');
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-live="polite" data-testid="review-saved" data-state={state}>
      {state === 'saving' ? <Loader size={12} /> : null}
      {state === 'saved' ? <IconCheck size={14} color="var(--mantine-color-green-6)" aria-hidden /> : null}
      {state === 'failed' ? <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden /> : null}
      <Text size="xs" c={state === 'failed' ? 'red' : 'dimmed'}>
        {state === 'idle' ? '' : t(`review.draft.${state}`)}
      </Text>
    </Group>
  );
}
