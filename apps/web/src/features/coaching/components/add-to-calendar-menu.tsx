import { Button, Menu } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { addToCalendarLinks, type SessionEventInput } from '../utils/add-to-calendar.ts';

/**
 * "Add to calendar" on a session's page: Google, Outlook (Microsoft 365 and Outlook.com) and Yahoo open their "new
 * event" screen filled in; the `.ics` downloads for Apple Calendar and any other calendar.
 */
export function AddToCalendarMenu({ session }: { session: SessionEventInput }) {
  const { t } = useTranslation('coaching');
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} />}
          rightSection={<IconChevronDown size={14} />}
          data-testid="coaching-session-add-to-calendar"
        >
          {t('addToCalendar.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {addToCalendarLinks(session).map(({ target, href }) =>
          target === 'ics' ? (
            <Menu.Item
              key={target}
              component="a"
              href={href}
              download="coaching-session.ics"
              data-testid={`add-to-calendar-${target}`}
            >
              {t(`addToCalendar.${target}`)}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={target}
              component="a"
              href={href}
              target="_blank"
              rel="noreferrer"
              data-testid={`add-to-calendar-${target}`}
            >
              {t(`addToCalendar.${target}`)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
