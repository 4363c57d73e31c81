import { Anchor, Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { displayNameOf } from '../../../ui/avatar.tsx';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { ListBody } from '../../../ui/list-body.tsx';
import { ListPager } from '../../../ui/list-pager.tsx';
import { usePageTitle } from '../../organisation/index.ts';
import { AddProgramMembersModal } from '../components/add-program-members-modal.tsx';
import { ProgramMembersTable } from '../components/program-members-table.tsx';
import { PeopleProgramsQuery } from '../graphql/people-programs.query.ts';
import type { ProgramMemberData } from '../graphql/program-members.query.ts';
import { RemoveProgramMembersMutation } from '../graphql/remove-program-members.mutation.ts';
import { useProgramMembers } from '../hooks/use-program-members.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { programMembersPageCount } from '../utils/people-programs-url.ts';

/**
 * /community/people/assignation (spec 01 §2.3, User programme assignation; startup managers): choose a programme of
 * people (a mentor track, a fellowship), see its people a page at a time with their role, search them, add people
 * found by name or e-mail, and remove them. The programme, search and page live in the address, so the programmes
 * page links straight to one programme.
 */
export function PeopleProgramsPage() {
  const { t } = useTranslation('peoplePrograms');
  usePageTitle(t('title'));
  const feedback = useStartupsFeedback();
  const [{ data: programsData, error: programsError }, reloadPrograms] = useQuery({
    query: PeopleProgramsQuery,
    requestPolicy: 'cache-and-network',
  });
  const list = useProgramMembers();
  const programs = programsData?.programs ?? [];
  const program = programs.find((candidate) => candidate._id === list.state.program) ?? null;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProgramMemberData | null>(null);
  const [, removeMembers] = useMutation(RemoveProgramMembersMutation);

  const changed = () => {
    list.refresh();
    reloadPrograms({ requestPolicy: 'network-only' });
  };

  const added = (count: number) => {
    setAdding(false);
    if (program) feedback.succeeded(t('toasts.added', { count, name: program.name }));
    changed();
  };

  const removeConfirmed = async (member: ProgramMemberData) => {
    if (!program) return;
    const result = await removeMembers({ programId: program._id, userIds: [member.user._id] });
    setRemoving(null);
    if (result.error) {
      feedback.failed(feedback.errorMessage(result.error));
      return;
    }
    feedback.succeeded(t('toasts.removed', { person: displayNameOf(member.user), name: program.name }));
    changed();
  };

  const canManage = program?.viewerCanManageMembers ?? false;

  return (
    <Container size={1280} py="lg" data-testid="people-programs-page">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </Stack>
        <ListBody
          error={programsError ? feedback.errorMessage(programsError) : null}
          loaded={Boolean(programsData)}
          empty={programs.length === 0}
          emptyText={
            <Stack gap={4} align="center">
              <Text size="sm">{t('noPrograms')}</Text>
              <Anchor component={Link} to="/startups/programs" size="sm" data-testid="people-programs-create-link">
                {t('createProgram')}
              </Anchor>
            </Stack>
          }
          testId="people-programs"
        >
          <Group align="flex-end" wrap="wrap" gap="md">
            <Select
              label={t('program')}
              placeholder={t('programPlaceholder')}
              data={programs.map((option) => ({
                value: option._id,
                label: `${option.name} (${option.memberCount})`,
              }))}
              value={program?._id ?? null}
              onChange={(value) => list.change({ program: value ?? '' })}
              searchable
              nothingFoundMessage={t('nothingFound')}
              w={360}
              maw="100%"
              data-testid="people-programs-select"
            />
            {program ? (
              <TextInput
                label={t('search')}
                placeholder={t('searchPlaceholder')}
                leftSection={<IconSearch size={16} />}
                value={list.search}
                onChange={(event) => list.setSearch(event.currentTarget.value)}
                w={320}
                maw="100%"
                data-testid="program-members-search"
              />
            ) : null}
            {program && canManage ? (
              <Button
                leftSection={<IconUserPlus size={16} />}
                onClick={() => setAdding(true)}
                ms="auto"
                data-testid="program-members-add"
              >
                {t('add.button')}
              </Button>
            ) : null}
          </Group>
          {program ? (
            <Stack gap="md" data-testid="program-members" data-program-name={program.name}>
              <ListBody
                error={list.error ? feedback.errorMessage(list.error) : null}
                loaded={list.loaded}
                empty={list.rows.length === 0}
                emptyText={list.state.search ? t('noMatch') : t('empty', { name: program.name })}
                testId="program-members"
              >
                <ProgramMembersTable rows={list.rows} onRemove={canManage ? setRemoving : null} />
              </ListBody>
              <ListPager
                list={list}
                pageCount={programMembersPageCount(list.totalCount)}
                labels={{
                  total: t('total', { count: list.totalCount }),
                  previous: t('previousPage'),
                  next: t('nextPage'),
                }}
                testId="program-members"
              />
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" data-testid="people-programs-choose">
              {t('choose')}
            </Text>
          )}
        </ListBody>
      </Stack>
      {adding && program ? (
        <AddProgramMembersModal program={program} onClose={() => setAdding(false)} onAdded={added} />
      ) : null}
      {removing && program ? (
        <ConfirmModal
          title={t('remove.title', { person: displayNameOf(removing.user) })}
          body={t('remove.body', { person: displayNameOf(removing.user), name: program.name })}
          labels={{ cancel: t('remove.cancel'), confirm: t('remove.confirm') }}
          testIds={{
            dialog: 'program-member-remove-dialog',
            cancel: 'program-member-remove-cancel',
            confirm: 'program-member-remove-confirm',
          }}
          onClose={() => setRemoving(null)}
          onConfirm={() => removeConfirmed(removing)}
        />
      ) : null}
    </Container>
  );
}
