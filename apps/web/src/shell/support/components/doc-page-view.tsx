import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphqlErrorMessage } from '../../../lib/graphql-errors.ts';
import { SupportDocQuery } from '../graphql/support-doc.query.ts';
import { MarkdownView } from './markdown-view.tsx';

/** One guide page, read from the server and shown as text. */
export function DocPageView({
  slug,
  onBack,
  onNavigate,
}: {
  slug: string;
  onBack: () => void;
  onNavigate: () => void;
}) {
  const { t } = useTranslation(['search', 'errors']);
  const [{ data, error, fetching }] = useQuery({ query: SupportDocQuery, variables: { slug } });
  return (
    <Stack gap="md" data-testid="support-doc-page">
      <Group>
        <Button variant="subtle" size="xs" onClick={onBack} data-testid="support-doc-back">
          {t('search:support.back')}
        </Button>
      </Group>
      {data ? (
        <>
          <Title order={3} dir="auto" data-testid="support-doc-title">
            {data.supportDoc.title}
          </Title>
          <MarkdownView markdown={data.supportDoc.content} title={data.supportDoc.title} onNavigate={onNavigate} />
        </>
      ) : error && !fetching ? (
        <Alert color="red" role="alert">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('search:support.loading')} />
        </Group>
      )}
    </Stack>
  );
}
