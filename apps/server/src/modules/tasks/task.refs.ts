import { builder } from '../../platform/graphql/builder.ts';
import type { TaskView } from './task.service.ts';

/** The GraphQL types other modules' fields may return; implemented in this module's GraphQL files. */
export const TaskRef = builder.objectRef<TaskView>('Task');
