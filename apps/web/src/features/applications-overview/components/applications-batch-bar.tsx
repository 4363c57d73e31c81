import type { ApplicationBatchActionType } from '@cohort/shared';
import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Shown while applications are selected: how many, the Batch actions menu (the actions the viewer may run; those with
 * nothing to choose from disabled) and a way to clear the selection.
 */
export function ApplicationsBatchBar({
  count,
  actions,
  isAvailable,
  onAction,
  onClear,
}: {
  count: number;
  actions: readonly ApplicationBatchActionType[];
  isAvailable: (action: ApplicationBatchActionType) => boolean;
  onAction: (action: ApplicationBatchActionType) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('applicationsOverview');
  return (
    <Paper withBorder p="sm" data-testid="applications-batch-bar" data-count={count}>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600} data-testid="applications-selected-count">
          {t('batch.selected', { count })}
        </Text>
        <Menu position="bottom-start" withinPortal={false}>
          <Menu.Target>
            <Button
              rightSection={<IconChevronDown size={16} aria-hidden />}
              disabled={actions.length === 0}
              data-testid="applications-batch-menu"
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
                data-testid={`applications-batch-${action}`}
              >
                {t(`batch.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button variant="subtle" onClick={onClear} data-testid="applications-batch-clear">
          {t('batch.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
