import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStartupRelabel } from '../../organisation/index.ts';
import type { StartupBatchActionType } from '../utils/startup-batch.ts';

/**
 * Shown while startups are selected: how many, the Batch actions menu (only the actions the viewer may run; those
 * without anything to choose from are disabled) and a way to clear the selection.
 */
export function StartupsBatchBar({
  count,
  actions,
  isAvailable,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly StartupBatchActionType[];
  isAvailable: (action: StartupBatchActionType) => boolean;
  onAction: (action: StartupBatchActionType) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('startups');
  const relabel = useStartupRelabel();
  return (
    <Paper withBorder p="sm" data-testid="startups-batch-bar" data-count={count}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid="startups-selected-count">
          {t('batch.selected', { count })}
        </Text>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button
              rightSection={<IconChevronDown size={16} />}
              disabled={actions.length === 0}
              data-testid="startups-batch-menu"
            >
              {t('batch.menu')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                color={action === 'DELETE' ? 'red' : undefined}
                disabled={!isAvailable(action)}
                onClick={() => onAction(action)}
                data-testid={`startups-batch-${action}`}
              >
                {relabel(t(`batch.actions.${action}`))}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button variant="subtle" onClick={onClear} data-testid="startups-batch-clear">
          {t('batch.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
