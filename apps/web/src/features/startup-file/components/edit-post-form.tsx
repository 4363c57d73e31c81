import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText, plainTextToHtml } from '../utils/timeline.ts';

/** The message of one's own post, as text to change in place; Save sends it, Cancel leaves it as it was. */
export function EditPostForm({
  html,
  onCancel,
  onSave,
}: {
  html: string;
  onCancel: () => void;
  /** Resolves with the error text, or null once saved. */
  onSave: (message: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('startupFile');
  const [text, setText] = useState(() => htmlToPlainText(html));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (text.trim() === '') {
      setError(t('composer.messageRequired'));
      return;
    }
    setSaving(true);
    const failure = await onSave(plainTextToHtml(text));
    setSaving(false);
    setError(failure);
  };
  return (
    <Stack gap="xs" data-testid="post-edit-form">
      <Textarea
        autosize
        minRows={2}
        aria-label={t('post.editLabel')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
        data-testid="post-edit-message"
      />
      <Group gap="xs" justify="flex-end">
        <Button variant="default" size="xs" onClick={onCancel} disabled={saving} data-testid="post-edit-cancel">
          {t('actions.cancel')}
        </Button>
        <Button size="xs" loading={saving} onClick={() => void save()} data-testid="post-edit-save">
          {t('actions.save')}
        </Button>
      </Group>
    </Stack>
  );
}
