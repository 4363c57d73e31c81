import { graphql } from '../../../lib/graphql.ts';
import { TaskCardFragment } from '../../tasks/index.ts';

/** The tasks of a startup (StartupTasks): overdue (before todayStart), today, and future (after todayEnd). */
export const StartupTasksQuery = graphql(
  `
  query StartupTasks($startupId: ID!, $todayStart: DateTime!, $todayEnd: DateTime!) {
    startupTasks(startupId: $startupId, todayStart: $todayStart, todayEnd: $todayEnd) {
      overdue {
        ...TaskCard
      }
      today {
        ...TaskCard
      }
      future {
        ...TaskCard
      }
    }
  }
`,
  [TaskCardFragment],
);
