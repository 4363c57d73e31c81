import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Everything the layout editors show of one public page's layout (spec 02 §3 Layout customization). */
export const LayoutSettingsFragment = graphql(`
  fragment LayoutSettings on Layout {
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
