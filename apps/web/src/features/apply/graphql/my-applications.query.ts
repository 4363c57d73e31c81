import { graphql } from '../../../lib/graphql.ts';
import { MyApplicationFragment } from './my-application.fragment.ts';

/** /applications: the applications the viewer made or was invited to, newest first. */
export const MyApplicationsQuery = graphql(
  `
  query MyApplications {
    myApplications {
      ...MyApplication
    }
  }
`,
  [MyApplicationFragment],
);
