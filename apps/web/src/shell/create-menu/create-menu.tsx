import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { TOAST_DISMISS_MS } from '@cohort/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../features/identity/index.ts';
import { graphqlErrorMessage } from '../../lib/graphql-errors.ts';
import { DeferredMenu } from '../../ui/deferred-overlays.tsx';
import { CreateIncubatorEventMutation } from './graphql/create-incubator-event.mutation.ts';
import { CreateMenuQuery } from './graphql/create-menu.query.ts';
import {
  CREATE_NAVIGATION_STATE,
  type CreateMenuChoice,
  createMenuChoices,
  eventEditPath,
  isCreateEntryName,
} from './utils/create-menu.ts';

/**
 * The create menu of the top bar (spec 01 §2.5, §6): the entries the server grants; links carry the navigation state
 * create=true, the event entry creates an event and opens it. Hidden when empty and for the startup side.
 */
export function CreateMenu() {
  const { t } = useTranslation(['search', 'errors']);
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [{ data }] = useQuery({ query: CreateMenuQuery });
  const [, createEvent] = useMutation(CreateIncubatorEventMutation);
  const [creating, setCreating] = useState(false);
  const choices = createMenuChoices(data?.setUp.createMenu ?? [], user.role.type);
  if (choices.length === 0) return null;

  const label = (choice: CreateMenuChoice) =>
    choice.label ?? (isCreateEntryName(choice.name) ? t(`search:create.${choice.name}`) : choice.name);

  const runEventCreation = async () => {
    setCreating(true);
    const result = await createEvent({});
    setCreating(false);
    const id = result.data?.CreateIncubatorEvent._id;
    if (result.error || !id) {
      const message = result.error ? graphqlErrorMessage(result.error, (key) => t(`errors:${key}`)) : '';
      notifications.show({
        color: 'red',
        message: t('search:create.eventFailed', { message }),
        autoClose: TOAST_DISMISS_MS,
        'data-testid': 'create-event-error',
      });
      return;
    }
    navigate(eventEditPath(id));
  };

  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={220}
      target={
        <Button leftSection={<IconPlus size={16} />} size="sm" loading={creating} data-testid="create-menu-button">
          {t('search:create.button')}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown data-testid="create-menu">
          <Menu.Label>{t('search:create.label')}</Menu.Label>
          {choices.map((choice) =>
            choice.kind === 'link' ? (
              <Menu.Item
                key={choice.name}
                component={Link}
                to={choice.to}
                state={CREATE_NAVIGATION_STATE}
                data-testid={`create-menu-${choice.name}`}
              >
                {label(choice)}
              </Menu.Item>
            ) : (
              <Menu.Item
                key={choice.name}
                onClick={() => void runEventCreation()}
                data-testid={`create-menu-${choice.name}`}
              >
                {label(choice)}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}
