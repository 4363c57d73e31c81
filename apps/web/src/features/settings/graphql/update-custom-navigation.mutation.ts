import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/**
 * Renames, reorders, hides and locks navigation entries for the whole organisation (CUSTOM_NAV:EDIT); answers every
 * entry as it now stands. A null label or position means the default.
 */
export const UpdateCustomNavigationMutation = graphql(`
  mutation UpdateCustomNavigation($entries: [CustomNavEntryInput!]!) {
    updateCustomNavigation(entries: $entries) {
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

export type CustomNavEntryInput = VariablesOf<typeof UpdateCustomNavigationMutation>['entries'][number];
