import { ActionIcon, Alert, Badge, Button, Divider, Group, Loader, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconBookmarks, IconCheck, IconChevronDown, IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFeatureFlag } from '../../access/index.ts';
import { DeleteOverviewSavedViewMutation } from '../graphql/delete-overview-saved-view.mutation.ts';
import type { ApplicationsList } from '../hooks/use-applications-list.ts';
import { useOverviewFeedback } from '../hooks/use-overview-feedback.ts';
import { type OverviewSavedView, useOverviewSavedViews } from '../hooks/use-overview-saved-views.ts';
import { isSavedViewActive, overviewOfSavedView, savedViewFiltersOf, writeOverview } from '../utils/overview-url.ts';
import { SaveOverviewViewModal } from './save-overview-view-modal.tsx';

type Dialog = { kind: 'save' } | { kind: 'delete'; view: OverviewSavedView } | null;

/**
 * The "Views" menu of the overview (feature savedViewsApplications), as the portfolio's: the viewer's saved views and
 * the team's shared ones; choosing one shows its search, filters and sort (a new entry in the history), the one the
 * page shows now is marked; a view may be deleted where the server says so; "Save current view…" names the list.
 */
export function OverviewSavedViewsMenu({ list }: { list: ApplicationsList }) {
  const { t } = useTranslation('applicationsOverview');
  const enabled = useFeatureFlag('savedViewsApplications');
  const saved = useOverviewSavedViews(enabled === true);
  const feedback = useOverviewFeedback();
  const [, setSearchParams] = useSearchParams();
  const [, deleteSavedView] = useMutation(DeleteOverviewSavedViewMutation);
  const [opened, setOpened] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (enabled !== true) return null;

  const active = saved.views.find((candidate) => isSavedViewActive(candidate.filters, list.state)) ?? null;

  const apply = (chosen: OverviewSavedView) => {
    setOpened(false);
    setSearchParams((current) => writeOverview(current, overviewOfSavedView(chosen.filters)));
  };

  const removeConfirmed = async (chosen: OverviewSavedView) => {
    const result = await deleteSavedView({ id: chosen._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('views.toasts.deleted', { name: chosen.name }));
    saved.refresh();
  };

  const row = (item: OverviewSavedView) => {
    const isActive = item._id === active?._id;
    return (
      <Group key={item._id} gap={4} wrap="nowrap" data-testid="overview-saved-view" data-view-name={item.name}>
        <Button
          variant={isActive ? 'light' : 'subtle'}
          color={isActive ? undefined : 'gray'}
          size="compact-sm"
          fullWidth
          leftSection={<IconCheck size={14} aria-hidden style={{ visibility: isActive ? 'visible' : 'hidden' }} />}
          rightSection={
            item.mine && item.shared ? (
              <Badge size="xs" variant="light" color="teal" tt="none">
                {t('views.sharedBadge')}
              </Badge>
            ) : null
          }
          onClick={() => apply(item)}
          aria-current={isActive ? 'true' : undefined}
          title={item.name}
          styles={{ inner: { justifyContent: 'flex-start' }, label: { flex: 1 } }}
          data-testid="overview-saved-view-apply"
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
              data-testid="overview-saved-view-delete"
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
    );
  };

  const section = (title: string, items: OverviewSavedView[], empty: string | null) =>
    items.length === 0 && empty === null ? null : (
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {title}
        </Text>
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
            data-testid="overview-saved-views-button"
            data-active-view={active?.name}
          >
            <Text span size="sm" fw={500} truncate dir="auto">
              {active ? t('views.buttonActive', { name: active.name }) : t('views.button')}
            </Text>
          </Button>
        </Popover.Target>
        <Popover.Dropdown data-testid="overview-saved-views-menu">
          <Stack gap="sm">
            {saved.error ? (
              <Alert color="red" role="alert">
                {feedback.errorMessage(saved.error)}
              </Alert>
            ) : !saved.loaded ? (
              <Group justify="center" p="sm">
                <Loader size="sm" />
              </Group>
            ) : (
              <>
                {section(t('views.mine'), saved.mine, t('views.emptyMine'))}
                {section(t('views.shared'), saved.shared, null)}
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
              data-testid="overview-saved-views-save"
            >
              {t('views.saveCurrent')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {dialog?.kind === 'save' ? (
        <SaveOverviewViewModal
          filters={savedViewFiltersOf(list.state)}
          onClose={() => setDialog(null)}
          onSaved={(name) => {
            setDialog(null);
            feedback.succeeded(t('views.toasts.saved', { name }));
            saved.refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          title={t('views.delete.title', { name: dialog.view.name })}
          body={t(dialog.view.shared ? 'views.delete.sharedBody' : 'views.delete.body', { name: dialog.view.name })}
          labels={{ cancel: t('views.delete.cancel'), confirm: t('views.delete.confirm') }}
          testIds={{
            dialog: 'overview-delete-view-modal',
            cancel: 'overview-delete-view-cancel',
            confirm: 'overview-delete-view-confirm',
          }}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.view)}
        />
      ) : null}
    </>
  );
}
