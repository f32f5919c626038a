import { defineConfig } from 'drizzle-kit';

// Used only to generate new migration files (`npm run db:generate -w @form-a/server`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
