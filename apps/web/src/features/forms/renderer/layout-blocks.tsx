import { Anchor, Box, Divider, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FormFieldType, type FormQuestion, localized } from '@cohort/shared';
import { embeddableUrl } from './answer-values.ts';

/** The sandbox of an embedded page: it may run and open links, never navigate or script the form around it. */
const EXTERNAL_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** heading, sub_heading, paragraph, section and external: they lay the form out and take no answer. */
export function LayoutBlock({
  question,
  type,
  language,
}: {
  question: FormQuestion;
  type: FormFieldType;
  language: string;
}) {
  const label = localized(question.label, language);
  const description = localized(question.description, language);
  const details = description && (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
      {description}
    </Text>
  );
  switch (type) {
    case 'section':
      return (
        <Stack gap={4} mt="md">
          {label && <Title order={2}>{label}</Title>}
          {details}
          <Divider mt="xs" />
        </Stack>
      );
    case 'heading':
      return (
        <Stack gap={4}>
          {label && <Title order={3}>{label}</Title>}
          {details}
        </Stack>
      );
    case 'sub_heading':
      return (
        <Stack gap={4}>
          {label && <Title order={4}>{label}</Title>}
          {details}
        </Stack>
      );
    case 'external':
      return <ExternalBlock url={question.url} label={label} details={details} />;
    default:
      // paragraph
      return (
        <Stack gap={4}>
          {label && <Text style={{ whiteSpace: 'pre-wrap' }}>{label}</Text>}
          {details}
        </Stack>
      );
  }
}

/** external: the linked page embedded in a sandboxed frame, with the link to open it on its own. */
function ExternalBlock({ url, label, details }: { url?: string | null; label: string; details: React.ReactNode }) {
  const { t } = useTranslation('formFill');
  const href = embeddableUrl(url);
  return (
    <Stack gap="xs">
      {label && <Title order={4}>{label}</Title>}
      {details}
      {href ? (
        <>
          <Box
            component="iframe"
            src={href}
            title={label || t('external.openUntitled')}
            sandbox={EXTERNAL_SANDBOX}
            referrerPolicy="no-referrer"
            loading="lazy"
            w="100%"
            h={400}
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-sm)',
            }}
          />
          <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
            <IconExternalLink size={14} style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} aria-hidden />
            {label ? t('external.open', { label }) : t('external.openUntitled')}
          </Anchor>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('external.unsafe')}
        </Text>
      )}
    </Stack>
  );
}
