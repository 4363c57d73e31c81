import type { MilestoneStatus } from '@cohort/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  IconBan,
  IconCheck,
  IconCircleDashed,
  IconPencil,
  IconPlus,
  IconProgress,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useDateLocale } from '../../../ui/date-label.tsx';
import { DeleteStartupMilestoneMutation } from '../graphql/delete-startup-milestone.mutation.ts';
import type { StartupMilestoneData } from '../graphql/startup-milestone-fields.fragment.ts';
import { UpdateStartupMilestoneMutation } from '../graphql/update-startup-milestone.mutation.ts';
import { useMilestonesFeedback } from '../hooks/use-milestones-feedback.ts';
import { useStartupMilestones } from '../hooks/use-startup-milestones.ts';
import { milestoneFormValues, milestoneInput } from '../utils/milestone-form.ts';
import {
  dayInZone,
  formatDay,
  isMilestoneOverdue,
  leadingDoneCount,
  MILESTONE_STATUS_COLORS,
  milestoneProgress,
} from '../utils/milestone-rules.ts';
import { ApplyTemplateModal } from './apply-template-modal.tsx';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';
import { MilestoneFormModal } from './milestone-form-modal.tsx';
import { MilestoneStatusBadge, MilestoneStatusMenu } from './milestone-status-badge.tsx';

const STATUS_ICONS: Record<MilestoneStatus, ReactNode> = {
  NOT_STARTED: <IconCircleDashed size={14} />,
  IN_PROGRESS: <IconProgress size={14} />,
  DONE: <IconCheck size={14} />,
  BLOCKED: <IconBan size={14} />,
};

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; milestone: StartupMilestoneData }
  | { kind: 'delete'; milestone: StartupMilestoneData }
  | { kind: 'apply' }
  | null;

/**
 * A startup's milestones (issue 6) as a timeline: each with its status in colour, its due day (overdue ones, not done
 * and due before today, stand out) and a progress bar of those done. Those who may edit change the status from the
 * badge, edit and delete; those who may create add a milestone or apply an incubator plan from a start day.
 */
