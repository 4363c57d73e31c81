import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The create-menu entries the server grants the user (spec 01 §6), from setUp. */
export const CreateMenuQuery = graphql(`
  query CreateMenu {
    setUp {
      createMenu {
        name
        label
        path
      }
    }
  }
`);

export type CreateMenuEntry = ResultOf<typeof CreateMenuQuery>['setUp']['createMenu'][number];
