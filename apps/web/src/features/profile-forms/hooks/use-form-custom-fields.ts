import { useCallback, useMemo } from 'react';
import { type CombinedError, useQuery } from 'urql';
import { FormCustomFieldsQuery } from '../graphql/form-custom-fields.query.ts';
import type { BuilderField } from '../utils/builder-state.ts';
import { readFormField } from '../utils/read-profile-form.ts';

export interface FormCustomFields {
  fields: BuilderField[] | null;
  error: CombinedError | undefined;
  /** Reads the list again from the server: saving a form moves fields between forms. */
  refresh: () => void;
}

/** The custom fields of one kind of profile, with the form each sits on. */
export function useFormCustomFields(entityKind: 'startup' | 'user'): FormCustomFields {
  const [{ data, error }, reexecute] = useQuery({
    query: FormCustomFieldsQuery,
    variables: { entityKind },
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const fields = useMemo(() => data?.customFields.map(readFormField) ?? null, [data]);
  return { fields, error, refresh };
}