export function StartupMilestones({ startupId }: { startupId: string }) {
  const { t } = useTranslation('milestones');
  const locale = useDateLocale();
  const feedback = useMilestonesFeedback();
  const { milestones, canCreate, today, timezone, error, refresh } = useStartupMilestones(startupId);
  const [, updateMilestone] = useMutation(UpdateStartupMilestoneMutation);
  const [, deleteMilestone] = useMutation(DeleteStartupMilestoneMutation);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [changing, setChanging] = useState<string | null>(null);

  if (error && !milestones) {
    return (
      <Alert color="red" role="alert" data-testid="startup-milestones-error">
        {feedback.errorMessage(error)}
      </Alert>
    );
  }
  if (!milestones) {
    return (
      <Center p="xl" data-testid="startup-milestones-loading">
        <Loader size="sm" />
      </Center>
    );
  }

  const progress = milestoneProgress(milestones);

  const changeStatus = async (milestone: StartupMilestoneData, status: MilestoneStatus) => {
    setChanging(milestone._id);
    const result = await updateMilestone({
      id: milestone._id,
      input: milestoneInput({ ...milestoneFormValues(milestone), status }),
    });
    setChanging(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('startup.toasts.statusChanged', { name: milestone.name, status: t(`statuses.${status}`) }));
  };

  const saved = (milestone: StartupMilestoneData, created: boolean) => {
    setDialog(null);
    feedback.succeeded(t(created ? 'startup.toasts.created' : 'startup.toasts.updated', { name: milestone.name }));
    if (created) refresh();
  };

  const removeConfirmed = async (milestone: StartupMilestoneData) => {
    const result = await deleteMilestone({ id: milestone._id });
    setDialog(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('startup.toasts.deleted', { name: milestone.name }));
    refresh();
  };

  return (
    <Stack gap="md" data-testid="startup-milestones">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={2} size="h4">
          {t('startup.title')}
        </Title>
        {canCreate ? (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconTemplate size={16} />}
              onClick={() => setDialog({ kind: 'apply' })}
              data-testid="startup-milestones-apply"
            >
              {t('startup.apply')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="startup-milestones-add"
            >
              {t('startup.add')}
            </Button>
          </Group>
        ) : null}
      </Group>

      {progress.total > 0 ? (
        <Stack gap={4} data-testid="startup-milestones-progress" data-done={progress.done} data-total={progress.total}>
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('startup.progress', { done: progress.done, total: progress.total })}
            </Text>
            <Text size="sm" c="dimmed">
              {progress.percent}%
            </Text>
          </Group>
          <Progress
            value={progress.percent}
            color="green"
            size="md"
            radius="xl"
            aria-label={t('startup.progressLabel', { percent: progress.percent })}
          />
        </Stack>
      ) : (
        <Text c="dimmed" size="sm" ta="center" p="lg" data-testid="startup-milestones-empty">
          {canCreate ? t('startup.emptyCanCreate') : t('startup.empty')}
        </Text>
      )}

      {milestones.length > 0 ? (
        <Timeline active={leadingDoneCount(milestones) - 1} color="green" bulletSize={26} lineWidth={2}>
          {milestones.map((milestone) => {
            const overdue = isMilestoneOverdue(milestone, today);
            return (
              <Timeline.Item
                key={milestone._id}
                bullet={
                  <ThemeIcon size={26} radius="xl" color={MILESTONE_STATUS_COLORS[milestone.status]}>
                    {STATUS_ICONS[milestone.status]}
                  </ThemeIcon>
                }
                title={
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm" dir="auto" data-testid="milestone-name">
                        {milestone.name}
                      </Text>
                      {milestone.canEdit ? (
                        <MilestoneStatusMenu
                          name={milestone.name}
                          status={milestone.status}
                          disabled={changing === milestone._id}
                          onChange={(status) => void changeStatus(milestone, status)}
                        />
                      ) : (
                        <MilestoneStatusBadge status={milestone.status} />
                      )}
                    </Group>
                    {milestone.canEdit ? (
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('actions.edit')}>
                          <ActionIcon
                            variant="subtle"
                            size="sm"
                            aria-label={t('actions.editNamed', { name: milestone.name })}
                            onClick={() => setDialog({ kind: 'edit', milestone })}
                            data-testid="milestone-edit"
                          >
                            <IconPencil size={14} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('actions.delete')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            size="sm"
                            aria-label={t('actions.deleteNamed', { name: milestone.name })}
                            onClick={() => setDialog({ kind: 'delete', milestone })}
                            data-testid="milestone-delete"
                          >
                            <IconTrash size={14} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    ) : null}
                  </Group>
                }
                data-testid="milestone-item"
                data-milestone-name={milestone.name}
                data-overdue={overdue || undefined}
              >
                <Stack gap={2} mt={4}>
                  {milestone.description ? (
                    <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: 'pre-line' }}>
                      {milestone.description}
                    </Text>
                  ) : null}
                  <Group gap="xs">
                    {milestone.dueDate ? (
                      <Text
                        size="xs"
                        c={overdue ? 'red' : 'dimmed'}
                        fw={overdue ? 600 : undefined}
                        data-testid="milestone-due"
                      >
                        {t('startup.due', { date: formatDay(milestone.dueDate, locale) })}
                      </Text>
                    ) : (
                      <Text size="xs" c="dimmed" data-testid="milestone-due">
                        {t('startup.noDueDate')}
                      </Text>
                    )}
                    {overdue ? (
                      <Badge color="red" variant="filled" size="xs" data-testid="milestone-overdue">
                        {t('startup.overdue')}
                      </Badge>
                    ) : null}
                    {milestone.status === 'DONE' && milestone.completedAt ? (
                      <Text size="xs" c="dimmed" data-testid="milestone-completed">
                        {t('startup.completed', {
                          date: formatDay(dayInZone(milestone.completedAt, timezone), locale),
                        })}
                      </Text>
                    ) : null}
                  </Group>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      ) : null}

      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <MilestoneFormModal
          startupId={startupId}
          milestone={dialog.kind === 'edit' ? dialog.milestone : null}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      {dialog?.kind === 'apply' ? (
        <ApplyTemplateModal
          startupId={startupId}
          today={today}
          onClose={() => setDialog(null)}
          onApplied={(template) => {
            setDialog(null);
            feedback.succeeded(t('startup.toasts.applied', { name: template.name, count: template.items.length }));
            refresh();
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDeleteModal
          title={t('startup.delete.title', { name: dialog.milestone.name })}
          body={t('startup.delete.body', { name: dialog.milestone.name })}
          onClose={() => setDialog(null)}
          onConfirm={() => removeConfirmed(dialog.milestone)}
        />
      ) : null}
    </Stack>
  );
}
