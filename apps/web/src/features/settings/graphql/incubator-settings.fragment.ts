import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { LayoutSettingsFragment } from './layout-settings.fragment.ts';

/** Everything the organisation settings pages show and edit; the settings mutations answer with it too. */
export const IncubatorSettingsFragment = graphql(
  `
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
    startupNameAlternative {
      active
      label {
        language
        value
      }
      pluralLabel {
        language
        value
      }
    }
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
        ...LayoutSettings
      }
      apply {
        ...LayoutSettings
      }
      home {
        ...LayoutSettings
      }
    }
    generalEmail {
      address
    }
    supportEmail {
      address
    }
  }
`,
  [LayoutSettingsFragment],
);

export type IncubatorSettings = ResultOf<typeof IncubatorSettingsFragment>;
export type BrandPaletteSettings = IncubatorSettings['brandPalette'];
