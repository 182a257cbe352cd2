import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes a SQL migration for changes to web/lib/db/schema/. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './web/lib/db/schema/index.ts',
  out: './web/lib/db/migrations',
  casing: 'snake_case',
})
