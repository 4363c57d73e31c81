import { Button, Group, MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLE_GROUPS } from '@cohort/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { type EvaluatorCandidate, EvaluatorCandidatesQuery } from '../graphql/evaluator-candidates.query.ts';

/** The internal roles, among whom a round's evaluators are found (evaluators, mentors, experts, coaches, staff). */
const CANDIDATE_ROLE_TYPES: string[] = [...ROLE_GROUPS.internal];
const SEARCH_DELAY_MS = 300;

/**
 * Adds people to a round's pool: a searchable multi-select of the internal people found by name, without those
 * already in the pool; "Add" hands the chosen ones over (the pool is saved with the rest of its changes).
 */
export function AddEvaluatorsPicker({
  excludedIds,
  disabled,
  onAdd,
}: {
  excludedIds: ReadonlySet<string>;
  disabled?: boolean;
  onAdd: (people: EvaluatorCandidate[]) => void;
}) {
  const { t } = useTranslation('evaluations');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [chosen, setChosen] = useState<string[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<string, EvaluatorCandidate>>(new Map());
  const [{ data, fetching }] = useQuery({
    query: EvaluatorCandidatesQuery,
    variables: { search: debounced || null, roleTypes: CANDIDATE_ROLE_TYPES },
    pause: disabled,
    requestPolicy: 'cache-and-network',
  });
  const found = data?.communitySearch.people;
  // Remember the people seen, so that a chosen one keeps its name when the search changes.
  const people = useMemo(() => {
    const next = new Map(known);
    for (const person of found ?? []) next.set(person._id, person);
    return next;
  }, [known, found]);
  const options = useMemo(() => {
    const listed = new Map<string, { value: string; label: string }>();
    for (const id of chosen) {
      const person = people.get(id);
      if (person) listed.set(id, { value: id, label: person.fullName });
    }
    for (const person of found ?? []) {
      if (excludedIds.has(person._id) || listed.has(person._id)) continue;
      listed.set(person._id, { value: person._id, label: `${person.fullName} · ${person.roleLabel}` });
    }
    return [...listed.values()];
  }, [found, chosen, people, excludedIds]);

  const add = () => {
    const picked = chosen.map((id) => people.get(id)).filter((person): person is EvaluatorCandidate => !!person);
    if (picked.length === 0) return;
    onAdd(picked);
    setKnown(people);
    setChosen([]);
    setSearch('');
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <MultiSelect
        label={t('pool.add')}
        placeholder={t('pool.addPlaceholder')}
        data={options}
        value={chosen}
        onChange={(ids) => {
          setKnown(people);
          setChosen(ids);
        }}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={fetching ? t('pool.searching') : t('pool.nobodyFound')}
        disabled={disabled}
        hidePickedOptions
        miw={320}
        style={{ flex: 1 }}
        data-testid="evaluation-pool-picker"
      />
      <Button
        variant="light"
        onClick={add}
        disabled={disabled || chosen.length === 0}
        data-testid="evaluation-pool-add"
      >
        {t('pool.addButton')}
      </Button>
    </Group>
  );
}
