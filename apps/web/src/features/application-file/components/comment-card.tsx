import {
  ActionIcon,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Tooltip,
  Typography,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { ApplicationCommentData } from '../graphql/application-activities.query.ts';
import { useFileDownload } from '../hooks/use-file-download.ts';

type CommentEntry = Omit<ApplicationCommentData, 'replies'>;

/**
 * A comment's message. The HTML is safe to insert: the server sanitizes every message before storing it (the
 * timeline's short list of formatting tags and safe links), and this is the only place the application file inserts HTML.
 */
function CommentMessage({ html }: { html: string }) {
  return (
    <Typography fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server, see above */}
      <div dir="auto" data-testid="comment-text" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

function CommentFiles({ files }: { files: CommentEntry['attachments'] }) {
  const { t } = useTranslation('applicationFile');
  const { downloading, download } = useFileDownload();
  if (files.length === 0) return null;
  return (
    <Group gap="xs" data-testid="comment-attachments">
      {files.map((file) => (
        <Button
          key={file._id}
          size="compact-xs"
          variant="default"
          leftSection={<IconDownload size={12} />}
          disabled={!file.userCanDownload}
          loading={downloading === file.url}
          onClick={() => void download(file.url, file.name)}
          title={file.userCanDownload ? t('comment.download', { name: file.name }) : t('comment.noDownload')}
        >
          {file.name}
        </Button>
      ))}
    </Group>
  );
}

function Entry({
  entry,
  isReply,
  replyCount,
  onDelete,
}: {
  entry: CommentEntry;
  isReply: boolean;
  replyCount: number;
  onDelete: (id: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('applicationFile');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = entry.author?.fullName ?? t('comment.formerUser');
  return (
    <Stack gap={6} data-testid={isReply ? 'comment-reply' : 'comment-entry'} data-comment-id={entry._id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <UserAvatar person={entry.author ?? { fullName: name }} size={isReply ? 'small' : 'medium'} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} dir="auto" data-testid="comment-author">
              {name}
            </Text>
            <Group gap={6}>
              <DateLabel value={entry.createdAt} format="relative" size="xs" c="dimmed" />
              {!entry.isPublic ? (
                <Badge size="xs" color="orange" variant="light" data-testid="comment-private-badge">
                  {t('comment.private')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {entry.canDelete ? (
          <Tooltip label={t('comment.delete')}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('comment.delete')}
              onClick={() => setDeleting(true)}
              data-testid="comment-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <CommentMessage html={entry.message} />
      <CommentFiles files={entry.attachments} />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={isReply ? t('comment.deleteReplyTitle') : t('comment.deleteTitle')}
          body={replyCount > 0 ? t('comment.deleteThreadBody', { count: replyCount }) : t('comment.deleteBody')}
          labels={{ cancel: t('actions.cancel'), confirm: t('comment.delete') }}
          testIds={{
            dialog: 'comment-delete-dialog',
            cancel: 'comment-delete-cancel',
            confirm: 'comment-delete-confirm',
          }}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            const failure = await onDelete(entry._id);
            setDeleting(false);
            setError(failure);
          }}
        />
      ) : null}
    </Stack>
  );
}

function ReplyBox({ onReply }: { onReply: (message: string) => Promise<string | null> }) {
  const { t } = useTranslation('applicationFile');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!open) {
    return (
      <Group>
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(true)} data-testid="comment-reply-open">
          {t('comment.reply')}
        </Button>
      </Group>
    );
  }
  const send = async () => {
    if (text.trim() === '') {
      setError(t('composer.messageRequired'));
      return;
    }
    setSending(true);
    const failure = await onReply(text);
    setSending(false);
    if (failure) {
      setError(failure);
      return;
    }
    setText('');
    setError(null);
    setOpen(false);
  };
  return (
    <Stack gap="xs">
      <Textarea
        autosize
        minRows={2}
        aria-label={t('comment.replyLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        data-testid="comment-reply-message"
      />
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          {t('actions.cancel')}
        </Button>
        <Button size="xs" loading={sending} onClick={() => void send()} data-testid="comment-reply-send">
          {t('comment.sendReply')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A comment with its replies under it and a box to reply (a reply takes the comment's visibility). */
export function CommentCard({
  comment,
  onReply,
  onDelete,
}: {
  comment: ApplicationCommentData;
  onReply: (parentId: string, message: string) => Promise<string | null>;
  onDelete: (id: string) => Promise<string | null>;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="application-comment"
      data-private={!comment.isPublic || undefined}
      style={comment.isPublic ? undefined : { borderColor: 'var(--mantine-color-orange-3)' }}
    >
      <Stack gap="sm">
        <Entry entry={comment} isReply={false} replyCount={comment.replies.length} onDelete={onDelete} />
        {comment.replies.length > 0 ? (
          <Stack gap="sm" ps="md" style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}>
            {comment.replies.map((reply) => (
              <Entry key={reply._id} entry={reply} isReply replyCount={0} onDelete={onDelete} />
            ))}
          </Stack>
        ) : null}
        <Divider />
        <ReplyBox onReply={(message) => onReply(comment._id, message)} />
      </Stack>
    </Paper>
  );
}
