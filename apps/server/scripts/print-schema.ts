import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { buildSchema } from '../src/schema.ts';

/** Prints the GraphQL schema to apps/server/schema.graphql (committed; a test fails when it is stale). */
export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../schema.graphql');

export function printedSchema(): string {
  return `${printSchema(buildSchema())}\n`;
}

if (import.meta.main) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`Wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
