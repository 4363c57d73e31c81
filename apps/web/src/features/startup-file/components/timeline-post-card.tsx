import { Divider, Paper, Stack } from '@mantine/core';
import type { TimelinePostData } from '../graphql/timeline-entry.fragment.ts';
import type { TimelineActions } from '../hooks/use-timeline-actions.ts';
import { ReplyBox } from './reply-box.tsx';
import { TimelineEntry } from './timeline-entry.tsx';

/** A post of the timeline with its replies under it and a box to reply. */
export function TimelinePostCard({
  post,
  startupId,
  actions,
}: {
  post: TimelinePostData;
  startupId: string;
  actions: TimelineActions;
}) {
  const reply = async (message: string) => {
    const result = await actions.post({ startupId, message, parentId: post._id });
    return result.ok ? null : result.message;
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="timeline-post"
      data-post-id={post._id}
      data-private={!post.isPublic || undefined}
      data-pinned={post.isPinned || undefined}
    >
      <Stack gap="sm">
        <TimelineEntry entry={post} actions={actions} replyCount={post.replies.length} />
        {post.replies.length > 0 ? (
          <Stack
            gap="sm"
            ps="md"
            style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
            data-testid="post-replies"
          >
            {post.replies.map((entry) => (
              <TimelineEntry key={entry._id} entry={entry} actions={actions} isReply />
            ))}
          </Stack>
        ) : null}
        <Divider />
        <ReplyBox onReply={reply} />
      </Stack>
    </Paper>
  );
}
