import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * The signed-in user's menus (spec 01 §7.2 sidebar/setUp, docs/shell-contract.md): the sidebar and the sitemap with
 * their three levels, the top navigation with one level of sub-menu, the create menu and the mobile navigation.
 */
export const SetUpQuery = graphql(`
  query SetUp {
    setUp {
      sidebarV2 {
        name
        label
        path
        locked
        setup
        submenu {
          name
          label
          path
          locked
          setup
          submenu {
            name
            label
            path
            locked
            setup
          }
        }
      }
      topNav {
        name
        label
        path
        locked
        setup
      }
      sitemap {
        name
        label
        path
        locked
        setup
        submenu {
          name
          label
          path
          locked
          setup
          submenu {
            name
            label
            path
            locked
            setup
          }
        }
      }
      createMenu {
        name
        label
        path
        locked
        setup
      }
      mobileNav {
        name
        label
        path
        locked
        setup
      }
    }
  }
`);

export type SetUpResult = ResultOf<typeof SetUpQuery>['setUp'];
