import { graphql } from '../../../lib/graphql.ts';
import { IncubatorSettingsFragment } from './incubator-settings.fragment.ts';

/** Replaces the whole layout of a public page (login, apply or home; spec 02 §3 Layout customization). */
export const UpdateLayoutCustomizationMutation = graphql(
  `
  mutation UpdateLayoutCustomization($page: LayoutPage!, $layout: JSON!) {
    updateLayoutCustomization(page: $page, layout: $layout) {
      ...IncubatorSettings
    }
  }
`,
  [IncubatorSettingsFragment],
);
