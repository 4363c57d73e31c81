import { graphql } from '../../../lib/graphql.ts';

/** The viewer's video accounts (Zoom, Teams), whether each may be connected, and their default provider. */
export const VideoLinksQuery = graphql(`
  query VideoLinks {
    zoomLinking: videoLinking(provider: zoom)
    teamsLinking: videoLinking(provider: teams)
    videoLinks {
      provider
      accountLabel
      status
      lastError
      isDefault
      linkedAt
    }
    currentUser {
      _id
      conferenceDataIntegration
      integratedVideoProviders
    }
  }
`);

/** The address that starts connecting the viewer's Zoom or Teams account (opened as a full page). */
export const StartVideoLinkMutation = graphql(`
  mutation StartVideoLink($provider: VideoLinkProvider!) {
    startVideoLink(provider: $provider)
  }
`);

/** Unlinks one of the viewer's video accounts. */
export const UnlinkVideoProviderMutation = graphql(`
  mutation UnlinkVideoProvider($provider: VideoLinkProvider!) {
    unlinkVideoProvider(provider: $provider)
  }
`);

/** Chooses the provider of the conference link of the viewer's new sessions. */
export const SetConferenceDataIntegrationMutation = graphql(`
  mutation SetConferenceDataIntegration($provider: ConferenceProvider!) {
    setConferenceDataIntegration(provider: $provider)
  }
`);
