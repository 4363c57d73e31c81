import { CloseButton, Group, Loader, Paper, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DraftFile } from '../hooks/use-draft-uploads.ts';

/** The files attached to a post being written, each removable; a spinner while one uploads. */
export function AttachmentChips({ files, onRemove }: { files: readonly DraftFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation('startupFile');
  if (files.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="composer-attachments">
      {files.map((file) => (
        <Paper
          key={file.key}
          withBorder
          radius="xl"
          ps="sm"
          pe={4}
          py={2}
          data-testid="composer-attachment"
          data-name={file.name}
          data-uploaded={file.stored ? true : undefined}
        >
          <Group gap={6} wrap="nowrap">
            {file.stored ? <IconPaperclip size={14} aria-hidden /> : <Loader size={12} />}
            <Text size="xs" maw={220} truncate dir="auto">
              {file.name}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t('attachments.removeNamed', { name: file.name })}
              onClick={() => onRemove(file.key)}
              data-testid="composer-attachment-remove"
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
