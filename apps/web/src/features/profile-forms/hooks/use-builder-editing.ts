import { useQuery } from 'urql';
import { useFeatureFlag } from '../../access/index.ts';
import { CustomFieldEditingQuery } from '../graphql/custom-field-editing.query.ts';

/** Whether the builder edits: 'plan' or 'flag' names why it is read-only; 'loading' until both are known. */
export type BuilderEditing = 'loading' | 'editable' | 'plan' | 'flag';

/** Editing needs the plan feature CUSTOM_FIELD_EDITING and the flag customFieldsEdit, as the server does. */
export function useBuilderEditing(): BuilderEditing {
  const flag = useFeatureFlag('customFieldsEdit');
  const [{ data, error }] = useQuery({ query: CustomFieldEditingQuery, requestPolicy: 'cache-and-network' });
  const features: readonly string[] | null = data ? data.incubator.planInfo.features : error ? [] : null;
  if (features !== null && !features.includes('CUSTOM_FIELD_EDITING')) return 'plan';
  if (flag === false) return 'flag';
  if (flag === null || features === null) return 'loading';
  return 'editable';
}
