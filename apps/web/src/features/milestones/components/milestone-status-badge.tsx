import { MILESTONE_STATUSES, type MilestoneStatus } from '@cohort/shared';
import { Badge, ColorSwatch, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MILESTONE_STATUS_COLORS } from '../utils/milestone-rules.ts';

/** A milestone's status as a badge in its colour. */
export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { t } = useTranslation('milestones');
  return (
    <Badge
      color={MILESTONE_STATUS_COLORS[status]}
      variant="light"
      tt="none"
      data-testid="milestone-status"
      data-status={status}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** The status badge as a menu of the four statuses, for those who may change the milestone. */
export function MilestoneStatusMenu({
  name,
  status,
  disabled,
  onChange,
}: {
  name: string;
  status: MilestoneStatus;
  disabled?: boolean;
  onChange: (status: MilestoneStatus) => void;
}) {
  const { t } = useTranslation('milestones');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton
          disabled={disabled}
          aria-label={t('startup.changeStatus', { name, status: t(`statuses.${status}`) })}
          data-testid="milestone-status-menu"
        >
          <Badge
            color={MILESTONE_STATUS_COLORS[status]}
            variant="light"
            tt="none"
            rightSection={<IconChevronDown size={12} />}
            style={{ cursor: disabled ? 'default' : 'pointer' }}
            data-testid="milestone-status"
            data-status={status}
          >
            {t(`statuses.${status}`)}
          </Badge>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {MILESTONE_STATUSES.map((value) => (
          <Menu.Item
            key={value}
            leftSection={<ColorSwatch size={10} color={`var(--mantine-color-${MILESTONE_STATUS_COLORS[value]}-6)`} />}
            rightSection={value === status ? <IconCheck size={14} /> : null}
            onClick={() => {
              if (value !== status) onChange(value);
            }}
            data-testid="milestone-status-option"
            data-status={value}
          >
            {t(`statuses.${value}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
