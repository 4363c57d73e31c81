import { graphql, type VariablesOf } from '../../../lib/graphql.ts';
import { IncubatorSettingsFragment } from './incubator-settings.fragment.ts';

/** The brand palette and the logos (data URLs; null removes a logo, an absent one is kept). */
export const UpdateBrandingMutation = graphql(
  `
  mutation UpdateBranding($input: BrandingInput!) {
    updateBranding(input: $input) {
      ...IncubatorSettings
    }
  }
`,
  [IncubatorSettingsFragment],
);

export type BrandingInput = VariablesOf<typeof UpdateBrandingMutation>['input'];
