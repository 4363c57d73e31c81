import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricSubmissionDetails } from '../../metrics/index.ts';
import type { TimelineEntryData } from '../graphql/timeline-entry.fragment.ts';
import type { TimelineActions } from '../hooks/use-timeline-actions.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { EditPostForm } from './edit-post-form.tsx';
import { PostAttachments } from './post-attachments.tsx';
import { PostAuthor } from './post-author.tsx';
import { PostMenu } from './post-menu.tsx';
import { PostMessage } from './post-message.tsx';
import { PostReactions } from './post-reactions.tsx';

/** A post or a reply: author and badges, its menu, the message (or the edit form), its files and reactions. */
export function TimelineEntry({
  entry,
  actions,
  isReply = false,
  replyCount = 0,
}: {
  entry: TimelineEntryData;
  actions: TimelineActions;
  isReply?: boolean;
  /** A post with replies is deleted with them. */
  replyCount?: number;
}) {
  const { t } = useTranslation('startupFile');
  const { feedback } = actions;
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const save = async (message: string) => {
    const result = await actions.edit(entry._id, message);
    if (!result.ok) return result.message;
    setEditing(false);
    return null;
  };
  const pin = async (pinned: boolean) => {
    const result = await actions.pin(entry._id, pinned);
    if (result.ok) feedback.succeeded(pinned ? t('toasts.pinned') : t('toasts.unpinned'));
    else feedback.failed(result.message);
  };
  const remove = async () => {
    const result = await actions.remove(entry._id);
    setDeleting(false);
    if (result.ok) feedback.succeeded(isReply ? t('toasts.replyDeleted') : t('toasts.postDeleted'));
    else feedback.failed(result.message);
  };
  const react = async (reaction: Parameters<TimelineActions['react']>[1]) => {
    const result = await actions.react(entry._id, reaction);
    if (!result.ok) feedback.failed(result.message);
  };

  return (
    <Stack gap="xs" data-testid={isReply ? 'timeline-reply' : 'timeline-entry'} data-entry-id={entry._id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <PostAuthor entry={entry} compact={isReply} />
        <PostMenu
          entry={entry}
          onEdit={() => setEditing(true)}
          onPin={(pinned) => void pin(pinned)}
          onDelete={() => setDeleting(true)}
        />
      </Group>
      {editing ? (
        <EditPostForm html={entry.message} onCancel={() => setEditing(false)} onSave={save} />
      ) : (
        <PostMessage html={entry.message} />
      )}
      {entry.eventType === 'TopLevelDataSubmittedEvent' ? <MetricSubmissionDetails postId={entry._id} /> : null}
      <PostAttachments attachments={entry.attachments} />
      <PostReactions entry={entry} onReact={react} />
      {deleting ? (
        <ConfirmModal
          title={isReply ? t('post.deleteReplyTitle') : t('post.deleteTitle')}
          body={replyCount > 0 ? t('post.deleteThreadBody', { count: replyCount }) : t('post.deleteBody')}
          confirmLabel={t('post.delete')}
          onClose={() => setDeleting(false)}
          onConfirm={remove}
        />
      ) : null}
    </Stack>
  );
}
