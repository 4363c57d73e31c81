import { ActionIcon, Group, Switch, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NavDraft, NavEntryDraft, NavRow } from '../utils/custom-navigation.ts';

/** How far a child entry sits from its parent, per level. */
const INDENT_PER_LEVEL = 24;

/**
 * The navigation entries, children indented under their parent: the default name, the admin's label (empty: the
 * default), the order among siblings, and the Hidden and Locked switches.
 */
export function CustomNavigationTable({
  rows,
  draft,
  labelErrors,
  disabled,
  entryName,
  onChange,
  onMove,
}: {
  rows: readonly NavRow[];
  draft: NavDraft;
  /** The server's message about a label, by entry name. */
  labelErrors: Readonly<Record<string, string>>;
  disabled: boolean;
  /** The default (translated) name of an entry. */
  entryName: (name: string) => string;
  onChange: (name: string, change: Partial<NavEntryDraft>) => void;
  onMove: (name: string, direction: -1 | 1) => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" data-testid="navigation-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('navigation.columns.entry')}</Table.Th>
            <Table.Th>{t('navigation.columns.label')}</Table.Th>
            <Table.Th>{t('navigation.columns.order')}</Table.Th>
            <Table.Th>{t('navigation.columns.hidden')}</Table.Th>
            <Table.Th>
              <Tooltip label={t('navigation.lockedHint')}>
                <span>{t('navigation.columns.locked')}</span>
              </Tooltip>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ entry, depth, first, last }) => {
            const value = draft.entries[entry.name] ?? { label: '', hidden: false, locked: false };
            const name = entryName(entry.name);
            return (
              <Table.Tr
                key={entry.name}
                data-testid="navigation-entry"
                data-name={entry.name}
                data-depth={depth}
                data-hidden={value.hidden ? 'true' : undefined}
              >
                <Table.Td>
                  <Text
                    fw={depth === 0 ? 600 : 400}
                    c={value.hidden ? 'dimmed' : undefined}
                    style={{ paddingInlineStart: depth * INDENT_PER_LEVEL }}
                    data-testid="navigation-entry-name"
                  >
                    {name}
                  </Text>
                  {entry.path ? (
                    <Text
                      size="xs"
                      c="dimmed"
                      ff="monospace"
                      dir="ltr"
                      style={{ paddingInlineStart: depth * INDENT_PER_LEVEL }}
                    >
                      {entry.path}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    value={value.label}
                    placeholder={name}
                    onChange={(event) => onChange(entry.name, { label: event.currentTarget.value })}
                    disabled={disabled}
                    error={labelErrors[entry.name]}
                    aria-label={t('navigation.labelOf', { name })}
                    size="sm"
                    miw={180}
                    data-testid="navigation-entry-label"
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      disabled={disabled || first}
                      onClick={() => onMove(entry.name, -1)}
                      aria-label={t('navigation.moveUp', { name })}
                      data-testid="navigation-entry-up"
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={disabled || last}
                      onClick={() => onMove(entry.name, 1)}
                      aria-label={t('navigation.moveDown', { name })}
                      data-testid="navigation-entry-down"
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={value.hidden}
                    onChange={(event) => onChange(entry.name, { hidden: event.currentTarget.checked })}
                    disabled={disabled}
                    aria-label={t('navigation.hide', { name })}
                    data-testid="navigation-entry-hidden"
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={value.locked}
                    onChange={(event) => onChange(entry.name, { locked: event.currentTarget.checked })}
                    disabled={disabled}
                    aria-label={t('navigation.lock', { name })}
                    data-testid="navigation-entry-locked"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
