import { ColorSwatch, Table, Text, VisuallyHidden } from '@mantine/core';
import { RowActions } from '../../../ui/row-actions.tsx';
import { useTranslation } from 'react-i18next';
import type { TagWithUsage } from '../graphql/tags-with-usage.query.ts';
import { tagUsageWording } from '../utils/tag-form.ts';

/** How often a tag is used: 'Not used', 'Used once', 'Used 3 times'. */
function TagUses({ uses }: { uses: number }) {
  const { t } = useTranslation('taxonomy');
  return (
    <Text size="sm" c={uses === 0 ? 'dimmed' : undefined} data-testid="tag-uses" data-uses={uses}>
      {t(`uses.${tagUsageWording(uses)}`, { count: uses })}
    </Text>
  );
}

/**
 * The tags of one kind: colour, name and how many people or startups carry it; Edit and Delete for those who may
 * change tags (TAGS_EDITOR:EDIT).
 */
export function TagsTable({
  entries,
  canEdit,
  onEdit,
  onDelete,
}: {
  entries: readonly TagWithUsage[];
  canEdit: boolean;
  onEdit: (entry: TagWithUsage) => void;
  onDelete: (entry: TagWithUsage) => void;
}) {
  const { t } = useTranslation('taxonomy');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="tags-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{t('columns.colour')}</Table.Th>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.uses')}</Table.Th>
            {canEdit ? (
              <Table.Th w={100}>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const { tag } = entry;
            return (
              <Table.Tr key={tag._id} data-testid="tag-row" data-tag-id={tag._id} data-tag-name={tag.name}>
                <Table.Td>
                  {tag.color ? (
                    <ColorSwatch
                      color={tag.color}
                      size={22}
                      title={tag.color}
                      aria-label={tag.color}
                      data-testid="tag-colour"
                      data-colour={tag.color}
                    />
                  ) : (
                    <Text c="dimmed" title={t('noColour')} aria-label={t('noColour')} data-testid="tag-colour">
                      –
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto" data-testid="tag-name">
                    {tag.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TagUses uses={entry.uses} />
                </Table.Td>
                {canEdit ? (
                  <Table.Td>
                    <RowActions
                      labels={{
                        edit: t('actions.edit'),
                        editNamed: t('actions.editNamed', { name: tag.name }),
                        delete: t('actions.delete'),
                        deleteNamed: t('actions.deleteNamed', { name: tag.name }),
                      }}
                      onEdit={() => onEdit(entry)}
                      onDelete={() => onDelete(entry)}
                      testId="tag"
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
