import { Alert, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { graphqlErrorMessage } from '../../lib/graphql-errors.ts';
import { GLOBAL_SEARCH_DEBOUNCE_MS } from '../search/utils/record-results.ts';
import { DocList } from './components/doc-list.tsx';
import { DocPageView } from './components/doc-page-view.tsx';
import { SearchDocsQuery } from './graphql/search-docs.query.ts';
import { SupportDocsQuery } from './graphql/support-docs.query.ts';
import { closeSupportDialog, type SupportDialog } from './support-dialog-store.ts';

/** The Search Docs or Support Docs dialog (downloaded when one first opens; SupportDialogs hosts it). */
export function SupportDialogModal({ dialog, opened }: { dialog: SupportDialog | null; opened: boolean }) {
  const { t } = useTranslation('search');
  // The last dialog stays rendered while the modal closes, so the closing animation keeps its content.
  const [shown, setShown] = useState<SupportDialog | null>(dialog);
  if (dialog && dialog !== shown) setShown(dialog);
  return (
    <Modal
      opened={opened}
      onClose={closeSupportDialog}
      title={shown === 'supportDocs' ? t('support.docsTitle') : t('support.searchTitle')}
      size="lg"
      data-testid={shown === 'supportDocs' ? 'support-docs-modal' : 'search-docs-modal'}
    >
      <Suspense
        fallback={
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        }
      >
        {shown === 'supportDocs' ? <SupportDocsBody /> : shown === 'searchDocs' ? <SearchDocsBody /> : null}
      </Suspense>
    </Modal>
  );
}

function SearchDocsBody() {
  const { t } = useTranslation(['search', 'errors']);
  const [query, setQuery] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const typed = query.trim();
  const [debounced] = useDebouncedValue(typed, GLOBAL_SEARCH_DEBOUNCE_MS);
  const [{ data, error, fetching, operation }] = useQuery({
    query: SearchDocsQuery,
    variables: { query: debounced },
    pause: debounced === '',
  });
  if (slug) return <DocPageView slug={slug} onBack={() => setSlug(null)} onNavigate={closeSupportDialog} />;
  const answered = typed !== '' && debounced === typed && operation?.variables.query === typed && !fetching;
  const results = answered ? (data?.searchDocs.results ?? []) : [];
  return (
    <Stack gap="md">
      <TextInput
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder={t('search:support.searchPlaceholder')}
        aria-label={t('search:support.searchTitle')}
        leftSection={<IconSearch size={16} />}
        rightSection={typed !== '' && !answered ? <Loader size="xs" /> : null}
        data-testid="search-docs-input"
      />
      {answered && error ? (
        <Alert color="red" role="alert">
          {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
        </Alert>
      ) : answered && results.length === 0 ? (
        <Stack gap={4} align="center" p="md" data-testid="search-docs-empty">
          <Text fw={600}>{t('search:support.noResult')}</Text>
          <Text size="sm" c="dimmed" dir="auto" data-testid="search-docs-empty-query">
            {t('search:support.noResultsFor', { query: typed })}
          </Text>
        </Stack>
      ) : results.length > 0 ? (
        <DocList pages={results} onOpen={setSlug} />
      ) : null}
    </Stack>
  );
}

function SupportDocsBody() {
  const { t } = useTranslation(['search', 'errors']);
  const [slug, setSlug] = useState<string | null>(null);
  const [{ data, error }] = useQuery({ query: SupportDocsQuery });
  if (slug) return <DocPageView slug={slug} onBack={() => setSlug(null)} onNavigate={closeSupportDialog} />;
  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        {graphqlErrorMessage(error, (key) => t(`errors:${key}`))}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label={t('search:support.loading')} />
      </Group>
    );
  }
  return data.supportDocs.results.length === 0 ? (
    <Text c="dimmed" ta="center" p="md" data-testid="support-docs-empty">
      {t('search:support.docsEmpty')}
    </Text>
  ) : (
    <DocList pages={data.supportDocs.results} onOpen={setSlug} />
  );
}
