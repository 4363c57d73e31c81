import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The slots founders can book with a host, in the host's time zone (the preview of /availability). */
export const FreeSlotsQuery = graphql(`
  query AvailabilityFreeSlots($hostId: ID!, $from: DateTime!, $to: DateTime!, $duration: Int!, $timeZone: String) {
    freeSlots(hostId: $hostId, from: $from, to: $to, duration: $duration, timeZone: $timeZone) {
      startsAt
      localStart
      localEnd
    }
  }
`);

export type FreeSlotData = ResultOf<typeof FreeSlotsQuery>['freeSlots'][number];
