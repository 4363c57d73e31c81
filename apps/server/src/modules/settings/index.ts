import './settings.graphql.ts';
export { brandingSchema, incubatorSettingsSchema } from './settings.schema.ts';
