import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/modules/*/*.table.ts', './apps/server/src/platform/db/platform.table.ts'],
  out: './apps/server/drizzle',
  casing: 'snake_case',
  strict: true,
});
