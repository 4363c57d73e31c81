import { Anchor, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { PROFILE_KINDS } from '@cohort/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayNameOf, UserAvatar } from '../../../ui/avatar.tsx';
import { DateLabel } from '../../../ui/date-label.tsx';
import type { FormListItem } from '../hooks/use-forms-list.ts';
import { formAnswersPath } from '../answers/utils/answer-paths.ts';
import { formBuilderPath, profileBuilderPath } from '../utils/forms-url.ts';
import { type FormRowAction, FormRowMenu } from './form-row-menu.tsx';

/** The forms of a page: title, kind, tags, answers, last change and creator, with each form's actions. */
export function FormsTable({
  forms,
  canCreate,
  onAction,
}: {
  forms: FormListItem[];
  canCreate: boolean;
  onAction: (form: FormListItem, action: FormRowAction) => void;
}) {
  const { t } = useTranslation('forms');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="forms-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.title')}</Table.Th>
            <Table.Th>{t('list.columns.kind')}</Table.Th>
            <Table.Th>{t('list.columns.tags')}</Table.Th>
            <Table.Th ta="end">{t('list.columns.answers')}</Table.Th>
            <Table.Th>{t('list.columns.updatedAt')}</Table.Th>
            <Table.Th>{t('list.columns.creator')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {forms.map((form) => (
            <Table.Tr key={form._id} data-testid="form-row" data-form-title={form.title} data-form-id={form._id}>
              <Table.Td>
                {form.canEdit && !form.archivedAt ? (
                  <Anchor
                    component={Link}
                    to={PROFILE_KINDS.includes(form.kind) ? profileBuilderPath(form._id) : formBuilderPath(form._id)}
                    fw={500}
                    dir="auto"
                  >
                    {form.title}
                  </Anchor>
                ) : (
                  <Text fw={500} dir="auto">
                    {form.title}
                  </Text>
                )}
                <Text size="xs" c="dimmed">
                  {t('list.questionCount', { count: form.questionCount })}
                  {form.version > 1 ? ` · ${t('list.version', { version: form.version })}` : ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" data-testid="form-kind">
                  {t(`kinds.${form.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {form.tags.map((tag) => (
                    <Badge key={tag} variant="outline" color="gray" size="sm" dir="auto">
                      {tag}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td ta="end" data-testid="form-answers">
                {form.canEdit && !PROFILE_KINDS.includes(form.kind) ? (
                  <Anchor
                    component={Link}
                    to={formAnswersPath(form._id)}
                    aria-label={t('list.answersOf', { title: form.title, count: form.answerCount })}
                  >
                    {form.answerCount}
                  </Anchor>
                ) : (
                  form.answerCount
                )}
              </Table.Td>
              <Table.Td>
                <DateLabel value={form.updatedAt} format="relative" />
              </Table.Td>
              <Table.Td>
                {form.creator ? (
                  <Group gap="xs" wrap="nowrap">
                    <UserAvatar person={form.creator} size="tiny" />
                    <Text size="sm">{displayNameOf(form.creator)}</Text>
                  </Group>
                ) : null}
              </Table.Td>
              <Table.Td>
                <FormRowMenu form={form} canCreate={canCreate} onAction={(action) => onAction(form, action)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
