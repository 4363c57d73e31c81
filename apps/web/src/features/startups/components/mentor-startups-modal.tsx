import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FormModal } from '../../../ui/form-modal.tsx';
import { displayNameOf } from '../../../ui/avatar.tsx';
import { MentorStartupOptionsQuery } from '../graphql/mentor-startup-options.query.ts';
import type { MentorData } from '../graphql/mentors.query.ts';
import { SetMentorStartupsMutation } from '../graphql/set-mentor-startups.mutation.ts';
import { useStartupLabels, useStartupRelabel } from '../../organisation/index.ts';
import { useListChoice } from '../hooks/use-list-choice.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import { type MentorStartupChoice, mentorStartupOptions, rememberStartups } from '../utils/mentors.ts';
import { StartupLogo } from './startup-logo.tsx';

export interface MentorStartupsModalProps {
  /** The mentor or expert and the startups assigned to them now. */
  mentor: MentorData;
  onClose: () => void;
  onSaved: (mentor: MentorData) => void;
}

/**
 * Chooses the startups of a mentor or expert: a select searched among the organisation's startups (by name, the
 * first 100 found), starting with those assigned now. Save replaces the list; the server's refusal of a startup shows
 * under the select, any other failure above it.
 */
export function MentorStartupsModal({ mentor, onClose, onSaved }: MentorStartupsModalProps) {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  const relabel = useStartupRelabel();
  const feedback = useStartupsFeedback();
  const name = displayNameOf(mentor.user);
  const assignedIds = useMemo(() => mentor.startups.map((startup) => startup._id), [mentor]);
  const [, setMentorStartups] = useMutation(SetMentorStartupsMutation);
  const choice = useListChoice({
    initialIds: assignedIds,
    field: 'startupIds',
    save: async (startupIds) => {
      const result = await setMentorStartups({ userId: mentor.user._id, startupIds });
      return { error: result.error, value: result.data?.setMentorStartups };
    },
    onSaved,
  });
  const [known, setKnown] = useState(() => rememberStartups(new Map(), mentor.startups));
  const [{ data, fetching, error: loadError }] = useQuery({
    query: MentorStartupOptionsQuery,
    variables: { search: choice.searchTerm },
    requestPolicy: 'cache-and-network',
  });
  const found: readonly MentorStartupChoice[] = data?.startups.results ?? [];
  const startups = useMemo(() => rememberStartups(known, found), [known, found]);
  const { chosenIds } = choice;

  return (
    <FormModal
      title={relabel(t('mentors.modal.title', { name }))}
      size="lg"
      saving={choice.saving}
      error={choice.error ?? (loadError ? feedback.errorMessage(loadError) : null)}
      onClose={onClose}
      onSubmit={() => void choice.submit()}
      labels={{ cancel: t('actions.cancel'), submit: t('actions.save') }}
      submitDisabled={!choice.changed}
      testIds={{
        modal: 'mentor-startups-modal',
        form: 'mentor-startups-form',
        error: 'mentor-startups-error',
        cancel: 'mentor-startups-cancel',
        submit: 'mentor-startups-save',
      }}
    >
      <Text size="sm" c="dimmed" data-testid="mentor-startups-help">
        {relabel(t('mentors.modal.help'))}
      </Text>
      <MultiSelect
        label={labels.plural}
        placeholder={chosenIds.length === 0 ? t('mentors.modal.placeholder') : undefined}
        data={mentorStartupOptions(chosenIds, startups, found)}
        value={chosenIds}
        onChange={(ids) => {
          setKnown(startups);
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
          const startup = startups.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap">
              {startup ? (
                // The name follows: the logo adds nothing to what a screen reader announces.
                <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                  <StartupLogo name={startup.name} logo={startup.logo ?? null} size={24} />
                </span>
              ) : null}
              <Text size="sm" dir="auto">
                {option.label}
              </Text>
            </Group>
          );
        }}
        nothingFoundMessage={fetching ? t('form.loading') : t('mentors.modal.nothingFound')}
        data-autofocus
        data-testid="mentor-startups-select"
      />
    </FormModal>
  );
}
