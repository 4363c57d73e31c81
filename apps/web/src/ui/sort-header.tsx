import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ColumnSort<F extends string> {
  field: F;
  direction: 'ASC' | 'DESC';
}

/**
 * A table's column heading that sorts by it: a button with the direction's arrow (both arrows while another column
 * sorts), `aria-sort` on the heading for screen readers. `testId` names the button.
 */
export function SortHeader<F extends string>({
  field,
  sort,
  onSort,
  testId,
  align,
  children,
}: {
  field: F;
  sort: ColumnSort<F>;
  onSort: (field: F) => void;
  testId: string;
  align?: 'end';
  children: ReactNode;
}) {
  const active = sort.field === field;
  const Icon = !active ? IconArrowsSort : sort.direction === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th ta={align} aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined}>
      <UnstyledButton onClick={() => onSort(field)} data-testid={testId} data-active={active || undefined}>
        <Group gap={4} wrap="nowrap" justify={align === 'end' ? 'flex-end' : undefined}>
          <Text size="sm" fw={700}>
            {children}
          </Text>
          <Icon size={14} stroke={1.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
