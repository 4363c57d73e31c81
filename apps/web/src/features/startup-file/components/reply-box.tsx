import { ActionIcon, Group, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSendKey, plainTextToHtml } from '../utils/timeline.ts';

/** A reply to a post: Enter or the button sends it, Shift+Enter makes a new line. */
export function ReplyBox({ onReply }: { onReply: (message: string) => Promise<string | null> }) {
  const { t } = useTranslation('startupFile');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (sending || text.trim() === '') return;
    setSending(true);
    const failure = await onReply(plainTextToHtml(text));
    setSending(false);
    setError(failure);
    if (!failure) setText('');
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Textarea
        autosize
        minRows={1}
        maxRows={6}
        placeholder={t('reply.placeholder')}
        aria-label={t('reply.label')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (isSendKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) {
            event.preventDefault();
            void send();
          }
        }}
        error={error}
        disabled={sending}
        style={{ flex: 1 }}
        data-testid="reply-input"
      />
      <Tooltip label={t('reply.send')}>
        <ActionIcon
          size="lg"
          variant="light"
          aria-label={t('reply.send')}
          loading={sending}
          disabled={text.trim() === ''}
          onClick={() => void send()}
          data-testid="reply-send"
        >
          <IconSend size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
