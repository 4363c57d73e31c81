import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The user's sitemap (spec 01 §7.2 setUp, three levels): global search lists only the modules it holds. */
export const SearchSitemapQuery = graphql(`
  query SearchSitemap {
    setUp {
      sitemap {
        name
        path
        submenu {
          name
          path
          submenu {
            name
            path
          }
        }
      }
    }
  }
`);

export type SearchSitemap = ResultOf<typeof SearchSitemapQuery>['setUp']['sitemap'];
