import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** Everything the organisation settings pages show and edit; the settings mutations answer with it too. */
export const IncubatorSettingsFragment = graphql(`
  fragment IncubatorSettings on Incubator {
    id
    name
    slug
    customDomain
    description
    logo
    logoSquare
    whiteLogo
    currency
    timezone
    address
    defaultLanguage
    dateFormat
    allowUserSelfDelete
    allowWriteInOptionInUserSkills
    maxSessions
    sessionIdleMinutes
    sessionAbsoluteHours
    termsAndServicesUrl
    publicHomePath
    notFoundPath
    seo {
      active
      seoTitle
      seoDescription
    }
    customLogin {
      active
      text
      url
      buttonBackgroundColor
      buttonTextColor
    }
    brandPalette {
      sidebar {
        backgroundColor
        textColor
        activeItemBackgroundColor
        activeItemTextColor
        activeSubItemTextColor
        logoType
      }
      login {
        logoType
      }
    }
    layoutCustomization {
      login {
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
    generalEmail {
      address
    }
    supportEmail {
      address
    }
  }
`);

export type IncubatorSettings = ResultOf<typeof IncubatorSettingsFragment>;
export type BrandPaletteSettings = IncubatorSettings['brandPalette'];
export type LoginLayoutSettings = IncubatorSettings['layoutCustomization']['login'];
