import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Core tables, the tables of each process in its folder, and of modules that keep their own.
  schema: ['./src/db/schema/*.ts', './src/processes/*/tables.ts', './src/modules/*/tables.ts'],
  out: './drizzle',
});
