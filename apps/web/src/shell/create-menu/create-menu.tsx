import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { TOAST_DISMISS_MS } from '@cohort/shared';
import i18next from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { useCurrentUser } from '../../features/identity/index.ts';
import { graphqlErrorMessage } from '../../lib/graphql-errors.ts';
import { DeferredMenu, type MenuComponent } from '../../ui/deferred-overlays.tsx';
import { CreateIncubatorEventMutation } from './graphql/create-incubator-event.mutation.ts';
import { CreateMenuQuery } from './graphql/create-menu.query.ts';
import {
  CREATE_NAVIGATION_STATE,
  type CreateMenuChoice,
  createMenuChoices,
  eventEditPath,
  isCreateEntryName,
} from './utils/create-menu.ts';

/** The texts of the menu's entries, asked for when its button is reached for (they are not on the first screen). */
const preloadEntryTexts = () => void i18next.loadNamespaces(['search', 'errors']);

/**
 * The create menu of the top bar (spec 01 §2.5, §6): the entries the server grants; links carry the navigation state
 * create=true, the event entry creates an event and opens it. Hidden when empty and for the startup side.
 */
export function CreateMenu() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const [{ data }] = useQuery({ query: CreateMenuQuery });
  const [creating, setCreating] = useState(false);
  const choices = createMenuChoices(data?.setUp.createMenu ?? [], user.role.type);
  if (choices.length === 0) return null;

  return (
    <DeferredMenu
      position="bottom-end"
      withinPortal
      shadow="md"
      width={220}
      target={
        <Button
          leftSection={<IconPlus size={16} />}
          size="sm"
          loading={creating}
          onPointerEnter={preloadEntryTexts}
          onFocus={preloadEntryTexts}
          onTouchStart={preloadEntryTexts}
          data-testid="create-menu-button"
        >
          {t('topBar.create')}
        </Button>
      }
    >
      {(Menu) => (
        <Menu.Dropdown data-testid="create-menu">
          <Suspense fallback={null}>
            <CreateMenuEntries Menu={Menu} choices={choices} onCreating={setCreating} />
          </Suspense>
        </Menu.Dropdown>
      )}
    </DeferredMenu>
  );
}

/** The entries of the open menu, in the search area's texts. */
function CreateMenuEntries({
  Menu,
  choices,
  onCreating,
}: {
  Menu: MenuComponent;
  choices: readonly CreateMenuChoice[];
  onCreating: (creating: boolean) => void;
}) {
  const { t } = useTranslation(['search', 'errors']);
  const navigate = useNavigate();
  const [, createEvent] = useMutation(CreateIncubatorEventMutation);

  const label = (choice: CreateMenuChoice) =>
    choice.label ?? (isCreateEntryName(choice.name) ? t(`search:create.${choice.name}`) : choice.name);

  const runEventCreation = async () => {
    onCreating(true);
    const result = await createEvent({});
    onCreating(false);
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
    <>
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
    </>
  );
}
