export { brandingSchema, incubatorSettingsSchema } from './settings.schema.ts';
