import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { LayoutSettingsFragment } from '../../organisation/index.ts';

/** The home layout of the organisation of this address, which /welcome is drawn in (spec 02 §3 Layout customization). */
export const PublicHomeLayoutQuery = graphql(
  `
  query PublicHomeLayout {
    layoutCustomization {
      home {
        ...LayoutSettings
      }
    }
  }
`,
  [LayoutSettingsFragment],
);

export type HomeLayout = ResultOf<typeof PublicHomeLayoutQuery>['layoutCustomization']['home'];
