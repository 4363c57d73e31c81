import { Button, Code, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent } from '../graphql/activity-log.query.ts';
import { changedFields, readableValue } from '../utils/activity.ts';

/** The before → after of every field an activity entry changed; long values are cut. */
export function ActivityDetailsModal({
  entry,
  description,
  onClose,
}: {
  entry: ActivityEvent;
  description: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const changes = changedFields(entry.before, entry.after);
  const shown = (value: unknown) => {
    const text = readableValue(value);
    return text === null ? (
      <Text span c="dimmed" size="sm">
        {t('activity.noValue')}
      </Text>
    ) : (
      <Code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} title={text}>
        {text}
      </Code>
    );
  };
  return (
    <Modal opened onClose={onClose} title={t('activity.detailsTitle')} size="lg" data-testid="activity-details">
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        {changes.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="activity-no-changes">
            {t('activity.noChanges')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activity.field')}</Table.Th>
                  <Table.Th>{t('activity.before')}</Table.Th>
                  <Table.Th aria-hidden="true" />
                  <Table.Th>{t('activity.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.field} data-testid="activity-change" data-field={change.field}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {change.field}
                      </Text>
                    </Table.Td>
                    <Table.Td data-testid="activity-change-before">{shown(change.before)}</Table.Td>
                    <Table.Td aria-hidden="true">→</Table.Td>
                    <Table.Td data-testid="activity-change-after">{shown(change.after)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('activity.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
