export { userBatchOperations } from './people.table.ts';
export { employeeCount } from './people.service.ts';
