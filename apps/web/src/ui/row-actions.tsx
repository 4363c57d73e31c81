import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** Edit and delete buttons at the end of a table row, each with a tooltip and a label naming the row. */
export function RowActions({
  labels,
  onEdit,
  onDelete,
  testId,
}: {
  labels: { edit: string; editNamed: string; delete: string; deleteNamed: string };
  onEdit: () => void;
  onDelete: () => void;
  /** `<testId>-edit` and `<testId>-delete`. */
  testId: string;
}) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={labels.edit}>
        <ActionIcon variant="subtle" aria-label={labels.editNamed} onClick={onEdit} data-testid={`${testId}-edit`}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={labels.delete}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={labels.deleteNamed}
          onClick={onDelete}
          data-testid={`${testId}-delete`}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
