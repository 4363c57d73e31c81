import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { StoredFile } from '../api/attachments-api.ts';
import { fileKindOf, formatFileSize } from '../utils/file-size.ts';

/** The documents of a startup: name, type, size, upload date, and download, rename and delete where allowed. */
export function DocumentsTable({
  files,
  canManage,
  downloading,
  onDownload,
  onRename,
  onDelete,
}: {
  files: readonly StoredFile[];
  canManage: (file: StoredFile) => boolean;
  downloading: string | null;
  onDownload: (file: StoredFile) => void;
  onRename: (file: StoredFile) => void;
  onDelete: (file: StoredFile) => void;
}) {
  const { t, i18n } = useTranslation('startupFile');
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="documents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.columns.name')}</Table.Th>
            <Table.Th>{t('documents.columns.type')}</Table.Th>
            <Table.Th>{t('documents.columns.size')}</Table.Th>
            <Table.Th>{t('documents.columns.uploaded')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('documents.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file._id} data-testid="document-row" data-name={file.name}>
              <Table.Td>
                <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="document-name">
                  {file.name}
                </Text>
              </Table.Td>
              <Table.Td data-testid="document-type">{t(`documents.kinds.${fileKindOf(file.fileType)}`)}</Table.Td>
              <Table.Td data-testid="document-size">{formatFileSize(file.size, locale)}</Table.Td>
              <Table.Td>
                <DateLabel value={file.createdAt} format="date" data-testid="document-date" />
              </Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {file.userCanDownload ? (
                    <Tooltip label={t('attachments.download')}>
                      <ActionIcon
                        variant="subtle"
                        loading={downloading === file._id}
                        aria-label={t('attachments.downloadNamed', { name: file.name })}
                        onClick={() => onDownload(file)}
                        data-testid="document-download"
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                  ) : null}
                  {canManage(file) ? (
                    <>
                      <Tooltip label={t('documents.rename')}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('documents.renameNamed', { name: file.name })}
                          onClick={() => onRename(file)}
                          data-testid="document-rename"
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('documents.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('documents.deleteNamed', { name: file.name })}
                          onClick={() => onDelete(file)}
                          data-testid="document-delete"
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
