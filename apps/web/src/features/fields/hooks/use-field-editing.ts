import { useQuery } from 'urql';
import { useFeatureFlag } from '../../access/index.ts';
import { FieldsPlanQuery } from '../graphql/fields-plan.query.ts';

/**
 * Whether the signed-in user may add, change and delete custom fields here: `switchedOff` when the flag
 * customFieldsEdit is off, `notInPlan` when the plan lacks CUSTOM_FIELD_EDITING, `allowed` otherwise; `loading`
 * while the flag is read. A plan that cannot be read counts as allowing it: the server checks every call anyway.
 */
export type FieldEditing = 'loading' | 'switchedOff' | 'notInPlan' | 'allowed';

export function useFieldEditing(): FieldEditing {
  const flag = useFeatureFlag('customFieldsEdit');
  const [{ data }] = useQuery({ query: FieldsPlanQuery, requestPolicy: 'cache-and-network' });
  if (flag === null) return 'loading';
  if (!flag) return 'switchedOff';
  if (data && !data.incubator.planInfo.features.includes('CUSTOM_FIELD_EDITING')) return 'notInPlan';
  return 'allowed';
}
