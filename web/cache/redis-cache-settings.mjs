import * as z from 'zod'

/**
 * The Redis cache's variables (docs/production.md). Exported field by field so that the app's list of
 * variables (web/lib/env/variables.ts) uses these very schemas: this file is loaded by Next itself, outside
 * the bundle, and cannot import that TypeScript module.
 */
export const redisCacheVariables = {
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  /** A Redis command slower than this counts as failed: the page comes from the local copy or is rendered. */
  REDIS_CACHE_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(1_000),
  /** Prefix of every key; the build id is added, so a new build never reads an older build's pages. */
  REDIS_CACHE_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/).default('lokalsicht'),
}

const settingsSchema = z.object(redisCacheVariables)

export function redisCacheSettings(env = process.env) {
  const parsed = settingsSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid Redis cache settings: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}
