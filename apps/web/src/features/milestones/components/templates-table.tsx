import { List, Spoiler, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { RowActions } from '../../../ui/row-actions.tsx';
import { useTranslation } from 'react-i18next';
import type { MilestoneTemplateData } from '../graphql/milestone-template-fields.fragment.ts';
import { templateSummary } from '../utils/milestone-rules.ts';

/**
 * The incubator plans: name, description with its milestones in order (folded), how many milestones and the day the
 * last one is due after the plan starts; Edit and Delete.
 */
export function TemplatesTable({
  templates,
  onEdit,
  onDelete,
}: {
  templates: readonly MilestoneTemplateData[];
  onEdit: (template: MilestoneTemplateData) => void;
  onDelete: (template: MilestoneTemplateData) => void;
}) {
  const { t } = useTranslation('milestones');
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="templates-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('templates.columns.name')}</Table.Th>
            <Table.Th>{t('templates.columns.description')}</Table.Th>
            <Table.Th>{t('templates.columns.milestones')}</Table.Th>
            <Table.Th>{t('templates.columns.lastDue')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('templates.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {templates.map((template) => {
            const summary = templateSummary(template);
            return (
              <Table.Tr key={template._id} data-testid="template-row" data-template-name={template.name}>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto" data-testid="template-name">
                    {template.name}
                  </Text>
                </Table.Td>
                <Table.Td maw={420}>
                  <Stack gap={4}>
                    {template.description ? (
                      <Text size="sm" lineClamp={2} dir="auto">
                        {template.description}
                      </Text>
                    ) : null}
                    <Spoiler
                      maxHeight={0}
                      showLabel={t('templates.showSteps')}
                      hideLabel={t('templates.hideSteps')}
                      styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}
                    >
                      <List type="ordered" size="xs" spacing={2} data-testid="template-steps">
                        {template.items.map((item) => (
                          <List.Item key={item._id}>
                            <span dir="auto">{item.name}</span>{' '}
                            <Text span size="xs" c="dimmed">
                              ({t('templates.dayNumber', { days: item.dueOffsetDays })})
                            </Text>
                          </List.Item>
                        ))}
                      </List>
                    </Spoiler>
                  </Stack>
                </Table.Td>
                <Table.Td data-testid="template-count" data-count={summary.count}>
                  <Text size="sm">{summary.count}</Text>
                </Table.Td>
                <Table.Td data-testid="template-last-due">
                  {summary.lastDueOffsetDays === null ? (
                    <Text c="dimmed">–</Text>
                  ) : (
                    <Text size="sm">{t('templates.dayNumber', { days: summary.lastDueOffsetDays })}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <RowActions
                    labels={{
                      edit: t('actions.edit'),
                      editNamed: t('actions.editNamed', { name: template.name }),
                      delete: t('actions.delete'),
                      deleteNamed: t('actions.deleteNamed', { name: template.name }),
                    }}
                    onEdit={() => onEdit(template)}
                    onDelete={() => onDelete(template)}
                    testId="template"
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
