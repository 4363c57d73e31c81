export * from './categorization.ts';
export * from './data-form.ts';
export * from './decimal.ts';
export * from './model.ts';
export * from './parse.ts';
export * from './periods.ts';
export * from './schema.ts';
export * from './settings.ts';
