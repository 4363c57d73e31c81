import { FOUNDER_LABEL, ROLE_LABELS, ROLE_TYPES } from '@cohort/shared';
import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { FormModal } from '../../../ui/form-modal.tsx';
import { AddProgramMembersMutation } from '../graphql/add-program-members.mutation.ts';
import {
  type ProgramMemberCandidate,
  ProgramMemberCandidatesQuery,
} from '../graphql/program-member-candidates.query.ts';
import { useListChoice } from '../hooks/use-list-choice.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { type AssignablePerson, assignationOptions, rememberPeople } from '../utils/assignation-options.ts';
import { programMessageKey } from '../utils/people-programs-url.ts';

type Candidate = AssignablePerson & Partial<Pick<ProgramMemberCandidate, 'email' | 'roleLabel'>>;

/** The translation key of a stock role label (the server sends English), or null for an organisation's own label. */
function stockRoleKey(label: string) {
  if (label === FOUNDER_LABEL) return 'Founder';
  return ROLE_TYPES.find((type) => ROLE_LABELS[type] === label) ?? null;
}

export interface AddProgramMembersModalProps {
  program: { _id: string; name: string };
  onClose: () => void;
  onAdded: (count: number) => void;
}

/**
 * Adds people to a programme of people: a select searched by name or e-mail among those who may join and are not in
 * it yet (the server's `programMemberCandidates`), several at once. The server's refusal of a person shows under the
 * select, in the interface language when it is one of the programme refusals.
 */
export function AddProgramMembersModal({ program, onClose, onAdded }: AddProgramMembersModalProps) {
  const { t } = useTranslation('peoplePrograms');
  const { t: common } = useTranslation('common');
  const roleOf = (label: string) => {
    const key = stockRoleKey(label);
    return key ? common(`people.roleTypes.${key}`) : label;
  };
  const feedback = useStartupsFeedback();
  const [, addMembers] = useMutation(AddProgramMembersMutation);
  const choice = useListChoice({
    initialIds: [],
    field: 'userIds',
    save: async (userIds) => {
      const result = await addMembers({ programId: program._id, userIds });
      return { error: result.error, value: result.data?.addProgramMembers ? userIds.length : null };
    },
    onSaved: onAdded,
  });
  const [known, setKnown] = useState<Map<string, Candidate>>(() => new Map());
  const [{ data, fetching, error: loadError }] = useQuery({
    query: ProgramMemberCandidatesQuery,
    variables: { programId: program._id, search: choice.searchTerm },
    requestPolicy: 'cache-and-network',
  });
  const found: readonly Candidate[] = data?.programMemberCandidates ?? [];
  const people = useMemo(() => rememberPeople(known, found) as Map<string, Candidate>, [known, found]);
  const { chosenIds } = choice;
  const refusal = choice.fieldError ? programMessageKey(choice.fieldError) : null;

  return (
    <FormModal
      title={t('add.title', { name: program.name })}
      size="lg"
      saving={choice.saving}
      error={choice.error ?? (loadError ? feedback.errorMessage(loadError) : null)}
      onClose={onClose}
      onSubmit={() => void choice.submit()}
      labels={{ cancel: t('add.cancel'), submit: t('add.submit', { count: chosenIds.length }) }}
      submitDisabled={chosenIds.length === 0}
      testIds={{
        modal: 'program-members-add-modal',
        form: 'program-members-add-form',
        error: 'program-members-add-error',
        cancel: 'program-members-add-cancel',
        submit: 'program-members-add-save',
      }}
    >
      <Text size="sm" c="dimmed" data-testid="program-members-add-help">
        {t('add.help')}
      </Text>
      <MultiSelect
        label={t('add.people')}
        placeholder={chosenIds.length === 0 ? t('add.placeholder') : undefined}
        data={assignationOptions(chosenIds, people, found)}
        value={chosenIds}
        onChange={(ids) => {
          setKnown(people);
          choice.choose(ids);
        }}
        error={refusal ? t(`refusals.${refusal}`) : choice.fieldError}
        searchable
        searchValue={choice.search}
        onSearchChange={choice.setSearch}
        // The server searches by name and e-mail; the options are already those it found.
        filter={({ options }) => options}
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        renderOption={({ option }) => {
          const person = people.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap">
              {person ? <UserAvatar person={person} size="small" aria-hidden /> : null}
              <Stack gap={0}>
                <Text size="sm" dir="auto">
                  {option.label}
                </Text>
                {person?.roleLabel ? (
                  <Text size="xs" c="dimmed" dir="auto">
                    {roleOf(person.roleLabel)}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          );
        }}
        nothingFoundMessage={fetching ? t('add.loading') : t('add.nothingFound')}
        data-autofocus
        data-testid="program-members-add-select"
      />
    </FormModal>
  );
}
