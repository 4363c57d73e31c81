export * from './definition.ts';
export * from './diff.ts';
export * from './formula.ts';
export * from './logic.ts';
export * from './model.ts';
export * from './score.ts';
export * from './validate.ts';
