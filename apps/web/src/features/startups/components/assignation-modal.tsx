import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { UserAvatar } from '../../../ui/avatar.tsx';
import { AssignableUsersQuery } from '../graphql/assignable-users.query.ts';
import { SetStartupAssignationsMutation } from '../graphql/set-startup-assignations.mutation.ts';
import type { StartupAssignationData } from '../graphql/startup-assignations.query.ts';
import { useListChoice } from '../hooks/use-list-choice.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { type AssignablePerson, assignationOptions, rememberPeople } from '../utils/assignation-options.ts';

export interface AssignationModalProps {
  /** The startup and the people assigned to it now. */
  assignation: StartupAssignationData;
  onClose: () => void;
  onSaved: (assignation: StartupAssignationData) => void;
}

/**
 * Chooses the coaches, mentors and experts of a startup: a select searched among the assignable people (the server's
 * `assignableUsers`), starting with those assigned now. Save replaces the list; the server's refusal of a person
 * shows under the select, any other failure above it.
 */
export function AssignationModal({ assignation, onClose, onSaved }: AssignationModalProps) {
  const { t } = useTranslation('startups');
  const feedback = useStartupsFeedback();
  const assignedIds = useMemo(() => assignation.users.map((user) => user._id), [assignation]);
  const [, setAssignations] = useMutation(SetStartupAssignationsMutation);
  const choice = useListChoice({
    initialIds: assignedIds,
    field: 'userIds',
    save: async (userIds) => {
      const result = await setAssignations({ startupId: assignation.startup._id, userIds });
      return { error: result.error, value: result.data?.setStartupAssignations };
    },
    onSaved,
  });
  const [known, setKnown] = useState(() => rememberPeople(new Map(), assignation.users));
  const [{ data, fetching, error: loadError }] = useQuery({
    query: AssignableUsersQuery,
    variables: { search: choice.searchTerm },
    requestPolicy: 'cache-and-network',
  });
  const found: readonly AssignablePerson[] = data?.assignableUsers ?? [];
  const people = useMemo(() => rememberPeople(known, found), [known, found]);
  const { chosenIds } = choice;

  return (
    <FormModal
      title={t('assignations.modal.title', { name: assignation.startup.name })}
      size="lg"
      saving={choice.saving}
      error={choice.error ?? (loadError ? feedback.errorMessage(loadError) : null)}
      onClose={onClose}
      onSubmit={() => void choice.submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      submitDisabled={!choice.changed}
      testIds={{
        modal: 'assignation-modal',
        form: 'assignation-form',
        error: 'assignation-form-error',
        cancel: 'assignation-cancel',
        submit: 'assignation-save',
      }}
    >
      <Text size="sm" c="dimmed">
        {t('assignations.modal.help')}
      </Text>
      <MultiSelect
        label={t('assignations.modal.people')}
        placeholder={chosenIds.length === 0 ? t('assignations.modal.placeholder') : undefined}
        data={assignationOptions(chosenIds, people, found)}
        value={chosenIds}
        onChange={(ids) => {
          setKnown(people);
          choice.choose(ids);
        }}
        error={choice.fieldError}
        searchable
        searchValue={choice.search}
        onSearchChange={choice.setSearch}
        // The server searches by name; the options are already those it found.
        filter={({ options }) => options}
        clearable
        hidePickedOptions
        maxDropdownHeight={280}
        renderOption={({ option }) => {
          const person = people.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap">
              {person ? <UserAvatar person={person} size="small" aria-hidden /> : null}
              <Text size="sm" dir="auto">
                {option.label}
              </Text>
            </Group>
          );
        }}
        nothingFoundMessage={fetching ? t('form.loading') : t('assignations.modal.nothingFound')}
        data-autofocus
        data-testid="assignation-people-select"
      />
    </FormModal>
  );
}
