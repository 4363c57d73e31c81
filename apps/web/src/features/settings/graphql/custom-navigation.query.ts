import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The organisation's navigation entries with their renames, order, hidden and locked marks (CUSTOM_NAV:EDIT). */
export const CustomNavigationQuery = graphql(`
  query CustomNavigation {
    customNavigation {
      name
      path
      parent
      label
      position
      hidden
      locked
    }
  }
`);

export type CustomNavEntry = ResultOf<typeof CustomNavigationQuery>['customNavigation'][number];
