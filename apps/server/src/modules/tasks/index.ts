export { taskAssignees, tasks } from './task.table.ts';
export { listTasks, tasksDueBetween, taskViewer, type TaskView } from './task.service.ts';
export { TaskRef } from './task.refs.ts';
export { insertTask, type NewTask, taskViewerOf } from './task-commands.service.ts';
