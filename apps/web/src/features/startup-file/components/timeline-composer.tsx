import { Button, Checkbox, FileButton, Group, Paper, Stack, Switch, Text, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftUploads } from '../hooks/use-draft-uploads.ts';
import type { TimelineActions } from '../hooks/use-timeline-actions.ts';
import { canSubmitPost, plainTextToHtml } from '../utils/timeline.ts';
import { AttachmentChips } from './attachment-chips.tsx';

/**
 * Writes a post: the message, files (checked against the upload limit before they are sent), Private for the
 * programme team (only for those who may) and Update.
 */
export function TimelineComposer({
  startupId,
  canPostPrivate,
  actions,
}: {
  startupId: string;
  canPostPrivate: boolean;
  actions: TimelineActions;
}) {
  const { t } = useTranslation('startupFile');
  const uploads = useDraftUploads(startupId);
  const [text, setText] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [isUpdate, setUpdate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [posting, setPosting] = useState(false);
  // The same file chosen twice in a row must still reach onChange.
  const resetFileInput = useRef<() => void>(null);

  const submit = async () => {
    if (!canSubmitPost(text, uploads.attachmentIds.length)) {
      setError(t('composer.messageRequired'));
      return;
    }
    setPosting(true);
    const result = await actions.post({
      startupId,
      message: plainTextToHtml(text),
      isPublic: !(canPostPrivate && isPrivate),
      isUpdate,
      attachmentIds: uploads.attachmentIds,
    });
    setPosting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    setText('');
    setUpdate(false);
    uploads.clear();
    actions.feedback.succeeded(t('toasts.posted'));
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="timeline-composer">
      <Stack gap="sm">
        <Textarea
          autosize
          minRows={3}
          maxRows={12}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          data-testid="composer-message"
        />
        <AttachmentChips files={uploads.files} onRemove={uploads.detach} />
        {uploads.error ? (
          <Text size="sm" c="red" role="alert" data-testid="composer-upload-error">
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
              inputProps={{ 'data-testid': 'composer-file-input' } as Record<string, string>}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="xs"
                  leftSection={<IconPaperclip size={14} />}
                  data-testid="composer-attach"
                >
                  {t('composer.attach')}
                </Button>
              )}
            </FileButton>
            {canPostPrivate ? (
              <Switch
                label={t('composer.private')}
                checked={isPrivate}
                onChange={(event) => setPrivate(event.currentTarget.checked)}
                data-testid="composer-private"
              />
            ) : null}
            <Checkbox
              label={t('composer.update')}
              checked={isUpdate}
              onChange={(event) => setUpdate(event.currentTarget.checked)}
              data-testid="composer-update"
            />
          </Group>
          <Button
            loading={posting}
            disabled={uploads.uploading}
            onClick={() => void submit()}
            data-testid="composer-post"
          >
            {t('composer.post')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
