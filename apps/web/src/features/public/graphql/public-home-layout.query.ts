import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The home layout of the organisation of this address, which /welcome is drawn in (spec 02 §3 Layout customization). */
export const PublicHomeLayoutQuery = graphql(`
  query PublicHomeLayout {
    layoutCustomization {
      home {
        background {
          color
          image
          size
        }
        header {
          isVisible
          height
          background
        }
        footer {
          isVisible
          height
          background
        }
        content {
          columnWidth
          columns
        }
        colors {
          widgetBackground
          primaryButtonBackground
          primaryButtonText
          link
          text
          heading
          headerText
        }
        widgetLogo {
          type
          position
          height
        }
        customText {
          description {
            language
            value
          }
          footer {
            language
            value
          }
        }
        showExploreLink
      }
    }
  }
`);

export type HomeLayout = ResultOf<typeof PublicHomeLayoutQuery>['layoutCustomization']['home'];
