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
    // Three test files at a time on two cores: most of their time is spent waiting on PostgreSQL, child
    // processes (backups, the admin CLI) and the network, not on the CPU. Vitest's default here is one
    // (cores − 1): 856 s for the suite in CI; with three, 475 s. Each file has a database of its own
    // (tests/helpers/test-databases.ts) and its own process, so they do not meet.
    maxWorkers: 3,
    testTimeout: 30_000,
    // opening a database and seeding it can take a while on a busy 2-core machine
    hookTimeout: 60_000,
    // next-intl imports `next/navigation` without an extension; let Vite resolve it.
    server: { deps: { inline: ['next-intl'] } },
  },
})
