import type { ApplicationStatus, DecisionAction } from '@cohort/shared';
import { Badge, Button, Group, Menu, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconArrowsRightLeft, IconCopy, IconGavel, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AvatarList } from '../../../ui/avatar-list.tsx';
import { ApplicationPdfButton } from '../../applications-analytics/index.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { startupFilePath } from '../../startup-file/index.ts';
import type { ApplicationFileData } from '../graphql/application-file.query.ts';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';
import { DecisionModal } from './decision-modal.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The application's people: its applicant first, then the co-founders they invited. */
function peopleOf(application: ApplicationFileData) {
  const people = application.members.flatMap((member) => (member.user ? [member.user] : []));
  if (application.applicant && !people.some((person) => person._id === application.applicant?._id)) {
    people.unshift(application.applicant);
  }
  return people;
}

/**
 * The top of an application file (spec 01 §2.2): the startup, its applicant(s), the funnel, the round and the
 * status; for staff, the duplicate flag and the prepared decision, and the actions the server lets them take.
 */
export function ApplicationHeader({
  application,
  actions,
}: {
  application: ApplicationFileData;
  actions: ApplicationActions;
}) {
  const { t } = useTranslation('applicationFile');
  const navigate = useNavigate();
  const [deciding, setDeciding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const people = peopleOf(application);
  const staff = application.viewerCan.viewAsStaff;
  const title = application.startup?.name ?? application.startupName ?? t('header.untitled');
  const rounds = application.funnelRounds.filter((round) => round._id !== application.round?._id);
  const final = application.status === 'accepted' || application.status === 'rejected';

  const move = async (roundId: string) => {
    setBusy(true);
    const result = await actions.move(roundId);
    setBusy(false);
    if (result.ok) actions.feedback.succeeded(t('header.moved'));
    else actions.feedback.failed(result.message);
  };
  const publish = async () => {
    setBusy(true);
    const result = await actions.publish();
    setBusy(false);
    if (result.ok) actions.feedback.succeeded(t('decision.published'));
    else actions.feedback.failed(result.message);
  };
  const remove = async () => {
    const result = await actions.remove();
    if (!result.ok) {
      actions.feedback.failed(result.message);
      return;
    }
    setDeleting(false);
    actions.feedback.succeeded(t('header.deleted'));
    void navigate(staff ? '/applications/overview' : '/applications');
  };

  return (
    <Group justify="space-between" align="flex-start" gap="md" data-testid="application-header">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid="application-title">
            {title}
          </Title>
          <StatusBadge status={application.status as ApplicationStatus} size="lg" data-testid="application-status" />
        </Group>
        <Group gap="sm" wrap="wrap">
          <AvatarList people={people} variant="compact" data-testid="application-people" />
          <Text size="sm" dir="auto" data-testid="application-applicants">
            {people.map((person) => person.fullName).join(', ')}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" dir="auto" data-testid="application-funnel">
            {application.funnel.name}
          </Text>
          <Text size="sm" c="dimmed">
            ·
          </Text>
          <Text size="sm" c="dimmed" dir="auto" data-testid="application-round">
            {application.round?.name ?? t('header.intake')}
          </Text>
          {application.startup ? (
            <>
              <Text size="sm" c="dimmed">
                ·
              </Text>
              <Text
                component={Link}
                to={startupFilePath(application.startup._id)}
                size="sm"
                c="blue"
                data-testid="application-startup-link"
              >
                {t('header.startupFile')}
              </Text>
            </>
          ) : null}
        </Group>
        {staff ? (
          <Group gap="xs" wrap="wrap">
            {application.duplicateCount ? (
              <Tooltip label={t('header.duplicateHint')}>
                <Badge
                  color="orange"
                  variant="outline"
                  leftSection={<IconCopy size={12} />}
                  data-testid="application-duplicate"
                >
                  {t('header.duplicate', { count: application.duplicateCount })}
                </Badge>
              </Tooltip>
            ) : null}
            {application.preparedDecision ? (
              <Badge color="grape" variant="light" data-testid="application-prepared-decision">
                {t('header.prepared', {
                  action: t(`decision.actions.${application.preparedDecision as DecisionAction}`),
                })}
              </Badge>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {staff ? (
        <Group gap="xs">
          <ApplicationPdfButton applicationId={application._id} size="xs" />
          {application.viewerCan.process && rounds.length > 0 && !final && application.status !== 'draft' ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="default"
                  size="xs"
                  loading={busy}
                  leftSection={<IconArrowsRightLeft size={14} />}
                  data-testid="application-move"
                >
                  {t('header.move')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {rounds.map((round) => (
                  <Menu.Item key={round._id} onClick={() => void move(round._id)} data-testid="application-move-round">
                    {round.name}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ) : null}
          {application.viewerCan.decide && application.preparedDecision ? (
            <Button
              size="xs"
              variant="light"
              color="grape"
              loading={busy}
              leftSection={<IconSend size={14} />}
              onClick={() => void publish()}
              data-testid="application-publish"
            >
              {t('header.publish')}
            </Button>
          ) : null}
          {application.viewerCan.decide && !final ? (
            <Button
              size="xs"
              leftSection={<IconGavel size={14} />}
              onClick={() => setDeciding(true)}
              data-testid="application-decide"
            >
              {t('header.decide')}
            </Button>
          ) : null}
          {application.viewerCan.delete ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => setDeleting(true)}
              data-testid="application-delete"
            >
              {t('header.delete')}
            </Button>
          ) : null}
        </Group>
      ) : null}
      {deciding ? (
        <DecisionModal application={application} actions={actions} onClose={() => setDeciding(false)} />
      ) : null}
      {deleting ? (
        <ConfirmModal
          title={t('header.deleteTitle')}
          body={t('header.deleteBody')}
          labels={{ cancel: t('actions.cancel'), confirm: t('header.delete') }}
          testIds={{
            dialog: 'application-delete-dialog',
            cancel: 'application-delete-cancel',
            confirm: 'application-delete-confirm',
          }}
          onClose={() => setDeleting(false)}
          onConfirm={remove}
        />
      ) : null}
    </Group>
  );
}
