import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PROFILE_KINDS } from '@cohort/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { ListBody } from '../../../ui/list-body.tsx';
import { ListPager } from '../../../ui/list-pager.tsx';
import { usePermission } from '../../access/index.ts';
import { usePageTitle } from '../../organisation/index.ts';
import { FormTagsQuery } from '../graphql/form-tags.query.ts';
import { useFormActions } from '../hooks/use-form-actions.ts';
import { useFormsFeedback } from '../hooks/use-forms-feedback.ts';
import { type FormListItem, useFormsList } from '../hooks/use-forms-list.ts';
import { CreateFormModal } from '../list/create-form-modal.tsx';
import type { FormRowAction } from '../list/form-row-menu.tsx';
import { FormsFilters } from '../list/forms-filters.tsx';
import { FormsTable } from '../list/forms-table.tsx';
import { ShareFormModal } from '../list/share-form-modal.tsx';
import { FORMS_PAGE_SIZE, FORMS_PATH, formBuilderPath, NEW_FORM_PATH, profileBuilderPath } from '../utils/forms-url.ts';

type Dialog = { kind: 'share' | 'delete'; form: FormListItem } | null;

/**
 * /forms/management (FORM:CREATE or FORM:EDIT): the organisation's forms with search, kind, tag and archived filters
 * kept in the address; /forms/management/new opens the creation dialog over it (`creating`).
 */
export function FormsPage({ creating = false }: { creating?: boolean }) {
  const { t } = useTranslation('forms');
  usePageTitle(t('list.title'));
  const navigate = useNavigate();
  const list = useFormsList();
  const feedback = useFormsFeedback();
  const canCreate = usePermission('FORM:CREATE') === true;
  const actions = useFormActions(list.refresh);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A deleted form leaves the list at once, whatever answer of a refresh started before its deletion comes last.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const shownForms = useMemo(() => list.forms.filter((form) => !deletedIds.has(form._id)), [list.forms, deletedIds]);
  const [{ data: tagData }] = useQuery({ query: FormTagsQuery });
  const tags = useMemo(
    () =>
      [
        ...new Set([...(tagData?.tags ?? []).map((tag) => tag.name), ...list.forms.flatMap((form) => form.tags)]),
      ].sort(),
    [tagData, list.forms],
  );

  const onAction = (form: FormListItem, action: FormRowAction) => {
    switch (action) {
      case 'edit':
        navigate(PROFILE_KINDS.includes(form.kind) ? profileBuilderPath(form._id) : formBuilderPath(form._id));
        return;
      case 'duplicate':
        void actions.duplicate(form);
        return;
      case 'archive':
      case 'restore':
        void actions.archive(form, action === 'archive');
        return;
      case 'share':
      case 'delete':
        setDialog({ kind: action, form });
    }
  };

  const pageCount = Math.max(1, Math.ceil(list.totalCount / FORMS_PAGE_SIZE));
  const filtered = list.state.search !== '' || list.state.kind !== null || list.state.tag !== '';
  return (
    <Container size={1280} py="lg" data-testid="forms-page">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={720}>
            <Title order={1} size="h2">
              {t('list.title')}
            </Title>
            <Text c="dimmed">{t('list.subtitle')}</Text>
          </Stack>
          {canCreate ? (
            <Button component={Link} to={NEW_FORM_PATH} leftSection={<IconPlus size={16} />} data-testid="forms-new">
              {t('list.new')}
            </Button>
          ) : null}
        </Group>
        <FormsFilters
          state={list.state}
          search={list.search}
          tags={tags}
          onSearch={list.setSearch}
          onChange={list.change}
        />
        <ListBody
          error={list.error ? feedback.errorMessage(list.error) : null}
          loaded={list.loaded}
          empty={shownForms.length === 0}
          emptyText={t(filtered ? 'list.noMatch' : list.state.archived ? 'list.noArchived' : 'list.empty')}
          testId="forms"
        >
          <FormsTable forms={shownForms} canCreate={canCreate} onAction={onAction} />
        </ListBody>
        <ListPager
          list={list}
          pageCount={pageCount}
          labels={{
            total: t('list.total', { count: list.totalCount }),
            previous: t('list.previous'),
            next: t('list.next'),
          }}
          testId="forms"
        />
      </Stack>
      {creating ? (
        <CreateFormModal
          onClose={() => navigate(FORMS_PATH)}
          onCreated={(id) => navigate(formBuilderPath(id), { replace: true })}
        />
      ) : null}
      {dialog?.kind === 'share' ? (
        <ShareFormModal
          form={dialog.form}
          onClose={() => setDialog(null)}
          onShare={(audience, expiresAt) => actions.share(dialog.form._id, audience, expiresAt)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmModal
          title={t('delete.title')}
          body={t('delete.body', { title: dialog.form.title })}
          labels={{ cancel: t('delete.cancel'), confirm: t('delete.confirm') }}
          testIds={{ dialog: 'delete-form-modal', cancel: 'delete-form-cancel', confirm: 'delete-form-confirm' }}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const { _id: id } = dialog.form;
            if (await actions.remove(dialog.form)) {
              setDeletedIds((current) => new Set([...current, id]));
              setDialog(null);
            }
          }}
        />
      ) : null}
    </Container>
  );
}
