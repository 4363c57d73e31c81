/**
 * Registration of the GraphQL schema: every module's GraphQL files, and nothing else, in one place. Importing a
 * `*.graphql.ts` file adds its types and fields to the builder; a module's index.ts never does (docs/architecture.md).
 * A new area adds its GraphQL files here.
 */
import './activity/activity.graphql.ts';
import './applications/application.graphql.ts';
import './applications/application-lead.graphql.ts';
import './applications/application-people.graphql.ts';
import './applications/application-dashboard.graphql.ts';
import './applications/application-print.graphql.ts';
import './applications/application-comments.graphql.ts';
import './applications/application-decision.graphql.ts';
import './applications/application-file.graphql.ts';
import './applications/application-meeting.graphql.ts';
import './applications/application-batch.graphql.ts';
import './applications/application-list.graphql.ts';
import './analytics/engagement.graphql.ts';
import './assignations/assignation.graphql.ts';
import './assignations/program-members.graphql.ts';
import './customfields/analytics.graphql.ts';
import './customfields/custom-field.graphql.ts';
import './customfields/filter.graphql.ts';
import './directory/community.graphql.ts';
import './directory/directory.graphql.ts';
import './evaluations/evaluation.graphql.ts';
import './events/event.graphql.ts';
import './exports/export.graphql.ts';
import './forms/form-print.graphql.ts';
import './forms/application-form.graphql.ts';
import './forms/form.graphql.ts';
import './funnels/funnel.graphql.ts';
import './funnels/funnel-management.graphql.ts';
import './identity/identity.graphql.ts';
import './industries/industry.graphql.ts';
import './milestones/milestone.graphql.ts';
import './metrics/metric.graphql.ts';
import './navigation/navigation.graphql.ts';
import './notifications/notification.graphql.ts';
import './operators/operator.graphql.ts';
import './organisations/organisation.graphql.ts';
import './people/people.graphql.ts';
import './roles/role.graphql.ts';
import './settings/settings.graphql.ts';
import './shell/shell.graphql.ts';
import './startups/batch.graphql.ts';
import './startups/import.graphql.ts';
import './startups/portfolio.graphql.ts';
import './startups/startup.graphql.ts';
import './tasks/startup-tasks.graphql.ts';
import './tasks/task.graphql.ts';
import './taxonomy/tag.graphql.ts';
import './timeline/person-timeline.graphql.ts';
import './timeline/timeline.graphql.ts';
import './users/user.graphql.ts';
import './views/view.graphql.ts';
