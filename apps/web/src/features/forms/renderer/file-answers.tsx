import { ActionIcon, Group, Input, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconFile, IconX } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FileAnswer, type FileRef, FORM_LIMITS, type FormAnswerValue } from '@cohort/shared';
import { formatFileSize, videoValue } from './answer-values.ts';
import { type AnswerInputProps, type UploadFile, useQuestionTexts } from './field-types.ts';

function filesOf(value: FormAnswerValue | undefined): FileRef[] {
  return value && typeof value === 'object' && !Array.isArray(value) && 'files' in value
    ? (value as FileAnswer).files
    : [];
}

/** file: files sent through `uploadFile` as they are picked, listed, each removable. */
export function FileAnswerInput(props: AnswerInputProps) {
  const { question, value, readOnly, required, uploadFile, language, onAnswer } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const files = filesOf(value);
  // Uploads finish after other changes may have happened: add to the files as they are then, not as they were.
  const latest = useRef(files);
  latest.current = files;
  const room = FORM_LIMITS.files - files.length;
  return (
    <Stack gap="xs">
      <FilePicker
        wrapper={wrapper}
        required={required}
        multiple
        disabled={readOnly || room <= 0}
        uploadFile={readOnly ? undefined : uploadFile}
        note={room <= 0 && !readOnly ? t('file.limit', { max: FORM_LIMITS.files }) : undefined}
        onUploaded={(refs) =>
          onAnswer(question.id, { files: [...latest.current, ...refs].slice(0, FORM_LIMITS.files) })
        }
      />
      {files.length > 0 && (
        <Stack gap={4} component="ul" aria-label={t('file.files')} m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((file) => (
            <FileItem
              key={file.id}
              file={file}
              language={language}
              onRemove={
                readOnly
                  ? undefined
                  : () => {
                      const rest = latest.current.filter((f) => f.id !== file.id);
                      onAnswer(question.id, rest.length === 0 ? null : { files: rest });
                    }
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** video: a link to the video, or an uploaded video file (one or the other). */
export function VideoAnswerInput(props: AnswerInputProps) {
  const { question, value, readOnly, required, uploadFile, language, onAnswer } = props;
  const { t } = useTranslation('formFill');
  const { wrapper } = useQuestionTexts(props);
  const video = videoValue(value);
  return (
    <Stack gap="xs">
      <TextInput
        {...wrapper}
        value={video.url ?? ''}
        onChange={(event) => {
          const url = event.currentTarget.value;
          onAnswer(question.id, url === '' ? null : { url });
        }}
        inputMode="url"
        dir="ltr"
        readOnly={readOnly || Boolean(video.file)}
        aria-required={required || undefined}
      />
      {video.file ? (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          <FileItem
            file={video.file}
            language={language}
            onRemove={readOnly ? undefined : () => onAnswer(question.id, null)}
          />
        </Stack>
      ) : (
        !readOnly && (
          <FilePicker
            wrapper={{ label: t('video.upload') }}
            required={false}
            accept="video/*"
            disabled={Boolean(video.url?.trim())}
            uploadFile={uploadFile}
            onUploaded={(refs) => refs[0] && onAnswer(question.id, { file: refs[0] })}
          />
        )
      )}
    </Stack>
  );
}

function FileItem({ file, language, onRemove }: { file: FileRef; language: string; onRemove?: () => void }) {
  const { t } = useTranslation('formFill');
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      <IconFile size={16} aria-hidden />
      <Text size="sm" truncate>
        {file.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {formatFileSize(file.size, language)}
      </Text>
      {onRemove && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('file.remove', { name: file.name })}
          onClick={onRemove}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A native file input under the question's label (so the label names it and tests can set its files), sending each
 * picked file through `uploadFile`. Without `uploadFile` (a preview, a page with nowhere to store files) it is
 * disabled, with a note saying so.
 */
function FilePicker({
  wrapper,
  required,
  multiple,
  accept,
  disabled,
  uploadFile,
  note,
  onUploaded,
}: {
  wrapper: React.ComponentProps<typeof Input.Wrapper>;
  required: boolean;
  multiple?: boolean;
  accept?: string;
  disabled: boolean;
  uploadFile: UploadFile | undefined;
  note?: string;
  onUploaded: (files: FileRef[]) => void;
}) {
  const { t } = useTranslation('formFill');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState<string[]>([]);
  const unavailable = !uploadFile;

  const upload = async (picked: File[]) => {
    if (!uploadFile || picked.length === 0) return;
    setUploading(true);
    setFailed([]);
    const refs: FileRef[] = [];
    const failures: string[] = [];
    for (const file of picked) {
      try {
        refs.push(await uploadFile(file));
      } catch {
        failures.push(file.name);
      }
    }
    setUploading(false);
    setFailed(failures);
    if (refs.length > 0) onUploaded(refs);
  };

  const hint = unavailable ? t('file.unavailable') : note;
  return (
    <Input.Wrapper
      {...wrapper}
      id={id}
      withAsterisk={required}
      error={
        wrapper.error ?? (failed.length > 0 ? failed.map((name) => t('file.failed', { name })).join(' ') : undefined)
      }
    >
      <Group gap="xs" wrap="nowrap" mt={4}>
        <Input
          component="input"
          type="file"
          id={id}
          multiple={multiple}
          accept={accept}
          disabled={disabled || unavailable || uploading}
          aria-required={required || undefined}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
            const input = event.currentTarget;
            const picked = Array.from(input.files ?? []);
            // Cleared so that picking the same file again after removing it is seen as a change.
            input.value = '';
            void upload(picked);
          }}
          style={{ flex: 1 }}
          styles={{ input: { paddingBlock: 4, height: 'auto' } }}
        />
        {uploading && <Loader size="xs" aria-label={t('file.uploading')} />}
      </Group>
      {hint && (
        <Text id={`${id}-hint`} size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </Input.Wrapper>
  );
}
