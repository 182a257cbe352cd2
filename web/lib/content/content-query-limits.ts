import 'server-only'
import { env } from '@/lib/env'
import type { QueryPoolOptions } from '@/lib/content-lake'

/**
 * The query limits an operator may set (CONTENT_QUERY_*, checked in web/lib/env/variables.ts; docs/content.md,
 * "Content studio"); unset ones keep query-pool.ts's defaults.
 */
export function queryLimitsFromEnvironment(): Partial<QueryPoolOptions> {
  const maxResultMb = env.CONTENT_QUERY_MAX_RESULT_MB
  return Object.fromEntries(
    Object.entries({
      size: env.CONTENT_QUERY_WORKERS,
      timeoutMs: env.CONTENT_QUERY_TIMEOUT_MS,
      maxResultBytes: maxResultMb && maxResultMb * 1_048_576,
      memoryLimitMb: env.CONTENT_QUERY_MEMORY_MB,
      maxRunningPerClient: env.CONTENT_QUERY_CONCURRENCY_PER_CLIENT,
    }).filter(([, value]) => value !== undefined),
  )
}
