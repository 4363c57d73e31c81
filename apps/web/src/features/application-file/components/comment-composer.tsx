import { Button, CloseButton, FileButton, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommentUploads } from '../hooks/use-comment-uploads.ts';

export interface NewComment {
  message: string;
  isPublic: boolean;
  attachmentIds: string[];
}

/**
 * Writes a comment on an application: the message, files, and — for staff who read private comments — whether only
 * the programme team sees it (private by default for them: a note about an applicant is staff's first use).
 * The application's people always write public comments.
 */
export function CommentComposer({
  applicationId,
  canWritePrivate,
  onPost,
}: {
  applicationId: string;
  canWritePrivate: boolean;
  onPost: (comment: NewComment) => Promise<string | null>;
}) {
  const { t } = useTranslation('applicationFile');
  const uploads = useCommentUploads(applicationId);
  const [text, setText] = useState('');
  // Null until the writer chooses: private by default for those who may write privately, whenever that is known.
  const [privateChoice, setPrivate] = useState<boolean | null>(null);
  const isPrivate = privateChoice ?? canWritePrivate;
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  // The same file chosen twice in a row must still reach onChange.
  const resetFileInput = useRef<() => void>(null);

  const submit = async () => {
    if (text.trim() === '') {
      setError(t('composer.messageRequired'));
      return;
    }
    setPosting(true);
    const failure = await onPost({
      message: text,
      isPublic: !(canWritePrivate && isPrivate),
      attachmentIds: uploads.attachmentIds,
    });
    setPosting(false);
    if (failure) {
      setError(failure);
      return;
    }
    setError(null);
    setText('');
    uploads.clear();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="comment-composer">
      <Stack gap="sm">
        <Textarea
          autosize
          minRows={3}
          maxRows={12}
          aria-label={t('composer.label')}
          placeholder={canWritePrivate ? t('composer.placeholderStaff') : t('composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          data-testid="comment-message"
        />
        {uploads.files.length > 0 ? (
          <Group gap="xs" data-testid="comment-files">
            {uploads.files.map((file) => (
              <Group key={file.key} gap={4} wrap="nowrap">
                <Text size="xs" c={file.stored ? undefined : 'dimmed'} dir="auto">
                  {file.name}
                </Text>
                <CloseButton
                  size="xs"
                  aria-label={t('composer.removeFile', { name: file.name })}
                  onClick={() => uploads.detach(file.key)}
                />
              </Group>
            ))}
          </Group>
        ) : null}
        {uploads.error ? (
          <Text size="sm" c="red" role="alert" data-testid="comment-upload-error">
            {uploads.error}
          </Text>
        ) : null}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md" wrap="wrap">
            <FileButton
              resetRef={resetFileInput}
              onChange={(file) => {
                resetFileInput.current?.();
                void uploads.attach(file);
              }}
              inputProps={{ 'data-testid': 'comment-file-input' } as Record<string, string>}
            >
              {(props) => (
                <Button {...props} variant="default" size="xs" leftSection={<IconPaperclip size={14} />}>
                  {t('composer.attach')}
                </Button>
              )}
            </FileButton>
            {canWritePrivate ? (
              <Switch
                label={t('composer.private')}
                checked={isPrivate}
                onChange={(event) => setPrivate(event.currentTarget.checked)}
                data-testid="comment-private"
              />
            ) : (
              <Text size="xs" c="dimmed">
                {t('composer.publicNote')}
              </Text>
            )}
          </Group>
          <Button
            loading={posting}
            disabled={uploads.uploading}
            onClick={() => void submit()}
            data-testid="comment-post"
          >
            {t('composer.post')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
