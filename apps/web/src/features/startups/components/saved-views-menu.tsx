import { ActionIcon, Alert, Badge, Button, Divider, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmarks, IconCheck, IconChevronDown, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { useFeatureFlag } from '../../access/index.ts';
import { DeleteSavedViewMutation } from '../graphql/delete-saved-view.mutation.ts';
import { type SavedView, useSavedViews } from '../hooks/use-saved-views.ts';
import type { StartupsList } from '../hooks/use-startups-list.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { isSavedViewActive, savedViewFiltersOf, savedViewSearchParams } from '../utils/saved-views.ts';
import type { StartupsView } from '../utils/startups-view.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { SaveViewModal } from './save-view-modal.tsx';

type Dialog = { kind: 'save' } | { kind: 'delete'; view: SavedView } | null;

/**
 * The "Views" menu of the portfolio (feature savedViewsStartups): the viewer's saved views and the team's shared ones;
 * choosing one shows its search, filters, sort and view (a new entry in the history), the one the page shows now is
 * marked; a view may be deleted where the server says so; "Save current view…" names what the page shows now.
 */
export function SavedViewsMenu({
  list,
  view,
  onViewChange,
}: {
  list: StartupsList;
  view: StartupsView;
  onViewChange: (view: StartupsView) => void;
}) {
  const { t } = useTranslation('startups');
  const enabled = useFeatureFlag('savedViewsStartups');
  const saved = useSavedViews(enabled === true);
  const feedback = useStartupsFeedback();
  const [, setSearchParams] = useSearchParams();
  const [, deleteSavedView] = useMutation(DeleteSavedViewMutation);
  const [opened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (enabled !== true) return null;

  const active = saved.views.find((candidate) => isSavedViewActive(candidate.filters, list.state, view)) ?? null;

  const apply = (chosen: SavedView) => {
    setOpened(false);
    setSearchParams((current) => savedViewSearchParams(chosen.filters, current));
    if (chosen.filters.view) onViewChange(chosen.filters.view);
  };

  const removeConfirmed = async (chosen: SavedView) => {
    const result = await deleteSavedView({ id: chosen._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('views.toasts.deleted', { name: chosen.name }));
    saved.refresh();
  };

  const row = (item: SavedView) => {
    const isActive = item._id === active?._id;
    return (
      <Group key={item._id} gap={4} wrap="nowrap" data-testid="saved-view" data-view-name={item.name}>
        <Button
          variant={isActive ? 'light' : 'subtle'}
          color={isActive ? undefined : 'gray'}
          size="compact-sm"
          fullWidth
          leftSection={<IconCheck size={14} aria-hidden style={{ visibility: isActive ? 'visible' : 'hidden' }} />}
          rightSection={
            item.mine && item.shared ? (
              <Badge size="xs" variant="light" color="teal" tt="none" data-testid="saved-view-shared-badge">
                {t('views.sharedBadge')}
              </Badge>
            ) : null
          }
          onClick={() => apply(item)}
          aria-current={isActive ? 'true' : undefined}
          title={item.name}
          styles={{ inner: { justifyContent: 'flex-start' }, label: { flex: 1 } }}
          data-testid="saved-view-apply"
        >
          <Text span size="sm" truncate dir="auto">
            {item.name}
          </Text>
        </Button>
        {item.canDelete ? (
          <Tooltip label={t('views.deleteNamed', { name: item.name })} withinPortal>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('views.deleteNamed', { name: item.name })}
              onClick={() => {
                setOpened(false);
                setDialog({ kind: 'delete', view: item });
              }}
              data-testid="saved-view-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    );
  };

  const section = (title: string, items: SavedView[], testId: string, empty: string | null) =>
    items.length === 0 && empty === null ? null : (
      <Stack gap={4} data-testid={testId}>
        <Group gap={6}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {title}
          </Text>
          <Badge size="xs" variant="light" color="gray" circle>
            {items.length}
          </Badge>
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          items.map(row)
        )}
      </Stack>
    );

  return (
    <>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={320} shadow="md" withinPortal>
        <Popover.Target>
          <Button
            variant="default"
            leftSection={<IconBookmarks size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => setOpened((open) => !open)}
            aria-haspopup="dialog"
            aria-expanded={opened}
            maw={280}
            data-testid="saved-views-button"
            data-active-view={active?.name}
          >
            <Text span size="sm" fw={500} truncate dir="auto">
              {active ? t('views.buttonActive', { name: active.name }) : t('views.button')}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="saved-views-menu">
          <Stack gap="sm">
            {saved.error ? (
              <Alert color="red" role="alert" data-testid="saved-views-error">
                {feedback.errorMessage(saved.error)}
              </Alert>
            ) : !saved.loaded ? (
              <Group justify="center" p="sm">
                <Loader size="sm" />
              </Group>
            ) : (
              <>
                {section(t('views.mine'), saved.mine, 'saved-views-mine', t('views.emptyMine'))}
                {section(t('views.shared'), saved.shared, 'saved-views-shared', null)}
              </>
            )}
            <Divider />
            <Button
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => {
                setOpened(false);
                setDialog({ kind: 'save' });
              }}
              data-testid="saved-views-save"
            >
              {t('views.saveCurrent')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {dialog?.kind === 'save' ? (
        <SaveViewModal
          filters={savedViewFiltersOf(list.state, view)}
          onClose={() => setDialog(null)}
          onSaved={(created) => {
            setDialog(null);
            feedback.succeeded(t('views.toasts.saved', { name: created.name }));
            saved.refresh(created);
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteModal
          title={t('views.delete.title', { name: dialog.view.name })}
          body={t(dialog.view.shared ? 'views.delete.sharedBody' : 'views.delete.body', { name: dialog.view.name })}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.view)}
        />
      ) : null}
    </>
  );
}
