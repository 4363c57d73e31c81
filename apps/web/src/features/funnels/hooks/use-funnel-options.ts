import type { FormKind } from '@cohort/shared';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { FunnelFormsQuery, type FunnelFormOption } from '../graphql/funnel-forms.query.ts';
import { FunnelProgramsQuery } from '../graphql/funnel-programs.query.ts';

/** The programmes a funnel can feed, as select options by name. */
export function useProgramOptions() {
  const [{ data, fetching }] = useQuery({ query: FunnelProgramsQuery, requestPolicy: 'cache-and-network' });
  const options = useMemo(
    () =>
      [...(data?.programs ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((program) => ({ value: program._id, label: program.name })),
    [data],
  );
  return { options, loading: fetching && !data };
}

/**
 * The organisation's forms of one or two kinds, as select options keyed by base id (a funnel and its rounds keep a
 * form's base id, and applicants fill its current version).
 */
export function useFormOptions(kinds: readonly FormKind[]) {
  const [first, second] = kinds;
  const [{ data: firstData, fetching: firstLoading }] = useQuery({
    query: FunnelFormsQuery,
    variables: { kind: first ?? null },
    pause: !first,
    requestPolicy: 'cache-and-network',
  });
  const [{ data: secondData, fetching: secondLoading }] = useQuery({
    query: FunnelFormsQuery,
    variables: { kind: second ?? null },
    pause: !second,
    requestPolicy: 'cache-and-network',
  });
  const options = useMemo(() => {
    const all: FunnelFormOption[] = [...(firstData?.forms.items ?? []), ...(secondData?.forms.items ?? [])];
    return all
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((form) => ({ value: form.baseId, label: form.title, kind: form.kind }));
  }, [firstData, secondData]);
  return { options, loading: (firstLoading && !firstData) || (secondLoading && !secondData) };
}

export type FormOption = ReturnType<typeof useFormOptions>['options'][number];

/** The options with the chosen value added when it is not listed (an archived form keeps its place). */
export function withChosen<T extends { value: string; label: string }>(
  options: T[],
  chosen: string | null,
  label: string,
): { value: string; label: string }[] {
  if (!chosen || options.some((option) => option.value === chosen)) return options;
  return [...options, { value: chosen, label }];
}
