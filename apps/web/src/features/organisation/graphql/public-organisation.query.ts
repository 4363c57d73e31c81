import { graphql, type ResultOf } from '../../../lib/graphql.ts';
import { LayoutSettingsFragment } from './layout.fragment.ts';

/** The organisation of the host name, with what the public pages show (spec 01 §7.2 publicIncubator). */
export const PublicOrganisationQuery = graphql(
  `
  query PublicOrganisation {
    publicIncubator {
      id
      _id
      name
      slug
      description
      logo
      logoSquare
      whiteLogo
      defaultLanguage
      publicHomePath
      notFoundPath
      termsAndServicesUrl
      defaultPath
      signupAction
      ssoEnabled
      customLogin {
        active
        text
        url
        buttonBackgroundColor
        buttonTextColor
      }
      seo {
        active
        seoTitle
        seoDescription
      }
      supportEmail {
        address
      }
      brandPalette {
        sidebar {
          backgroundColor
          activeItemBackgroundColor
        }
        login {
          logoType
        }
      }
      featureFlags {
        hidePoweredBy {
          enabled
        }
      }
      layoutCustomization {
        login {
          ...LayoutSettings
        }
      }
    }
  }
`,
  [LayoutSettingsFragment],
);

export type PublicOrganisation = ResultOf<typeof PublicOrganisationQuery>['publicIncubator'];
export type LoginLayout = PublicOrganisation['layoutCustomization']['login'];
