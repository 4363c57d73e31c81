import type { DecisionAction } from '@cohort/shared';
import { type CombinedError, useMutation } from 'urql';
import { CancelApplicationMeetingMutation } from '../graphql/cancel-application-meeting.mutation.ts';
import { DecideApplicationMutation } from '../graphql/decide-application.mutation.ts';
import { DeleteApplicationMutation } from '../graphql/delete-application.mutation.ts';
import { MoveApplicationMutation } from '../graphql/move-application.mutation.ts';
import { PrepareApplicationDecisionMutation } from '../graphql/prepare-application-decision.mutation.ts';
import { PublishApplicationDecisionsMutation } from '../graphql/publish-application-decisions.mutation.ts';
import { RescheduleApplicationMeetingMutation } from '../graphql/reschedule-application-meeting.mutation.ts';
import { ScheduleApplicationMeetingMutation } from '../graphql/schedule-application-meeting.mutation.ts';
import { useApplicationFeedback } from './use-application-feedback.ts';

export type ActionResult = { ok: true } | { ok: false; message: string };

export interface MeetingValues {
  startsAt: string;
  endsAt: string;
  location: string | null;
  conferenceUrl: string | null;
  message: string | null;
  attendeeIds: string[];
}

/**
 * What staff do to an application from its file: move it, decide it (prepare, publish, at once), delete it, and
 * schedule, move or cancel its interview. Each answers whether it worked and the error text when not; the
 * application's new state comes back with the answer, so the cache updates the file.
 */
export function useApplicationActions(applicationId: string) {
  const feedback = useApplicationFeedback();
  const [, move] = useMutation(MoveApplicationMutation);
  const [, prepare] = useMutation(PrepareApplicationDecisionMutation);
  const [, publish] = useMutation(PublishApplicationDecisionsMutation);
  const [, decide] = useMutation(DecideApplicationMutation);
  const [, remove] = useMutation(DeleteApplicationMutation);
  const [, schedule] = useMutation(ScheduleApplicationMeetingMutation);
  const [, reschedule] = useMutation(RescheduleApplicationMeetingMutation);
  const [, cancel] = useMutation(CancelApplicationMeetingMutation);

  const settle = (error: CombinedError | undefined): ActionResult =>
    error ? { ok: false, message: feedback.errorMessage(error) } : { ok: true };

  return {
    feedback,
    move: async (roundId: string) => settle((await move({ applicationId, roundId })).error),
    prepare: async (action: DecisionAction | null) => settle((await prepare({ applicationId, action })).error),
    publish: async () => settle((await publish({ applicationIds: [applicationId] })).error),
    decide: async (action: DecisionAction) => settle((await decide({ applicationId, action })).error),
    remove: async () => settle((await remove({ applicationId })).error),
    schedule: async (values: MeetingValues) => settle((await schedule({ applicationId, ...values })).error),
    reschedule: async (values: MeetingValues) => settle((await reschedule({ applicationId, ...values })).error),
    cancelMeeting: async () => settle((await cancel({ applicationId })).error),
  };
}

export type ApplicationActions = ReturnType<typeof useApplicationActions>;
