import { Alert, Button, Center, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFiles, IconLock, IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../api/attachments-api.ts';
import { ConfirmModal } from '../components/confirm-modal.tsx';
import { DocumentsTable } from '../components/documents-table.tsx';
import { FileMessage } from '../components/file-message.tsx';
import { RenameDocumentModal } from '../components/rename-document-modal.tsx';
import { useAttachmentsApi } from '../hooks/use-attachments-api.ts';
import { useDownload } from '../hooks/use-download.ts';
import { useFileFeedback } from '../hooks/use-file-feedback.ts';
import { useStartupDocuments } from '../hooks/use-startup-documents.ts';
import { useStartupFileContext } from '../hooks/use-startup-file-context.ts';
import { useUploadSizeCheck } from '../hooks/use-upload-size-check.ts';

type Dialog = { kind: 'rename'; file: StoredFile } | { kind: 'delete'; file: StoredFile } | null;

/**
 * /startup/{id}/file/documents: the startup's documents (a plan feature, STARTUP_DOCUMENTS) with upload (checked
 * against the upload limit first), download, rename and delete.
 */
export function DocumentsPage() {
  const { t } = useTranslation('startupFile');
  const { startup } = useStartupFileContext();
  const api = useAttachmentsApi();
  const feedback = useFileFeedback();
  const checkSize = useUploadSizeCheck();
  const { download, pending } = useDownload();
  const { state, reload } = useStartupDocuments(startup._id);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const resetFileInput = useRef<() => void>(null);

  const canManage = (file: StoredFile) => file.userCanManage;

  const upload = async (file: File | null) => {
    resetFileInput.current?.();
    if (!file) return;
    const tooLarge = checkSize(file);
    setUploadError(tooLarge);
    if (tooLarge) return;
    setUploading(true);
    try {
      await api.upload(file, file.name, { type: 'startup', startupId: startup._id });
      feedback.succeeded(t('toasts.documentUploaded', { name: file.name }));
      await reload();
    } catch (error) {
      setUploadError(feedback.restMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const rename = async (file: StoredFile, name: string) => {
    try {
      await api.rename(file._id, name);
    } catch (error) {
      return feedback.restMessage(error);
    }
    setDialog(null);
    feedback.succeeded(t('toasts.documentRenamed'));
    await reload();
    return null;
  };

  const remove = async (file: StoredFile) => {
    try {
      await api.remove(startup._id, file._id);
      feedback.succeeded(t('toasts.documentDeleted', { name: file.name }));
      await reload();
    } catch (error) {
      feedback.failed(feedback.restMessage(error));
    }
    setDialog(null);
  };

  if (state.status === 'notInPlan') {
    return (
      <FileMessage
        icon={<IconLock size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />}
        title={t('documents.notInPlan')}
        testId="documents-not-in-plan"
      />
    );
  }

  return (
    <Stack gap="md" data-testid="startup-documents">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('documents.intro')}
        </Text>
        <FileButton
          resetRef={resetFileInput}
          onChange={(file) => void upload(file)}
          inputProps={{ 'data-testid': 'documents-file-input' } as Record<string, string>}
        >
          {(props) => (
            <Button
              {...props}
              leftSection={<IconUpload size={16} />}
              loading={uploading}
              data-testid="documents-upload"
            >
              {t('documents.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadError ? (
        <Text size="sm" c="red" role="alert" data-testid="documents-upload-error">
          {uploadError}
        </Text>
      ) : null}
      {state.status === 'loading' ? (
        <Center p="xl">
          <Loader size="sm" />
        </Center>
      ) : state.status === 'failed' ? (
        <Alert color="red" role="alert" data-testid="documents-load-error">
          <Group justify="space-between" gap="sm">
            <span>{feedback.restMessage(state.error)}</span>
            <Button size="xs" variant="light" onClick={() => void reload()}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      ) : state.files.length === 0 ? (
        <Stack align="center" gap="xs" p="xl" data-testid="documents-empty">
          <IconFiles size={36} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center">
            {t('documents.empty')}
          </Text>
        </Stack>
      ) : (
        <DocumentsTable
          files={state.files}
          canManage={canManage}
          downloading={pending}
          onDownload={(file) => void download(file)}
          onRename={(file) => setDialog({ kind: 'rename', file })}
          onDelete={(file) => setDialog({ kind: 'delete', file })}
        />
      )}
      {dialog?.kind === 'rename' ? (
        <RenameDocumentModal
          name={dialog.file.name}
          onClose={() => setDialog(null)}
          onSave={(name) => rename(dialog.file, name)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          title={t('documents.deleteTitle')}
          body={t('documents.deleteBody', { name: dialog.file.name })}
          confirmLabel={t('documents.delete')}
          onClose={() => setDialog(null)}
          onConfirm={() => remove(dialog.file)}
        />
      ) : null}
    </Stack>
  );
}
