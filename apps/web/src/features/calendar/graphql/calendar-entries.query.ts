import { graphql, type ResultOf } from '../../../lib/graphql.ts';

/** The viewer's calendar between two instants (at most 62 days): their tasks' due dates and coaching sessions. */
export const CalendarEntriesQuery = graphql(`
  query CalendarEntries($from: DateTime!, $to: DateTime!) {
    calendarEntries(from: $from, to: $to) {
      id
      kind
      sourceId
      title
      start
      end
      allDay
      url
      subtitle
      location
      editable
      done
    }
  }
`);

export type CalendarEntryData = ResultOf<typeof CalendarEntriesQuery>['calendarEntries'][number];
