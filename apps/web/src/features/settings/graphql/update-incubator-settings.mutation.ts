import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { IncubatorSettingsFragment } from './incubator-settings.fragment.ts';

/** Changes some settings of the organisation; every input field is optional. */
export const UpdateIncubatorSettingsMutation = graphql(
  `
  mutation UpdateIncubatorSettings($input: IncubatorSettingsInput!) {
    updateIncubatorSettings(input: $input) {
      ...IncubatorSettings
    }
  }
`,
  [IncubatorSettingsFragment],
);

export type IncubatorSettingsInput = VariablesOf<typeof UpdateIncubatorSettingsMutation>['input'];
