export * from './constants.ts';
export * from './errors.ts';
export * from './feature-flags.ts';
export * from './languages.ts';
export * from './organisation.ts';
export * from './roles.ts';
export * from './validation.ts';
export * from './identity.ts';
