import { graphql } from '../../../lib/graphql.ts';

/** The organisation's people in figures for /community/people/analytics, with the filters of the page. */
export const PeopleAnalyticsQuery = graphql(`
  query PeopleAnalytics($roleIds: [ID!], $programIds: [ID!], $from: String, $to: String) {
    peopleAnalytics(roleIds: $roleIds, programIds: $programIds, from: $from, to: $to) {
      from
      to
      total
      withoutProgram
      requiredFields
      activePeople
      completeProfiles
      byRole {
        key
        label
        extra
        count
      }
      byStatus {
        key
        count
      }
      byTag {
        key
        label
        count
      }
      byProgram {
        key
        label
        count
      }
      weeks {
        weekStart
        signIns
        peopleSignedIn
        posts
        tasksDone
        changes
      }
    }
  }
`);
