import { graphql, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

/** The organisation's mentor matching settings (spec 01 §2.3 /admin/configuration/mentormatching). */
export const MentorMatchingSettingsQuery = graphql(`
  query MentorMatchingSettings {
    mentorMatchingSettings {
      requireConnection
      allocationUnit
      defaultStartupAllocation
      defaultMentorAllocation
      mentorFormId
      founderFormId
      mentorFormTitle
      founderFormTitle
      canEdit
      hourAllocation
    }
  }
`);
export type MentorMatchingSettingsData = ResultOf<typeof MentorMatchingSettingsQuery>['mentorMatchingSettings'];

export const UpdateMentorMatchingSettingsMutation = graphql(`
  mutation UpdateMentorMatchingSettings($input: MentorMatchingSettingsInput!) {
    updateMentorMatchingSettings(input: $input) {
      requireConnection
      allocationUnit
      defaultStartupAllocation
      defaultMentorAllocation
      mentorFormId
      founderFormId
      mentorFormTitle
      founderFormTitle
      canEdit
      hourAllocation
    }
  }
`);
export type MentorMatchingSettingsInput = VariablesOf<typeof UpdateMentorMatchingSettingsMutation>['input'];

/** The organisation's feedback forms (current, not archived): the coaching evaluation forms are chosen among them. */
export const FeedbackFormsQuery = graphql(`
  query FeedbackForms {
    forms(filter: { kind: feedback, archived: false }, page: { limit: 100 }) {
      items {
        _id
        baseId
        title
      }
    }
  }
`);

/** Minutes allocated, pending and used per programme, startup and mentor (spec 02 hours reports). */
export const CoachingHoursReportQuery = graphql(`
  query CoachingHoursReport($programId: ID) {
    coachingHoursReport(programId: $programId) {
      programId
      programName
      startupId
      startupName
      mentorId
      mentorName
      MINUTES_ALLOCATED
      MINUTES_PENDING
      MINUTES_USED
    }
  }
`);
export type HoursRow = ResultOf<typeof CoachingHoursReportQuery>['coachingHoursReport'][number];

export const SetHourAllocationMutation = graphql(`
  mutation SetHourAllocation($input: HourAllocationInput!, $remove: Boolean) {
    setHourAllocation(input: $input, remove: $remove)
  }
`);

export const CreateTasksFromCoachingFollowUpsMutation = graphql(`
  mutation CreateTasksFromCoachingFollowUps($sessionId: ID!, $items: [CoachingFollowUpInput!]!) {
    createTasksFromCoachingFollowUps(sessionId: $sessionId, items: $items) {
      _id
      name
      dueDate
    }
  }
`);
