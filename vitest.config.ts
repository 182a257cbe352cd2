import path from 'node:path'
import { defineConfig } from 'vitest/config'

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
    include: ['tests/unit/**/*.test.ts', 'tests/int/**/*.test.ts', 'web/lib/content-lake/tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/helpers/seed-once.ts'],
    // One test file at a time (Vitest's default on two cores). Three at a time took the suite from 856 s to
    // 475–546 s, but the Content API's query-limit tests measure the event loop's lag and answer times,
    // which other files running beside them push over their bounds: run those apart first (issue 28).
    testTimeout: 30_000,
    // opening a database and seeding it can take a while on a busy 2-core machine
    hookTimeout: 60_000,
    // next-intl imports `next/navigation` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
