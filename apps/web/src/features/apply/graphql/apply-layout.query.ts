import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { LayoutSettingsFragment } from '../../organisation/index.ts';

/** The apply layout of the organisation (spec 02 §3 Layout customization, settings page `apply`) and its time zone. */
export const ApplyLayoutQuery = graphql(
  `
  query ApplyLayout {
    layoutCustomization {
      apply {
        ...LayoutSettings
      }
    }
    publicIncubator {
      id
      timezone
    }
  }
`,
  [LayoutSettingsFragment],
);

export type ApplyLayout = ResultOf<typeof ApplyLayoutQuery>['layoutCustomization']['apply'];
