import { ERROR_CODES } from '@cohort/shared';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation, useQuery } from 'urql';
import { useForm } from '../../../lib/forms/use-form.ts';
import { readFragment } from '../../../lib/graphql.ts';
import { graphqlErrorCode, graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { OptionalLabel } from '../../../ui/optional-label.tsx';
import { CreateStartupMutation } from '../graphql/create-startup.mutation.ts';
import { type StartupData, StartupFieldsFragment } from '../graphql/startup-fields.fragment.ts';
import { StartupFilterOptionsQuery } from '../graphql/startup-filter-options.query.ts';
import { StartupPeopleOptionsQuery } from '../graphql/startup-people-options.query.ts';
import { StartupPersonNameQuery } from '../graphql/startup-person-name.query.ts';
import { UpdateStartupMutation } from '../graphql/update-startup.mutation.ts';
import { useProblemMessage } from '../hooks/use-problem-message.ts';
import { useStartupLabels } from '../../organisation/index.ts';
import { useStartupsFeedback } from '../hooks/use-startups-feedback.ts';
import {
  FOUNDING_YEAR_MIN,
  memberLabelProblem,
  memberOfLabelError,
  STARTUP_MEMBER_LABEL_MAX,
  STARTUP_NAME_MAX,
  type StartupFormValues,
  startupFormProblems,
  startupFormValues,
  startupInput,
} from '../utils/startup-form.ts';

const PEOPLE_SEARCH_DEBOUNCE_MS = 300;
const PEOPLE_OPTIONS_PAGE_SIZE = 20;

export interface StartupFormModalProps {
  /** The startup to edit; none to create one. */
  startup: StartupData | null;
  onClose: () => void;
  onSaved: (startup: StartupData, created: boolean) => void;
}

/**
 * The startup form in create or edit mode: name, description, website, founding year (1950 to this year),
 * industries, tags, programmes and people (searched among the organisation's users) with each one's role inside the
 * startup (CEO, CTO…). Client rules are the shared ones (packages/shared startupSchema); the server's field messages
 * show under their fields.
 */
export function StartupFormModal({ startup, onClose, onSaved }: StartupFormModalProps) {
  const { t } = useTranslation('startups');
  const labels = useStartupLabels();
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        startup ? t('form.editTitle', { name: startup.name }) : t('management.create', { startup: labels.singular })
      }
      size="lg"
      data-testid="startup-form-modal"
    >
      <StartupForm startup={startup} onClose={onClose} onSaved={onSaved} />
    </Modal>
  );
}

