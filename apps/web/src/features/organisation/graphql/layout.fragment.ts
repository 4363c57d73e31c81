import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/**
 * Everything of one public page's layout (spec 02 §3 Layout customization): what the public pages are drawn in and
 * what the layout editors show. Unmasked, so that a document spreading it reads the fields directly (readFragment
 * still accepts them). One spread deep wherever it is used: the server's query cost grows with each fragment level.
 */
export const LayoutSettingsFragment = graphql(`
  fragment LayoutSettings on Layout @_unmask {
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
`);

export type LayoutSettings = ResultOf<typeof LayoutSettingsFragment>;
