import {
  Badge,
  Button,
  Checkbox,
  Group,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { EvaluationRoundData } from '../graphql/evaluation-round.fragment.ts';
import { UnassignEvaluationMutation } from '../graphql/unassign-evaluation.mutation.ts';
import { useEvaluationFeedback } from '../hooks/use-evaluation-feedback.ts';
import { ROUND_APPLICATIONS_PAGE_SIZE } from '../hooks/use-evaluation-round.ts';
import { isConflictReason } from '../utils/review-status.ts';
import { AssignEvaluatorsModal } from './assign-evaluators-modal.tsx';
import { AssignmentChip } from './assignment-chip.tsx';

const SEARCH_DELAY_MS = 300;

/**
 * The round's applications, 50 a page with a search: each with its tags, its evaluators as chips in the colour of
 * their review (x removes one) and its conflicts of interest; boxes choose applications for "Assign evaluators…".
 */
export function RoundApplications({
  round,
  search,
  page,
  onSearch,
  onPage,
  onChanged,
}: {
  round: EvaluationRoundData;
  search: string;
  page: number;
  onSearch: (search: string) => void;
  onPage: (page: number) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('evaluations');
  const feedback = useEvaluationFeedback();
  const [typed, setTyped] = useState(search);
  const searchLater = useDebouncedCallback((value: string) => onSearch(value), SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [, unassign] = useMutation(UnassignEvaluationMutation);
  const canManage = round.canManage;
  const names = useMemo(() => {
    const byId = new Map<string, string>();
    for (const evaluator of round.evaluators) byId.set(evaluator.user._id, evaluator.user.fullName);
    for (const application of round.applications)
      for (const assignment of application.assignments)
        if (assignment.evaluator) byId.set(assignment.evaluator._id, assignment.evaluator.fullName);
    return byId;
  }, [round]);
  const pageIds = round.applications.map((application) => application._id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  const pageCount = Math.max(1, Math.ceil(round.applicationCount / ROUND_APPLICATIONS_PAGE_SIZE));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      if (chosenOnPage === pageIds.length) for (const id of pageIds) next.delete(id);
      else for (const id of pageIds) next.add(id);
      return next;
    });

  const remove = async (assignmentId: string, name: string) => {
    setRemoving(assignmentId);
    const result = await unassign({ id: assignmentId });
    setRemoving(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('assignment.removed', { name }));
    onChanged();
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="evaluation-applications">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4">
            {t('applications.title', { count: round.applicationCount })}
          </Title>
          <Group gap="sm" wrap="wrap">
            <TextInput
              leftSection={<IconSearch size={16} />}
              placeholder={t('applications.search')}
              aria-label={t('applications.search')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                searchLater(event.currentTarget.value);
              }}
              w={260}
              data-testid="evaluation-applications-search"
            />
            {canManage ? (
              <Button
                disabled={selected.size === 0}
                onClick={() => setAssigning(true)}
                data-testid="evaluation-assign-open"
              >
                {t('applications.assign', { count: selected.size })}
              </Button>
            ) : null}
          </Group>
        </Group>
        {round.applications.length === 0 ? (
          <Text c="dimmed" ta="center" p="lg" data-testid="evaluation-applications-empty">
            {search ? t('applications.noMatch') : t('applications.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="evaluation-applications-table">
              <Table.Thead>
                <Table.Tr>
                  {canManage ? (
                    <Table.Th w={40}>
                      <Checkbox
                        aria-label={t('applications.selectPage')}
                        checked={chosenOnPage > 0 && chosenOnPage === pageIds.length}
                        indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
                        onChange={toggleAll}
                        data-testid="evaluation-applications-select-all"
                      />
                    </Table.Th>
                  ) : null}
                  <Table.Th>{t('applications.columns.application')}</Table.Th>
                  <Table.Th>{t('applications.columns.tags')}</Table.Th>
                  <Table.Th>{t('applications.columns.evaluators')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {round.applications.map((application) => {
                  const isSelected = selected.has(application._id);
                  const short = Math.max(0, round.reviewsNeeded - application.assignments.length);
                  return (
                    <Table.Tr
                      key={application._id}
                      data-testid="evaluation-application-row"
                      data-application-id={application._id}
                      bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
                    >
                      {canManage ? (
                        <Table.Td>
                          <Checkbox
                            aria-label={t('applications.select', { name: application.label })}
                            checked={isSelected}
                            onChange={() => toggle(application._id)}
                            data-testid="evaluation-application-select"
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Stack gap={4}>
                          <Text size="sm" fw={600} dir="auto" data-testid="evaluation-application-label">
                            {application.label}
                          </Text>
                          <Group gap={4} wrap="wrap">
                            {short > 0 ? (
                              <Badge size="xs" color="orange" variant="light" tt="none" data-testid="evaluation-short">
                                {t('applications.short', { count: short })}
                              </Badge>
                            ) : null}
                            {application.conflicts.map((conflict) => {
                              const name = names.get(conflict.evaluatorId) ?? t('applications.someEvaluator');
                              const reason = isConflictReason(conflict.reason)
                                ? t(`conflictReasons.${conflict.reason}`)
                                : conflict.reason;
                              return (
                                <Tooltip
                                  key={`${conflict.evaluatorId}-${conflict.reason}`}
                                  multiline
                                  maw={320}
                                  label={
                                    conflict.note
                                      ? t('applications.conflictNote', { name, reason, note: conflict.note })
                                      : t('applications.conflictHint', { name, reason })
                                  }
                                >
                                  <Badge
                                    size="xs"
                                    color="red"
                                    variant="outline"
                                    tt="none"
                                    leftSection={<IconAlertTriangle size={10} aria-hidden />}
                                    data-testid="evaluation-conflict"
                                    data-evaluator-id={conflict.evaluatorId}
                                    data-reason={conflict.reason}
                                  >
                                    {t('applications.conflict', { name })}
                                  </Badge>
                                </Tooltip>
                              );
                            })}
                          </Group>
                        </Stack>
                      </Table.Td>
                      <Table.Td>
                        {application.tags.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            –
                          </Text>
                        ) : (
                          <Group gap={4} wrap="wrap">
                            {application.tags.map((tag) => (
                              <Badge key={tag} size="sm" variant="outline" color="teal" tt="none" dir="auto">
                                {tag}
                              </Badge>
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {application.assignments.length === 0 ? (
                          <Text size="sm" c="dimmed">
                            {t('applications.nobodyAssigned')}
                          </Text>
                        ) : (
                          <Group gap={6} wrap="wrap">
                            {application.assignments.map((assignment) => (
                              <AssignmentChip
                                key={assignment._id}
                                assignment={assignment}
                                removing={removing === assignment._id}
                                {...(canManage && assignment.status !== 'submitted'
                                  ? {
                                      onRemove: () =>
                                        void remove(
                                          assignment._id,
                                          assignment.evaluator?.fullName ?? t('assignment.formerEvaluator'),
                                        ),
                                    }
                                  : {})}
                              />
                            ))}
                          </Group>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="evaluation-applications-total">
            {selected.size > 0
              ? t('applications.selected', { count: selected.size })
              : t('applications.total', { count: round.applicationCount })}
          </Text>
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPage}
            hideWithOnePage
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('pager.previous') : t('pager.next'),
            })}
            data-testid="evaluation-applications-pagination"
          />
        </Group>
      </Stack>
      {assigning ? (
        <AssignEvaluatorsModal
          round={round}
          applicationIds={[...selected]}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            setSelected(new Set());
            onChanged();
          }}
        />
      ) : null}
    </Paper>
  );
}
