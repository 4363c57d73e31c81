import { Alert, Box, Fieldset, ScrollArea, Stack, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail, IconRoute, IconSettings, IconUsers } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFeatureFlag } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import type { FunnelData } from '../graphql/funnel-fields.fragment.ts';
import { PublishFunnelMutation } from '../graphql/publish-funnel.mutation.ts';
import { useFunnelsFeedback } from '../hooks/use-funnels-feedback.ts';
import { useSaveFunnel } from '../hooks/use-save-funnel.ts';
import { AdminsPanel } from './admins-panel.tsx';
import { FunnelBuilderHeader } from './builder-header.tsx';
import { builderReducer, type DraftPart, dirtyParts, draftProblems, initialBuilderState } from './builder-state.ts';
import { DecisionEmailsPanel } from './decision-emails-panel.tsx';
import { RoundsPanel } from './rounds-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';

type Panel = 'settings' | 'rounds' | 'admins' | 'emails';

/**
 * The full-screen builder of a funnel: its settings, rounds, admins and decision e-mails, and the Publish switch.
 * Settings, rounds and admins are saved together (Save); each decision e-mail is saved on its own. Leaving with
 * unsaved changes asks first, as the forms builder does.
 */
export function FunnelBuilder({ funnel, timeZone }: { funnel: FunnelData; timeZone: string }) {
  const { t } = useTranslation('funnels');
  const feedback = useFunnelsFeedback();
  const [state, dispatch] = useReducer(builderReducer, funnel, initialBuilderState);
  const { draft } = state;
  usePageTitle(draft.settings.name || t('list.title'));
  const readOnly = !funnel.viewerCan.edit;
  const [panel, setPanel] = useState<Panel>('settings');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const anonymityEnabled = useFeatureFlag('anonymityApplications') === true;
  const [emailsDirty, setEmailsDirty] = useState(false);
  const parts = dirtyParts(state);
  const dirty = parts.length > 0;
  const problems = useMemo(() => draftProblems(draft), [draft]);

  // Fresher data of the funnel (the cache, then the network) replaces a draft that has no changes.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    if (!dirtyNow.current) dispatch({ type: 'reset', funnel });
  }, [funnel]);
  const blocker = useUnsavedChanges(dirty || emailsDirty);

  const onSaved = useCallback(
    (saved: FunnelData, savedParts: DraftPart[]) => dispatch({ type: 'saved', funnel: saved, parts: savedParts }),
    [],
  );
  const { save, saving, problems: serverProblems, clearProblems } = useSaveFunnel(funnel._id, onSaved);
  const [{ fetching: publishing }, publish] = useMutation(PublishFunnelMutation);

  const onSave = async () => {
    if (problems.count > 0) {
      setPanel(
        Object.keys(problems.settings).length > 0
          ? 'settings'
          : Object.keys(problems.rounds).length > 0
            ? 'rounds'
            : 'admins',
      );
      feedback.failed(t('builder.fixProblems', { count: problems.count }));
      return;
    }
    if (await save(state)) feedback.succeeded(t('toasts.saved'));
  };
  const onPublish = async (published: boolean) => {
    const result = await publish({ id: funnel._id, published });
    if (result.error) return feedback.failed(feedback.errorMessage(result.error));
    feedback.succeeded(t(published ? 'toasts.published' : 'toasts.unpublished', { name: funnel.name }));
  };

  const marks: Record<Panel, boolean> = {
    settings: parts.includes('settings'),
    rounds: parts.includes('rounds'),
    admins: parts.includes('admins'),
    emails: emailsDirty,
  };
  const tabs: { value: Panel; icon: typeof IconSettings }[] = [
    { value: 'settings', icon: IconSettings },
    { value: 'rounds', icon: IconRoute },
    { value: 'admins', icon: IconUsers },
    ...(readOnly ? [] : [{ value: 'emails' as const, icon: IconMail }]),
  ];

  return (
    <Stack
      gap={0}
      h="100dvh"
      data-testid="funnel-builder"
      data-funnel-id={funnel._id}
      data-dirty={dirty || emailsDirty || undefined}
    >
      <FunnelBuilderHeader
        funnel={funnel}
        title={draft.settings.name}
        dirty={dirty}
        saving={saving}
        publishing={publishing}
        readOnly={readOnly}
        timeZone={timeZone}
        onPublish={(published) => void onPublish(published)}
        onDiscard={() => {
          dispatch({ type: 'discard' });
          clearProblems();
        }}
        onSave={() => void onSave()}
      />
      {readOnly || serverProblems.general.length > 0 ? (
        <Stack gap="xs" px="md" pt="sm">
          {readOnly ? (
            <Alert color="blue" data-testid="funnel-builder-readonly">
              {t('builder.readOnly')}
            </Alert>
          ) : null}
          {serverProblems.general.length > 0 ? (
            <Alert color="red" role="alert" data-testid="funnel-builder-error">
              {serverProblems.general.join(' · ')}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
      <Tabs
        value={panel}
        onChange={(value) => value && setPanel(value as Panel)}
        orientation={wide ? 'vertical' : 'horizontal'}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: wide ? 'row' : 'column' }}
      >
        <Tabs.List
          p="sm"
          miw={wide ? 220 : undefined}
          style={wide ? { borderInlineEnd: '1px solid var(--mantine-color-default-border)' } : undefined}
        >
          {tabs.map(({ value, icon: Icon }) => (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                marks[value] ? (
                  <Box component="span" aria-label={t('builder.unsaved')}>
                    •
                  </Box>
                ) : null
              }
              data-testid={`funnel-builder-tab-${value}`}
            >
              {t(`builder.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Box style={{ flex: 1, minHeight: 0, minWidth: 0 }}>
          <ScrollArea h="100%" p="md">
            <Fieldset disabled={readOnly} variant="unstyled" p={0} m={0}>
              <Tabs.Panel value="settings">
                <SettingsPanel
                  funnelId={funnel._id}
                  settings={draft.settings}
                  intakeTitle={funnel.intakeForm?.title ?? null}
                  problems={problems.settings}
                  serverProblems={serverProblems.settings}
                  timeZone={timeZone}
                  anonymityEnabled={anonymityEnabled}
                  onChange={(patch) => dispatch({ type: 'settings', patch })}
                />
              </Tabs.Panel>
              <Tabs.Panel value="rounds">
                <RoundsPanel
                  rounds={draft.rounds}
                  problems={problems.rounds}
                  serverProblems={serverProblems.rounds}
                  timeZone={timeZone}
                  dispatch={dispatch}
                />
              </Tabs.Panel>
              <Tabs.Panel value="admins">
                <AdminsPanel
                  admins={draft.admins}
                  missing={problems.admins !== null}
                  serverProblems={serverProblems.admins}
                  onChange={(admins) => dispatch({ type: 'admins', admins })}
                />
              </Tabs.Panel>
            </Fieldset>
            {readOnly ? null : (
              <Tabs.Panel value="emails">
                <DecisionEmailsPanel funnelId={funnel._id} onDirtyChange={setEmailsDirty} />
              </Tabs.Panel>
            )}
          </ScrollArea>
        </Box>
      </Tabs>
      {blocker.state === 'blocked' ? (
        <ConfirmModal
          title={t('builder.leave.title')}
          body={t('builder.leave.body')}
          labels={{ cancel: t('builder.leave.stay'), confirm: t('builder.leave.confirm') }}
          testIds={{
            dialog: 'funnel-builder-leave',
            cancel: 'funnel-builder-leave-stay',
            confirm: 'funnel-builder-leave-confirm',
          }}
          onClose={() => blocker.reset()}
          onConfirm={async () => blocker.proceed()}
        />
      ) : null}
    </Stack>
  );
}
