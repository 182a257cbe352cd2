import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes a SQL migration for changes to web/lib/db/schema.ts. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './web/lib/db/schema.ts',
  out: './web/lib/db/migrations',
  casing: 'snake_case',
})
