import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The sidebar's colours and logo type from the organisation's brand palette (spec 01 §1, spec 02 §3). */
export const SidebarBrandingQuery = graphql(`
  query SidebarBranding {
    publicIncubator {
      id
      brandPalette {
        sidebar {
          backgroundColor
          textColor
          activeItemBackgroundColor
          activeItemTextColor
          activeSubItemTextColor
          logoType
        }
      }
    }
  }
`);

export type SidebarPalette = ResultOf<typeof SidebarBrandingQuery>['publicIncubator']['brandPalette']['sidebar'];
