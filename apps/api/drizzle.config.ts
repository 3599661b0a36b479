import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @loyalty/api` writes a new SQL migration from the schema; migrations are committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
