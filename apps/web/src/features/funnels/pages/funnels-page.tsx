import '@mantine/dates/styles.css';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ERROR_CODES } from '@cohort/shared';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCreateRequest } from '../../../lib/create-request.ts';
import { graphqlErrorCode } from '../../../lib/graphql-errors.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { ListBody } from '../../../ui/list-body.tsx';
import { usePermission } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { FunnelDatesProvider } from '../components/funnel-dates-provider.tsx';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { useFunnelActions } from '../hooks/use-funnel-actions.ts';
import { useProgramOptions } from '../hooks/use-funnel-options.ts';
import { useFunnelTimezone } from '../hooks/use-funnel-timezone.ts';
import { useFunnelsFeedback } from '../hooks/use-funnels-feedback.ts';
import { useFunnelsList } from '../hooks/use-funnels-list.ts';
import { CreateFunnelModal } from '../list/create-funnel-modal.tsx';
import type { FunnelRowAction } from '../list/funnel-row-menu.tsx';
import { FunnelsFilters } from '../list/funnels-filters.tsx';
import { FunnelsTable } from '../list/funnels-table.tsx';
import { funnelBuilderPath } from '../utils/funnels-url.ts';

/**
 * /applications/funnels/management: the funnels the viewer reaches (FUNNELS:VIEW:LIST, FUNNEL:CREATE or a funnel's
 * admin; the server decides), with search, programme and archived filters kept in the address. The create menu's
 * Funnel arrives with the navigation state create=true and opens the creation dialog.
 */
export function FunnelsPage() {
  const { t } = useTranslation('funnels');
  usePageTitle(t('list.title'));
  const navigate = useNavigate();
  const list = useFunnelsList();
  const feedback = useFunnelsFeedback();
  const timeZone = useFunnelTimezone();
  const programs = useProgramOptions();
  const canCreate = usePermission('FUNNEL:CREATE') === true;
  const actions = useFunnelActions(list.refresh);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<FunnelData | null>(null);
  const openCreate = useCallback(() => setCreating(true), []);
  // The permission may still be loading when the create menu's state arrives: the dialog waits for it.
  useCreateRequest(openCreate);

  if (graphqlErrorCode(list.error) === ERROR_CODES.forbidden) return <Navigate to="/" replace />;

  const onAction = (funnel: FunnelData, action: FunnelRowAction) => {
    switch (action) {
      case 'edit':
        navigate(funnelBuilderPath(funnel._id));
        return;
      case 'publish':
      case 'unpublish':
        void actions.publish(funnel, action === 'publish');
        return;
      case 'archive':
      case 'restore':
        void actions.archive(funnel, action === 'archive');
        return;
      case 'copyLink':
        actions.copyLink(funnel);
        return;
      case 'delete':
        setDeleting(funnel);
    }
  };

  const filtered = list.state.search !== '' || list.state.programId !== null;
  return (
    <Container size={1280} py="lg" data-testid="funnels-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={1} size="h2">
              {t('list.title')}
            </Title>
            <Text c="dimmed">{t('list.subtitle')}</Text>
          </Stack>
          {canCreate ? (
            <Button leftSection={<IconPlus size={16} />} onClick={openCreate} data-testid="funnels-new">
              {t('list.new')}
            </Button>
          ) : null}
        </Group>
        <FunnelsFilters
          state={list.state}
          search={list.search}
          programs={programs.options}
          onSearch={list.setSearch}
          onChange={list.change}
        />
        <ListBody
          error={list.error ? feedback.errorMessage(list.error) : null}
          loaded={list.loaded}
          empty={list.funnels.length === 0}
          emptyText={t(filtered ? 'list.noMatch' : list.state.archived ? 'list.noArchived' : 'list.empty')}
          testId="funnels"
        >
          <FunnelsTable funnels={list.funnels} timeZone={timeZone} onAction={onAction} />
        </ListBody>
      </Stack>
      {creating && canCreate ? (
        <FunnelDatesProvider>
          <CreateFunnelModal
            timeZone={timeZone}
            onClose={() => setCreating(false)}
            onCreated={(id) => navigate(funnelBuilderPath(id))}
          />
        </FunnelDatesProvider>
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={t('delete.title')}
          body={t('delete.body', { name: deleting.name })}
          labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm') }}
          testIds={{ dialog: 'delete-funnel-modal', cancel: 'delete-funnel-cancel', confirm: 'delete-funnel-confirm' }}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            if (await actions.remove(deleting)) setDeleting(null);
          }}
        />
      ) : null}
    </Container>
  );
}
