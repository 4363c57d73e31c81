import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { getSessionStorage } from '../../../lib/browser-storage.ts';
import { useCurrentUser } from '../../identity/index.ts';
import { MetricsCheckerQuery } from '../graphql/metrics-checker.query.ts';
import { checkerStep, rememberSkip, wasSkipped } from '../utils/checker-step.ts';
import { CategorizationModal } from './categorization-modal.tsx';
import { DataFormModal } from './data-form-modal.tsx';

/**
 * The metric checker of the signed-in shell (spec 01 §4, spec 02 §4), for cofounders only: when their startup owes
 * its categorization or a data form, "You have metrics to update" with Fill now (the modal) and Skip (closed and
 * remembered for this browser session). It sits above the page rather than over it, so the person may keep working.
 */
export function MetricsChecker() {
  const user = useCurrentUser();
  if (user.role.type !== 'Cofounder' || user.startups.length === 0) return null;
  const named = user.startups.length > 1;
  return (
    <Suspense fallback={null}>
      {user.startups.map((startup) => (
        <StartupMetricsChecker key={startup._id} startupId={startup._id} startupName={startup.name} showName={named} />
      ))}
    </Suspense>
  );
}

type Open = null | 'form';

/** One startup's checker: a cofounder of several startups is prompted for each one that owes something. */
function StartupMetricsChecker({
  startupId,
  startupName,
  showName,
}: {
  startupId: string;
  startupName: string;
  showName: boolean;
}) {
  const { t } = useTranslation('metrics');
  const [{ data }, refetch] = useQuery({
    query: MetricsCheckerQuery,
    variables: { startupId },
    requestPolicy: 'cache-and-network',
  });
  const [skipped, setSkipped] = useState(() => wasSkipped(getSessionStorage(), startupId));
  const [dismissed, setDismissed] = useState(false);
  const [open, setOpen] = useState<Open>(null);

  const checker = data?.metricsChecker;
  const step = checkerStep(
    checker
      ? {
          initialCategorizationComplete: checker.startup.initialCategorizationComplete,
          pendingType: checker.pendingDataForm?.type ?? null,
          skippedThisSession: skipped,
        }
      : null,
  );
  const pending = checker?.pendingDataForm ?? null;

  // Completing a step refetches: the next pending form follows in the same modal, else "Metrics are up to date.".
  const completed = () => refetch({ requestPolicy: 'network-only' });
  const close = () => setOpen(null);

  const skip = () => {
    rememberSkip(getSessionStorage(), startupId);
    setSkipped(true);
    setDismissed(true);
  };

  const prompt =
    (step === 'CATEGORIZATION' || step === 'METRICS') && !dismissed && open === null ? (
      <Alert
        color="blue"
        m="md"
        title={showName ? `${t('checker.title')} · ${startupName}` : t('checker.title')}
        role="status"
        data-testid="metrics-checker"
        data-step={step}
        data-startup-name={startupName}
      >
        <Stack gap="xs">
          <Text size="sm">{t('checker.body')}</Text>
          <Group gap="xs">
            <Button size="xs" onClick={() => setOpen('form')} data-testid="metrics-checker-fill">
              {t('checker.fill')}
            </Button>
            <Button size="xs" variant="default" onClick={skip} data-testid="metrics-checker-skip">
              {t('checker.skip')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    ) : null;

  let modal = null;
  if (open === 'form' && pending) {
    modal =
      pending.type === 'categorization' ? (
        <CategorizationModal key="categorization" startupId={startupId} onClose={close} onSaved={completed} />
      ) : pending.date ? (
        <DataFormModal
          key={pending.date}
          startupId={startupId}
          date={pending.date}
          onClose={close}
          onSaved={completed}
        />
      ) : null;
  } else if (open === 'form' && checker && !pending) {
    modal = (
      <Modal opened onClose={close} title={t('form.doneTitle')} data-testid="metrics-done-modal">
        <Stack>
          <Alert color="green" data-testid="metrics-up-to-date">
            {t('messages.upToDate')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close} data-testid="metrics-done-close">
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <>
      {prompt}
      {modal}
    </>
  );
}
