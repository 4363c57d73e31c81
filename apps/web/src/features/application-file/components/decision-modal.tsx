import { DECISION_ACTIONS, type DecisionAction } from '@cohort/shared';
import { Alert, Button, Group, Loader, Modal, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { ApplicationFileData } from '../graphql/application-file.query.ts';
import { DecisionEmailPreviewQuery } from '../graphql/decision-email-preview.query.ts';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';

function isDecisionAction(value: string | null | undefined): value is DecisionAction {
  return (DECISION_ACTIONS as readonly string[]).includes(value ?? '');
}

/**
 * Decides an application (APPLICATION/DECIDE_ROUND:VIEW): accept, reject or delay-reject, with the e-mail the
 * applicant will receive shown before anything goes out. "Prepare" keeps the decision for staff until it is
 * published (with others, from here or the overview); "Publish now" decides at once.
 */
export function DecisionModal({
  application,
  actions,
  onClose,
}: {
  application: ApplicationFileData;
  actions: ApplicationActions;
  onClose: () => void;
}) {
  const { t } = useTranslation('applicationFile');
  const prepared = isDecisionAction(application.preparedDecision) ? application.preparedDecision : null;
  const [action, setAction] = useState<DecisionAction>(prepared ?? 'accept');
  const [busy, setBusy] = useState<'prepare' | 'publish' | 'clear' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [{ data, fetching, error: previewError }] = useQuery({
    query: DecisionEmailPreviewQuery,
    variables: { applicationId: application._id, action },
    requestPolicy: 'network-only',
  });
  const preview = data?.applicationDecisionEmailPreview;

  const run = async (kind: 'prepare' | 'publish' | 'clear') => {
    setBusy(kind);
    setError(null);
    const result =
      kind === 'prepare'
        ? await actions.prepare(action)
        : kind === 'clear'
          ? await actions.prepare(null)
          : prepared === action
            ? await actions.publish()
            : await actions.decide(action);
    setBusy(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    actions.feedback.succeeded(
      kind === 'prepare' ? t('decision.prepared') : kind === 'clear' ? t('decision.cleared') : t('decision.published'),
    );
    onClose();
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('decision.title')}
      size="lg"
      data-testid="decision-modal"
    >
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={action}
          onChange={(value) => {
            if (isDecisionAction(value)) setAction(value);
          }}
          data={DECISION_ACTIONS.map((value) => ({ value, label: t(`decision.actions.${value}`) }))}
          data-testid="decision-action"
        />
        {prepared ? (
          <Text size="sm" c="dimmed" data-testid="decision-prepared-note">
            {t('decision.preparedNote', { action: t(`decision.actions.${prepared}`) })}
          </Text>
        ) : null}
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t('decision.previewTitle')}
          </Title>
          {fetching && !preview ? (
            <Loader size="sm" />
          ) : previewError || !preview ? (
            <Text size="sm" c="red">
              {t('decision.previewFailed')}
            </Text>
          ) : (
            <Paper withBorder p="sm" radius="md" data-testid="decision-preview">
              <Stack gap={6}>
                <Text size="xs" c="dimmed">
                  {preview.to ? t('decision.previewTo', { to: preview.to }) : null}
                  {preview.fromTemplate ? ` · ${t('decision.fromTemplate')}` : ` · ${t('decision.builtIn')}`}
                </Text>
                <Text fw={600} size="sm" dir="auto" data-testid="decision-preview-subject">
                  {preview.subject}
                </Text>
                {preview.paragraphs.map((paragraph, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
                  <Text key={index} size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            </Paper>
          )}
        </Stack>
        {error ? (
          <Alert color="red" role="alert" data-testid="decision-error">
            {error}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Group gap="xs">
            {prepared ? (
              <Button
                variant="subtle"
                color="gray"
                loading={busy === 'clear'}
                disabled={busy !== null}
                onClick={() => void run('clear')}
                data-testid="decision-clear"
              >
                {t('decision.clear')}
              </Button>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={busy !== null}>
              {t('actions.cancel')}
            </Button>
            <Button
              variant="light"
              loading={busy === 'prepare'}
              disabled={busy !== null}
              onClick={() => void run('prepare')}
              data-testid="decision-prepare"
            >
              {t('decision.prepare')}
            </Button>
            <Button
              color={action === 'accept' ? 'green' : 'red'}
              loading={busy === 'publish'}
              disabled={busy !== null}
              onClick={() => void run('publish')}
              data-testid="decision-publish"
            >
              {t('decision.publish')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
