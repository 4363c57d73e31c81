import { graphql } from '../../../lib/graphql.ts';
import { MyApplicationFragment } from './my-application.fragment.ts';

/** The intake's draft, saved as the applicant types (and the startup name with it). */
export const SaveApplicationDraftMutation = graphql(
  `
  mutation SaveApplicationDraft($applicationId: ID!, $answers: JSON!, $language: String, $startupName: String) {
    saveApplicationDraft(
      applicationId: $applicationId
      answers: $answers
      language: $language
      startupName: $startupName
    ) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);

export const SubmitApplicationMutation = graphql(
  `
  mutation SubmitApplication($applicationId: ID!, $answers: JSON!, $language: String) {
    submitApplication(applicationId: $applicationId, answers: $answers, language: $language) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);

export const SaveApplicationRoundDraftMutation = graphql(
  `
  mutation SaveApplicationRoundDraft($applicationId: ID!, $roundId: ID!, $answers: JSON!, $language: String) {
    saveApplicationRoundDraft(applicationId: $applicationId, roundId: $roundId, answers: $answers, language: $language) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);

export const SubmitApplicationRoundMutation = graphql(
  `
  mutation SubmitApplicationRound($applicationId: ID!, $roundId: ID!, $answers: JSON!, $language: String) {
    submitApplicationRound(applicationId: $applicationId, roundId: $roundId, answers: $answers, language: $language) {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);
