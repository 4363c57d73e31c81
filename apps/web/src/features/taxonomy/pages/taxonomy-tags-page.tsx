import { Box, Button, Container, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { ListBody } from '../../../ui/list-body.tsx';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { usePageTitle, useStartupRelabel } from '../../organisation/index.ts';
import { DeleteTagModal } from '../components/delete-tag-modal.tsx';
import { TagFormModal } from '../components/tag-form-modal.tsx';
import { TagKindNav } from '../components/tag-kind-nav.tsx';
import { TagsTable } from '../components/tags-table.tsx';
import { DeleteTagMutation } from '../graphql/delete-tag.mutation.ts';
import { type TagWithUsage, TagsWithUsageQuery } from '../graphql/tags-with-usage.query.ts';
import { useTaxonomyFeedback } from '../hooks/use-taxonomy-feedback.ts';
import { useTaxonomyPermissions } from '../hooks/use-taxonomy-permissions.ts';
import { isTagKind, type TagKind, tagsPath } from '../utils/tag-kinds.ts';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; entry: TagWithUsage }
  | { kind: 'delete'; entry: TagWithUsage }
  | null;

/**
 * /taxonomy/tags/{kind} (spec 02 §2, TAGS_EDITOR:VIEW): the tags of one kind with how often each is used. New tag for
 * TAGS_EDITOR:CREATE; Edit and Delete for TAGS_EDITOR:EDIT. An unknown kind opens the startup kind.
 */
export function TaxonomyTagsPage() {
  const { kind } = useParams();
  const { t } = useTranslation('taxonomy');
  usePageTitle(t('title'));
  if (!isTagKind(kind)) return <Navigate to={tagsPath()} replace />;
  return (
    <Container size={1280} py="lg" data-testid="taxonomy-page">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <Flex direction={{ base: 'column', md: 'row' }} gap="xl" align={{ base: 'stretch', md: 'flex-start' }}>
          <TagKindNav active={kind} />
          <Box style={{ flex: 1, minWidth: 0 }}>
            <KindTags key={kind} kind={kind} />
          </Box>
        </Flex>
      </Stack>
    </Container>
  );
}

/** One kind's tags, with the new tag, edit and delete dialogs. */
function KindTags({ kind }: { kind: TagKind }) {
  const { t } = useTranslation('taxonomy');
  const relabel = useStartupRelabel();
  const feedback = useTaxonomyFeedback();
  const permissions = useTaxonomyPermissions();
  const [{ data, error }, reexecute] = useQuery({
    query: TagsWithUsageQuery,
    variables: { kind },
    requestPolicy: 'cache-and-network',
  });
  // The cache cannot complete the list after an addition or a deletion: fetch it again.
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const [, deleteTag] = useMutation(DeleteTagMutation);
  const [dialog, setDialog] = useState<Dialog>(null);
  const kindLabel = relabel(t(`kinds.${kind}.label`));
  const entries = data?.tagsWithUsage ?? [];

  const saved = (tag: { name: string }, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'toasts.created' : 'toasts.updated', { name: tag.name }));
    refresh();
  };

  const removeConfirmed = async (entry: TagWithUsage) => {
    const result = await deleteTag({ id: entry.tag._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('toasts.deleted', { name: entry.tag.name }));
    refresh();
  };

  return (
    <Stack gap="md" data-testid="taxonomy-kind" data-kind={kind}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3" data-testid="taxonomy-kind-title">
            {kindLabel}
          </Title>
          <Text size="sm" c="dimmed" data-testid="taxonomy-kind-description">
            {relabel(t(`kinds.${kind}.description`))}
          </Text>
        </Stack>
        {permissions.create ? (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="tag-create"
          >
            {t('actions.create')}
          </Button>
        ) : null}
      </Group>
      <ListBody
        error={error ? feedback.errorMessage(error) : null}
        loaded={Boolean(data)}
        empty={entries.length === 0}
        emptyText={t('empty')}
        testId="tags"
      >
        <TagsTable
          entries={entries}
          canEdit={permissions.edit === true}
          onEdit={(entry) => setDialog({ kind: 'edit', entry })}
          onDelete={(entry) => setDialog({ kind: 'delete', entry })}
        />
      </ListBody>
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <TagFormModal
          kind={kind}
          kindLabel={kindLabel}
          tag={dialog.kind === 'edit' ? dialog.entry.tag : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteTagModal
          entry={dialog.entry}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.entry)}
        />
      ) : null}
    </Stack>
  );
}
