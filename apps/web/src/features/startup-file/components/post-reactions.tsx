import { TIMELINE_REACTION_EMOJI, type TimelineReaction } from '@cohort/shared';
import { Button, Group, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntryData } from '../graphql/timeline-entry.fragment.ts';
import { allReactions } from '../utils/timeline.ts';

/** The six reactions of a post with their counts; the viewer's own are highlighted, and a click toggles one. */
export function PostReactions({
  entry,
  onReact,
}: {
  entry: TimelineEntryData;
  onReact: (reaction: TimelineReaction) => Promise<void>;
}) {
  const { t } = useTranslation('startupFile');
  const [pending, setPending] = useState<TimelineReaction | null>(null);
  const toggle = async (reaction: TimelineReaction) => {
    setPending(reaction);
    try {
      await onReact(reaction);
    } finally {
      setPending(null);
    }
  };
  return (
    <Group gap={4} wrap="wrap" data-testid="post-reactions">
      {allReactions(entry.reactions).map(({ reaction, count, reactedByMe }) => (
        <Tooltip key={reaction} label={t(`reactions.${reaction}`)}>
          <Button
            size="compact-xs"
            radius="xl"
            variant={reactedByMe ? 'light' : 'subtle'}
            color={reactedByMe ? undefined : 'gray'}
            aria-pressed={reactedByMe}
            aria-label={t('reactions.label', { reaction: t(`reactions.${reaction}`), count })}
            loading={pending === reaction}
            onClick={() => void toggle(reaction)}
            data-testid="post-reaction"
            data-reaction={reaction}
            data-count={count}
            data-mine={reactedByMe || undefined}
          >
            <span aria-hidden>{TIMELINE_REACTION_EMOJI[reaction]}</span>
            {count > 0 ? <span style={{ marginInlineStart: 4 }}>{count}</span> : null}
          </Button>
        </Tooltip>
      ))}
    </Group>
  );
}
