import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFile, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineAttachmentData } from '../graphql/timeline-entry.fragment.ts';
import { useDownload } from '../hooks/use-download.ts';
import { formatFileSize } from '../utils/file-size.ts';

/** The files of a post, each with its size and a download button when the viewer may download it. */
export function PostAttachments({ attachments }: { attachments: readonly TimelineAttachmentData[] }) {
  const { t, i18n } = useTranslation('startupFile');
  const { download, pending } = useDownload();
  if (attachments.length === 0) return null;
  return (
    <Stack gap={6} data-testid="post-attachments">
      {attachments.map((file) => {
        const Icon = file.pdfUrl ? IconFileTypePdf : IconFile;
        return (
          <Paper
            key={file._id}
            withBorder
            radius="sm"
            px="sm"
            py={6}
            data-testid="post-attachment"
            data-name={file.name}
          >
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" truncate dir="auto" data-testid="post-attachment-name">
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {formatFileSize(file.size, i18n.resolvedLanguage ?? 'en')}
                </Text>
              </Group>
              {file.userCanDownload ? (
                <Tooltip label={t('attachments.download')}>
                  <ActionIcon
                    variant="subtle"
                    loading={pending === file._id}
                    aria-label={t('attachments.downloadNamed', { name: file.name })}
                    onClick={() => void download(file)}
                    data-testid="post-attachment-download"
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
