import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { CombinedError } from 'urql';
import { graphqlFieldErrors } from '../../../lib/graphql-errors.ts';
import { assignationChanged } from '../utils/assignation-options.ts';
import { STARTUPS_SEARCH_DEBOUNCE_MS } from '../utils/startups-url.ts';
import { useStartupsFeedback } from './use-startups-feedback.ts';

export interface ListChoiceOptions<T> {
  /** The ids chosen now. */
  initialIds: readonly string[];
  /** The input field the server names when it refuses one of the ids. */
  field: string;
  save: (ids: string[]) => Promise<{ error?: CombinedError; value?: T | null }>;
  onSaved: (value: T) => void;
}

/**
 * A list of ids chosen in a searched select and saved at once (a startup's people, a mentor's startups): the choice,
 * the debounced search for the server, and saving, with the server's refusal of an id for the select and any other
 * failure for the form.
 */
export function useListChoice<T>({ initialIds, field, save, onSaved }: ListChoiceOptions<T>) {
  const feedback = useStartupsFeedback();
  const [chosenIds, setChosenIds] = useState<string[]>([...initialIds]);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), STARTUPS_SEARCH_DEBOUNCE_MS);
  const [saving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setSaving(true);
    setError(null);
    setFieldError(null);
    const result = await save(chosenIds);
    setSaving(false);
    if (result.error) {
      const refused = graphqlFieldErrors(result.error).filter((item) => item.field === field);
      if (refused.length > 0) setFieldError(refused.map((item) => item.message).join('. '));
      else setError(feedback.errorMessage(result.error));
      return;
    }
    if (result.value) onSaved(result.value);
  };

  return {
    chosenIds,
    choose: (ids: string[]) => {
      setChosenIds(ids);
      setFieldError(null);
    },
    changed: assignationChanged(initialIds, chosenIds),
    search,
    setSearch,
    /** What to send as the server's search: null for none. */
    searchTerm: debouncedSearch === '' ? null : debouncedSearch,
    saving,
    fieldError,
    error,
    submit,
  };
}
