import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables, and the tables of each process, in its folder.
  schema: ['./src/db/schema/*.ts', './src/processes/*/tables.ts'],
  out: './drizzle',
});
