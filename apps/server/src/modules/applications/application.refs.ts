import { builder } from '../../platform/graphql/builder.ts';
import type { ApplicationView } from './application.service.ts';

/** The GraphQL type other modules' fields return (a startup file's applications); implemented in application.graphql.ts. */
export const ApplicationRef = builder.objectRef<ApplicationView>('Application');