function StartupForm({ startup, onClose, onSaved }: StartupFormModalProps) {
  const { t } = useTranslation('startups');
  const problemMessage = useProblemMessage();
  const feedback = useStartupsFeedback();
  const [{ data: options }] = useQuery({ query: StartupFilterOptionsQuery, requestPolicy: 'cache-and-network' });
  const [, createStartup] = useMutation(CreateStartupMutation);
  const [, updateStartup] = useMutation(UpdateStartupMutation);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The server's messages on roles, by person, until that role changes. */
  const [labelErrors, setLabelErrors] = useState<Record<string, string>>({});
  const thisYear = new Date().getFullYear();

  const names = {
    name: t('fields.name'),
    description: t('fields.description'),
    website: t('fields.website'),
    foundingYear: t('fields.foundingYear'),
    industryIds: t('fields.industries'),
    tagIds: t('fields.tags'),
    programIds: t('fields.programs'),
    memberIds: t('fields.people'),
    memberLabels: t('form.role'),
  } satisfies Record<keyof StartupFormValues, string>;

  const form = useForm<StartupFormValues>({
    initialValues: startupFormValues(startup),
    validate: (values) => {
      const problems = startupFormProblems(values);
      return Object.fromEntries(
        (Object.keys(names) as (keyof StartupFormValues)[]).map((field) => [
          field,
          problemMessage(problems[field], names[field]),
        ]),
      );
    },
  });

  const people = usePeopleOptions(startup?.peopleIds ?? []);
  const tagOptions = (options?.tags ?? []).map((tag) => ({ value: tag._id, label: tag.name }));

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setError(null);
    const input = startupInput(values);
    const result = startup ? await updateStartup({ id: startup._id, input }) : await createStartup({ input });
    setSaving(false);
    if (result.error) {
      const fields = graphqlFieldErrors(result.error);
      // A message on a role shows under that person's role.
      const onLabels: Record<string, string> = {};
      const others = fields.filter((field) => {
        const userId = memberOfLabelError(field.field, input.memberLabels);
        if (userId !== null) onLabels[userId] = field.message;
        return userId === null;
      });
      setLabelErrors(onLabels);
      const shown = Object.keys(onLabels).length > 0;
      // Field messages the form knows show under their field; the others (rights, a vanished startup) above it.
      if (!((others.length > 0 && form.setFieldErrors(others)) || (shown && others.length === 0))) {
        setError(feedback.errorMessage(result.error));
      }
      return;
    }
    const saved =
      result.data && ('createStartup' in result.data ? result.data.createStartup : result.data.updateStartup);
    if (saved) onSaved(readFragment(StartupFieldsFragment, saved), !startup);
  });

  const foundingYear = form.control('foundingYear');
  const industries = form.control('industryIds');
  const tags = form.control('tagIds');
  const programs = form.control('programIds');
  const members = form.control('memberIds');
  const memberLabels = form.control('memberLabels');
  const roleName = names.memberLabels;
  const setRole = (userId: string, label: string) => {
    memberLabels.onChange({ ...memberLabels.value, [userId]: label });
    setLabelErrors((current) => (current[userId] ? { ...current, [userId]: '' } : current));
  };

  return (
    <form onSubmit={submit} noValidate data-testid="startup-form">
      <Stack gap="md">
        {error ? (
          <Alert color="red" role="alert" data-testid="startup-form-error">
            {error}
          </Alert>
        ) : null}
        <TextInput
          {...form.field('name')}
          label={names.name}
          withAsterisk
          maxLength={STARTUP_NAME_MAX + 20}
          disabled={startup !== null && !startup.viewerCan.editName}
          data-autofocus
          dir="auto"
          data-testid="startup-form-name"
        />
        <Textarea
          {...form.field('description')}
          label={<OptionalLabel label={names.description} />}
          autosize
          minRows={3}
          maxRows={8}
          dir="auto"
          data-testid="startup-form-description"
        />
        <Group grow align="flex-start">
          <TextInput
            {...form.field('website')}
            label={<OptionalLabel label={names.website} />}
            placeholder={t('form.websitePlaceholder')}
            dir="ltr"
            autoComplete="url"
            data-testid="startup-form-website"
          />
          <NumberInput
            label={<OptionalLabel label={names.foundingYear} />}
            value={foundingYear.value}
            onChange={foundingYear.onChange}
            onBlur={foundingYear.onBlur}
            error={foundingYear.error}
            min={FOUNDING_YEAR_MIN}
            max={thisYear}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            placeholder={String(thisYear)}
            data-testid="startup-form-founding-year"
          />
        </Group>
        <MultiSelect
          label={<OptionalLabel label={names.programIds} />}
          data={(options?.programs ?? []).map((program) => ({ value: program._id, label: program.name }))}
          value={programs.value}
          onChange={programs.onChange}
          onBlur={programs.onBlur}
          error={programs.error}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('form.noOptions')}
          data-testid="startup-form-programs"
        />
        <MultiSelect
          label={<OptionalLabel label={names.industryIds} />}
          data={(options?.industries ?? []).map((industry) => ({ value: industry._id, label: industry.name }))}
          value={industries.value}
          onChange={industries.onChange}
          onBlur={industries.onBlur}
          error={industries.error}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage={t('form.noOptions')}
          data-testid="startup-form-industries"
        />
        {tagOptions.length > 0 || tags.value.length > 0 ? (
          <MultiSelect
            label={<OptionalLabel label={names.tagIds} />}
            data={tagOptions}
            value={tags.value}
            onChange={tags.onChange}
            onBlur={tags.onBlur}
            error={tags.error}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('form.noOptions')}
            data-testid="startup-form-tags"
          />
        ) : null}
        {people.available ? (
          <MultiSelect
            label={<OptionalLabel label={names.memberIds} />}
            placeholder={members.value.length === 0 ? t('form.peoplePlaceholder') : undefined}
            data={people.data(members.value)}
            value={members.value}
            onChange={(value) => {
              people.remember(value);
              members.onChange(value);
            }}
            onBlur={members.onBlur}
            error={members.error}
            searchable
            searchValue={people.search}
            onSearchChange={people.setSearch}
            filter={({ options: found }) => found}
            clearable
            hidePickedOptions
            nothingFoundMessage={people.fetching ? t('form.loading') : t('form.noOptions')}
            data-testid="startup-form-people"
          />
        ) : null}
        {people.available && members.value.length > 0 ? (
          <Stack gap={6} data-testid="startup-form-roles">
            <Text size="sm" fw={500}>
              {t('form.roles')}
            </Text>
            {people
              .data(members.value)
              .filter((person) => members.value.includes(person.value))
              .map((person) => (
                <Group key={person.value} gap="sm" wrap="nowrap" align="flex-start">
                  <Text size="sm" pt={6} style={{ flex: 1, minWidth: 0 }} truncate dir="auto">
                    {person.label}
                  </Text>
                  <TextInput
                    aria-label={t('form.roleOf', { name: person.label })}
                    placeholder={t('form.rolePlaceholder')}
                    value={memberLabels.value[person.value] ?? ''}
                    onChange={(event) => setRole(person.value, event.currentTarget.value)}
                    error={
                      problemMessage(memberLabelProblem(memberLabels.value[person.value]), roleName) ??
                      (labelErrors[person.value] || undefined)
                    }
                    maxLength={STARTUP_MEMBER_LABEL_MAX}
                    w={220}
                    dir="auto"
                    data-testid="startup-form-role"
                    data-user-id={person.value}
                  />
                </Group>
              ))}
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="startup-form-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="startup-form-save">
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The people select's options: the users found by the typed search (admins and USER:EDIT may search them; for
 * others the select is not offered and the startup keeps its people), with the names of those already chosen.
 */
function usePeopleOptions(initialIds: readonly string[]) {
  const client = useClient();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const [{ data, error, fetching }] = useQuery({
    query: StartupPeopleOptionsQuery,
    variables: { search: debouncedSearch === '' ? null : debouncedSearch, pageSize: PEOPLE_OPTIONS_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [names, setNames] = useState<Record<string, string>>({});
  const found = useMemo(() => data?.people.results ?? [], [data]);

  // The names of the people the startup already has: the list only gives their ids.
  const initialKey = initialIds.join(' ');
  useEffect(() => {
    let cancelled = false;
    for (const id of initialKey.split(' ').filter(Boolean)) {
      void client
        .query(StartupPersonNameQuery, { id })
        .toPromise()
        .then((result) => {
          const fullName = result.data?.user.fullName;
          if (!cancelled && fullName) setNames((current) => ({ ...current, [id]: fullName }));
        });
    }
    return () => {
      cancelled = true;
    };
  }, [client, initialKey]);

  const labelOf = (person: (typeof found)[number]) => `${person.fullName} (${person.email})`;
  return {
    available: graphqlErrorCode(error) !== ERROR_CODES.forbidden,
    search,
    setSearch,
    fetching,
    /** Keeps the names of the people just chosen, for when another search no longer lists them. */
    remember: (ids: readonly string[]) => {
      const chosen = found.filter((person) => ids.includes(person._id) && !names[person._id]);
      if (chosen.length > 0) {
        setNames((current) => ({ ...current, ...Object.fromEntries(chosen.map((p) => [p._id, labelOf(p)])) }));
      }
    },
    data: (chosenIds: readonly string[]) => {
      const options = new Map<string, string>();
      for (const id of chosenIds) options.set(id, names[id] ?? id);
      for (const person of found) if (!options.has(person._id)) options.set(person._id, labelOf(person));
      return [...options].map(([value, label]) => ({ value, label }));
    },
  };
}
