import { builder, rootFieldsWithoutAuthScopes } from './platform/graphql/builder.ts';
import './modules/organisations/index.ts';
import './modules/roles/index.ts';
import './modules/users/index.ts';
import './modules/identity/index.ts';
import './modules/activity/index.ts';
import './modules/settings/index.ts';
import './modules/people/index.ts';
import './modules/operators/index.ts';
import './modules/industries/index.ts';
import './modules/startups/index.ts';
import './modules/taxonomy/index.ts';
import './modules/directory/index.ts';
import './modules/navigation/index.ts';
import './modules/notifications/index.ts';
import './modules/tasks/index.ts';
import './modules/events/index.ts';
import './modules/shell/index.ts';
import './modules/exports/index.ts';
import './modules/assignations/index.ts';
import './modules/timeline/index.ts';
import './modules/milestones/index.ts';
import './modules/analytics/index.ts';
import './modules/views/index.ts';
import './modules/customfields/index.ts';

/** The whole GraphQL schema. Refuses to build if any root field lacks its authorization (deny by default). */
export function buildSchema() {
  const schema = builder.toSchema({ sortSchema: true });
  const unguarded = rootFieldsWithoutAuthScopes(schema);
  if (unguarded.length > 0) {
    throw new Error(`Root fields without authScopes: ${unguarded.join(', ')}`);
  }
  return schema;
}
