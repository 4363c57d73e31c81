import { graphql } from '../../../lib/graphql.ts';
import { IncubatorSettingsFragment } from './incubator-settings.fragment.ts';

/** The organisation's settings (admin group; others get a ForbiddenError). */
export const IncubatorSettingsQuery = graphql(
  `
  query IncubatorSettings {
    incubator {
      ...IncubatorSettings
    }
  }
`,
  [IncubatorSettingsFragment],
);
