import { Badge, Group, List, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/avatar.tsx';
import type { EvaluationResultsData } from '../graphql/evaluation-results.query.ts';
import { EVALUATOR_FLAGS, isEvaluatorFlag } from '../utils/agreement.ts';
import { formatScore } from '../utils/results.ts';

const FLAG_COLOURS = { harsh: 'red', lenient: 'blue', constant: 'grape', few: 'gray' } as const;

/** Each evaluator's scoring: reviews, mean, spread, offset from the others, and what stands out, explained. */
export function EvaluatorProfiles({ evaluators }: { evaluators: EvaluationResultsData['evaluators'] }) {
  const { t, i18n } = useTranslation('evaluations');
  const language = i18n.resolvedLanguage ?? 'en';
  // The flags that appear, explained once under the table (the badges' tooltips say the same).
  const flagsShown = EVALUATOR_FLAGS.filter((flag) => evaluators.some((profile) => profile.flags.includes(flag)));
  const signed = (value: number | null | undefined) =>
    value == null ? '–' : `${value > 0 ? '+' : ''}${formatScore(value, language)}`;
  return (
    <Paper withBorder radius="md" p="md" data-testid="results-evaluators">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('results.evaluators.title')}
        </Title>
        {evaluators.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('results.evaluators.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.evaluators.evaluator')}</Table.Th>
                  <Table.Th>{t('results.evaluators.count')}</Table.Th>
                  <Table.Th>{t('results.evaluators.mean')}</Table.Th>
                  <Table.Th>{t('results.evaluators.sd')}</Table.Th>
                  <Table.Th>
                    <Tooltip label={t('results.evaluators.offsetHint')} multiline maw={280}>
                      <span>{t('results.evaluators.offset')}</span>
                    </Tooltip>
                  </Table.Th>
                  <Table.Th>{t('results.evaluators.flags')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {evaluators.map((profile, index) => (
                  <Table.Tr
                    key={profile.evaluator?._id ?? `former-${index}`}
                    data-testid="results-evaluator"
                    data-user-id={profile.evaluator?._id}
                  >
                    <Table.Td>
                      {profile.evaluator ? (
                        <Group gap="xs" wrap="nowrap">
                          <UserAvatar person={profile.evaluator} size="small" />
                          <Text size="sm" dir="auto">
                            {profile.evaluator.fullName}
                          </Text>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t('assignment.formerEvaluator')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{profile.count}</Table.Td>
                    <Table.Td>{formatScore(profile.mean, language)}</Table.Td>
                    <Table.Td>{formatScore(profile.sd, language)}</Table.Td>
                    <Table.Td>{signed(profile.offset)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="wrap">
                        {profile.flags.map((flag) =>
                          isEvaluatorFlag(flag) ? (
                            <Tooltip key={flag} label={t(`results.evaluators.flagHints.${flag}`)} multiline maw={280}>
                              <Badge
                                size="sm"
                                variant="light"
                                color={FLAG_COLOURS[flag]}
                                tt="none"
                                data-testid="results-evaluator-flag"
                                data-flag={flag}
                              >
                                {t(`results.evaluators.flagNames.${flag}`)}
                              </Badge>
                            </Tooltip>
                          ) : (
                            <Badge key={flag} size="sm" variant="light" color="gray" tt="none">
                              {flag}
                            </Badge>
                          ),
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {flagsShown.length > 0 ? (
          <List size="xs" c="dimmed" spacing={2} data-testid="results-evaluator-flags-legend">
            {flagsShown.map((flag) => (
              <List.Item key={flag}>
                <Text span size="xs" fw={600}>
                  {t(`results.evaluators.flagNames.${flag}`)}
                </Text>
                {' — '}
                {t(`results.evaluators.flagHints.${flag}`)}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Paper>
  );
}
