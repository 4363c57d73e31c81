export { registerPeopleJobs } from './people.batch.ts';
export { userBatchOperations } from './people.table.ts';
export { employeeCount } from './people.service.ts';
import './people.graphql.ts';
