import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { readFragment } from '../../../lib/graphql.ts';
import { type AddressListCodec, useAddressList } from '../../../lib/use-address-list.ts';
import { FormListFieldsFragment } from '../graphql/form-fields.fragment.ts';
import { FormsQuery } from '../graphql/forms.query.ts';
import {
  changeFormsList,
  FORMS_SEARCH_DEBOUNCE_MS,
  type FormsListState,
  formsQueryVariables,
  parseFormsList,
  writeFormsList,
} from '../utils/forms-url.ts';

const CODEC: AddressListCodec<FormsListState> = {
  parse: parseFormsList,
  apply: changeFormsList,
  write: writeFormsList,
  debounceMs: FORMS_SEARCH_DEBOUNCE_MS,
};

/** A page of forms for the search, filters and page kept in the address. */
export function useFormsList() {
  const { state, change, search, setSearch } = useAddressList(CODEC);
  const variables = useMemo(() => formsQueryVariables(state), [state]);
  const [{ data, error }, reexecute] = useQuery({ query: FormsQuery, variables, requestPolicy: 'cache-and-network' });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const forms = useMemo(
    () => (data?.forms.items ?? []).map((form) => readFragment(FormListFieldsFragment, form)),
    [data],
  );
  return {
    state,
    change,
    search,
    setSearch,
    forms,
    totalCount: data?.forms.total ?? 0,
    loaded: data != null,
    error,
    refresh,
  };
}

export type FormsList = ReturnType<typeof useFormsList>;
export type FormListItem = FormsList['forms'][number];
