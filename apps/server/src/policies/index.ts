// The policies layer: every "may this viewer do X to that record" rule, as named pure functions of plain data.
// It imports no module (only @cohort/shared); modules and REST routes call it, and objects expose its answers.
export * from './account.ts';
export * from './attachment.ts';
export * from './custom-field.ts';
export * from './event.ts';
export * from './export.ts';
export * from './milestone.ts';
export * from './people.ts';
export * from './person.ts';
export * from './role.ts';
export * from './saved-view.ts';
export * from './search.ts';
export * from './startup.ts';
export * from './task.ts';
export * from './taxonomy.ts';
export * from './timeline.ts';
export * from './viewer.ts';
export * from './form.ts';
export * from './application.ts';
export * from './application-people.ts';
export * from './program.ts';
export * from './application-file.ts';
export * from './funnel.ts';
export * from './application-overview.ts';
export * from './evaluation.ts';
export * from './coaching.ts';
export * from './metrics.ts';
