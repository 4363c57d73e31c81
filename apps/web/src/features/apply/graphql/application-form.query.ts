import { graphql } from '../../../lib/graphql.ts';
import { FillableFormFragment } from '../../forms/index.ts';
import { MyApplicationFragment } from './my-application.fragment.ts';

/** The intake (no roundId) or a form round's form of an application, with the answers so far. */
export const ApplicationFormQuery = graphql(
  `
  query ApplicationForm($applicationId: ID!, $roundId: ID) {
    applicationForm(applicationId: $applicationId, roundId: $roundId) {
      form {
        ...FillableForm
      }
      answers
      status
      editable
      submittedAt
      application {
        ...MyApplication
      }
    }
  }
`,
  [FillableFormFragment, MyApplicationFragment],
);
