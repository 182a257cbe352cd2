import { z } from 'zod'
import type { QueryPoolOptions } from '../options'

const count = (max: number) => z.coerce.number().int().min(1).max(max)

/** The query limits an operator may set (docs/content.md, "Content studio"); unset ones keep query-pool.ts's defaults. */
const environment = z.object({
  CONTENT_QUERY_WORKERS: count(16).optional(),
  CONTENT_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  CONTENT_QUERY_MAX_RESULT_MB: count(1_024).optional(),
  CONTENT_QUERY_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).optional(),
  CONTENT_QUERY_CONCURRENCY_PER_CLIENT: count(64).optional(),
})

export function queryLimitsFromEnvironment(env: Record<string, string | undefined> = process.env): Partial<QueryPoolOptions> {
  const parsed = environment.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid query limits: ${z.prettifyError(parsed.error)}`)
  const limits = parsed.data
  return Object.fromEntries(
    Object.entries({
      size: limits.CONTENT_QUERY_WORKERS,
      timeoutMs: limits.CONTENT_QUERY_TIMEOUT_MS,
      maxResultBytes: limits.CONTENT_QUERY_MAX_RESULT_MB && limits.CONTENT_QUERY_MAX_RESULT_MB * 1_048_576,
      memoryLimitMb: limits.CONTENT_QUERY_MEMORY_MB,
      maxRunningPerClient: limits.CONTENT_QUERY_CONCURRENCY_PER_CLIENT,
    }).filter(([, value]) => value !== undefined),
  )
}
