import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type FileRef, type FormQuestion, localized } from '@cohort/shared';
import { useTranslation } from 'react-i18next';

/** The files of a sheet, each downloaded through the forms route (FORM:EDIT), since the renderer only names them. */
export function SheetFiles({
  files,
  language,
  downloading,
  onDownload,
}: {
  files: ReadonlyArray<{ question: FormQuestion; file: FileRef }>;
  language: string;
  downloading: (file: FileRef) => boolean;
  onDownload: (file: FileRef) => void;
}) {
  const { t } = useTranslation('formAnswers');
  if (files.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="form-sheet-files">
      <Title order={3} size="h5">
        {t('sheet.files')}
      </Title>
      {files.map(({ question, file }) => (
        <Group key={`${question.id}-${file.id}`} justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" dir="auto" truncate>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed" dir="auto" truncate>
              {localized(question.label, language)}
            </Text>
          </Stack>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            loading={downloading(file)}
            onClick={() => onDownload(file)}
          >
            {t('sheet.download')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
