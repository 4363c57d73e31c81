import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** A host's availability: settings, weekly hours and one-off changes (the viewer's own without userId). */
export const AvailabilityQuery = graphql(`
  query Availability($userId: ID) {
    availability(userId: $userId) {
      canEdit
      settings {
        userId
        timeZone
        hoursMode
        bufferMinutes
        minimumNoticeMinutes
        horizonDays
        defaultLocation
        enabled
      }
      weekly {
        _id
        weekdays
        startTime
        endTime
      }
      exceptions {
        _id
        kind
        startsAt
        endsAt
      }
    }
  }
`);

export type AvailabilityData = NonNullable<ResultOf<typeof AvailabilityQuery>['availability']>;
export type CoachingSettingsData = AvailabilityData['settings'];
export type WeeklyAvailabilityData = AvailabilityData['weekly'][number];
export type AvailabilityExceptionData = AvailabilityData['exceptions'][number];
