import { graphql } from '../../../lib/graphql.ts';

/** The viewer's own calendar linked for two-way sync, if any. */
export const CalendarLinkQuery = graphql(`
  query CalendarLink {
    googleCalendarLinking
    microsoftCalendarLinking
    calendarLink {
      provider
      serverUrl
      username
      calendarName
      status
      lastError
      linkedAt
    }
  }
`);

/** Links the viewer's CalDAV calendar once its server accepts the credentials. */
export const LinkCalDavCalendarMutation = graphql(`
  mutation LinkCalDavCalendar($serverUrl: String!, $username: String!, $password: String!) {
    linkCalDavCalendar(serverUrl: $serverUrl, username: $username, password: $password) {
      serverUrl
      username
      calendarName
      status
      lastError
      linkedAt
    }
  }
`);

/** Unlinks the viewer's calendar. */
export const UnlinkCalendarMutation = graphql(`
  mutation UnlinkCalendar {
    unlinkCalendar
  }
`);

/** The address that starts connecting the viewer's Google calendar (opened as a full page). */
export const StartGoogleCalendarLinkMutation = graphql(`
  mutation StartGoogleCalendarLink {
    startGoogleCalendarLink
  }
`);

/** The address that starts connecting the viewer's Microsoft (Outlook) calendar (opened as a full page). */
export const StartMicrosoftCalendarLinkMutation = graphql(`
  mutation StartMicrosoftCalendarLink {
    startMicrosoftCalendarLink
  }
`);
