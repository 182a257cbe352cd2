import path from 'node:path'
import { defineConfig } from 'vitest/config'

/**
 * Test files that time the code (an event loop's lag, an answer within 100 ms or 1 s): they run after the others,
 * one at a time, with nothing beside them, so that what they measure is the code rather than the other test files.
 */
const TIMED_FILES = [
  'tests/int/content-api-query-limits.test.ts',
  'tests/int/content-api-data.test.ts',
  'tests/int/content-api-presence.test.ts',
  'tests/int/nginx-proxy.test.ts',
  'tests/int/redis-cache-handler.test.ts',
  'tests/int/e-invoice.test.ts',
]

export default defineConfig({
  resolve: {
    alias: {
      '@/': `${path.resolve(import.meta.dirname, 'web')}/`,
      '@schemas/': `${path.resolve(import.meta.dirname, 'schemas')}/`,
      '@studio/': `${path.resolve(import.meta.dirname, 'studio')}/`,
      // Server-only modules are tested in Node directly; the marker package only guards bundles.
      'server-only': path.resolve(import.meta.dirname, 'tests/helpers/empty-module.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/seed-once.ts', 'tests/helpers/database-templates.ts'],
    testTimeout: 30_000,
    // opening a database and seeding it can take a while on a busy 2-core machine
    hookTimeout: 60_000,
    // next-intl imports `next/navigation` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
    projects: [
      {
        // Every other file opens databases, ports and temporary folders of its own
        // (tests/helpers/test-databases.ts), so three run at once and keep both cores busy.
        extends: true,
        test: {
          name: 'parallel',
          include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts', 'web/lib/content-lake/tests/**/*.test.ts'],
          exclude: TIMED_FILES,
          maxWorkers: 3,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'timed', include: TIMED_FILES, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
})
