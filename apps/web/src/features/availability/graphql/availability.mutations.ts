import { graphql, type VariablesOf } from '../../../lib/graphql.ts';

/** Availability settings and coaching meeting settings (AVAILABILITY:EDIT for someone else's). */
export const UpdateCoachingSettingsMutation = graphql(`
  mutation UpdateCoachingSettings($userId: ID, $input: CoachingSettingsInput!) {
    updateCoachingSettings(userId: $userId, input: $input) {
      userId
      timeZone
      hoursMode
      bufferMinutes
      minimumNoticeMinutes
      horizonDays
      defaultLocation
      enabled
    }
  }
`);
export type CoachingSettingsInput = VariablesOf<typeof UpdateCoachingSettingsMutation>['input'];

export const AddWeeklyAvailabilityMutation = graphql(`
  mutation AddWeeklyAvailability($userId: ID, $input: WeeklyAvailabilityInput!) {
    addWeeklyAvailability(userId: $userId, input: $input)
  }
`);
export type WeeklyAvailabilityInput = VariablesOf<typeof AddWeeklyAvailabilityMutation>['input'];

export const UpdateWeeklyAvailabilityMutation = graphql(`
  mutation UpdateWeeklyAvailability($id: ID!, $input: WeeklyAvailabilityInput!) {
    updateWeeklyAvailability(id: $id, input: $input)
  }
`);

export const RemoveWeeklyAvailabilityMutation = graphql(`
  mutation RemoveWeeklyAvailability($id: ID!) {
    removeWeeklyAvailability(id: $id)
  }
`);

export const AddAvailabilityExceptionMutation = graphql(`
  mutation AddAvailabilityException($userId: ID, $input: AvailabilityExceptionInput!) {
    addAvailabilityException(userId: $userId, input: $input)
  }
`);

export const RemoveAvailabilityExceptionMutation = graphql(`
  mutation RemoveAvailabilityException($id: ID!) {
    removeAvailabilityException(id: $id)
  }
`);

/** Asks hosts to set their coaching hours (an availCoaching task each); answers how many were asked. */
export const RequestCoachingAvailabilityMutation = graphql(`
  mutation RequestCoachingAvailability($userIds: [ID!]!) {
    requestCoachingAvailability(userIds: $userIds)
  }
`);
