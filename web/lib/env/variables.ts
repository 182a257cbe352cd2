import { z } from 'zod'
import { redisCacheVariables } from '../../cache/redis-cache-settings.mjs'

/**
 * Every environment variable the app reads, with its schema and default: the one list (docs/production.md,
 * "Environment variables", shows it as a table; tests/unit/env.test.ts keeps both in step). Read through
 * `env` from ./index.ts, never through process.env.
 *
 * A variable that is unset, empty or only blanks counts as unset (compose passes `${SMTP_URL}` through
 * as an empty string), so it gets its default. Where the default depends on something else (the
 * repository's folder, DATABASE_URL, another variable), the schema has none and the reading code says
 * what unset means; `about` names it.
 *
 * Not listed, because Next sets and inlines them itself: NODE_ENV, NEXT_RUNTIME, NEXT_PHASE and
 * __NEXT_IMAGE_OPTS are read as literal `process.env.X` where needed (Next replaces those at build time).
 */

/** A whole number in a range, written as digits (no `1e3`, `0x10` or `2.5`, which Number() would take). */
function wholeNumber(min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,9}$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
}

const port = () => wholeNumber(1, 65_535)
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
const secret = z.string().min(32, 'must be at least 32 characters long')
/** `true`/`1` or `false`/`0`, in any case; unset is left to the reader (its default depends on others). */
const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', '1', 'false', '0'], 'must be true, false, 1 or 0'))
  .transform((value) => value === 'true' || value === '1')

type Variable = { schema: z.ZodType; about: string }

export const variables = {
  // The site and its server
  SITE_URL: { schema: httpUrl.optional(), about: 'the public origin (canonical URLs, e-mail links, Secure cookies); unset: http://localhost:3000, not behind a proxy' },
  PORT: { schema: port().default(3000), about: "the port of `next start` (Next reads it too); the site's address on this machine" },
  TRUSTED_PROXY_HOPS: { schema: wholeNumber(0, 10).default(0), about: 'reverse proxies of our own in front of the app (0: the socket address; 1 behind nginx)' },
  DEMO_MODE: { schema: onOff.optional(), about: 'shows the demo accounts and the local mailbox; unset: on without DATABASE_URL, off with it' },
  STUDIO_URL: { schema: z.string().optional(), about: "the studio linked from the portal's navigation; unset: /studio on this site" },
  SECRETS_DIR: { schema: z.string().optional(), about: 'where generated secrets are kept; unset: data/secrets in the repository' },
  AUTH_SECRET: { schema: secret.optional(), about: 'signs session cookies (32+ characters); unset: generated once into SECRETS_DIR' },
  RATE_LIMIT_SECRET: { schema: secret.optional(), about: 'HMAC key of client and e-mail pseudonyms (32+ characters); unset: generated like AUTH_SECRET' },
  ADMIN_EMAIL: { schema: z.string().optional(), about: "a container's first admin, created at start while there is none (with ADMIN_PASSWORD)" },
  ADMIN_PASSWORD: { schema: z.string().optional(), about: "the first admin's password (remove it once the admin exists)" },
  ADMIN_NAME: { schema: z.string().optional(), about: "the first admin's name; unset: Administrator" },

  // Database
  DATABASE_URL: {
    schema: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    about: 'the PostgreSQL server; unset: the embedded PGlite',
  },
  DATABASE_POOL_SIZE: { schema: wholeNumber(1, 1_000).default(10), about: 'connections per instance to the PostgreSQL server' },
  PGLITE_DATA_DIR: { schema: z.string().optional(), about: 'the embedded database\'s folder (`memory://` in tests); unset: data/db in the repository' },

  // E-mail
  SMTP_URL: { schema: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(), about: 'the SMTP server; unset: mails wait in the outbox' },
  MAIL_FROM: { schema: z.string().default('Lokalsicht <no-reply@lokalsicht.de>'), about: 'the sender of every mail' },
  LEAD_NOTIFICATION_EMAIL: { schema: z.string().default('anfragen@lokalsicht.de'), about: "the agency's inbox for new leads and reviews" },
  OUTBOX_INTERVAL_MS: { schema: wholeNumber(1, 3_600_000).default(5_000), about: "the pause between the outbox worker's rounds" },

  // Limits and retention
  FORM_RATE_LIMIT: { schema: wholeNumber(1, 1_000_000).default(10), about: 'submissions per form and client within any 10 minutes' },
  REGISTRATION_RATE_LIMIT: { schema: wholeNumber(1, 1_000_000).default(5), about: 'registrations per client within any 10 minutes' },
  LEAD_RETENTION_MONTHS: { schema: wholeNumber(1, 1_200).default(24), about: "months after which a lead's personal data may be erased" },

  // Content
  SANITY_PROJECT_ID: { schema: z.string().optional(), about: 'a hosted Sanity project to read content from; unset: the local Content Lake' },
  NEXT_PUBLIC_SANITY_PROJECT_ID: { schema: z.string().optional(), about: 'the same, under its public name; wins over SANITY_PROJECT_ID' },
  SANITY_DATASET: { schema: z.string().optional(), about: "the hosted project's dataset; unset: production" },
  NEXT_PUBLIC_SANITY_DATASET: { schema: z.string().optional(), about: 'the same, under its public name; wins over SANITY_DATASET' },
  SANITY_READ_TOKEN: { schema: z.string().optional(), about: 'reads a private hosted dataset' },
  SANITY_WRITE_TOKEN: { schema: z.string().optional(), about: '`npm run seed` imports the sample content into the hosted project' },
  SANITY_REVALIDATE_SECRET: { schema: z.string().optional(), about: "the hosted project's webhook secret (/api/revalidate); unset with a hosted project: 503; without a hosted project the endpoint answers 404" },
  CONTENT_API_PORT: { schema: port().default(3443), about: "the port of the local Content Lake's API" },
  CONTENT_API_HOST: { schema: z.string().default('localhost'), about: 'the interface the API listens on' },
  CONTENT_API_URL: { schema: httpUrl.optional(), about: 'where browsers and scripts reach the API; unset: `<SITE_URL>/content-api` behind a proxy, else `https://localhost:<CONTENT_API_PORT>`' },
  CONTENT_API_TLS_CERT: { schema: z.string().optional(), about: "the API's certificate file (with CONTENT_API_TLS_KEY); unset: one made on this machine" },
  CONTENT_API_TLS_KEY: { schema: z.string().optional(), about: "the API's private key file" },
  CONTENT_QUERY_WORKERS: { schema: wholeNumber(1, 16).optional(), about: "worker threads running GROQ queries; unset: 2 (the query pool's default)" },
  CONTENT_QUERY_TIMEOUT_MS: { schema: wholeNumber(100, 600_000).optional(), about: "a query running longer is stopped; unset: 5000 (the query pool's default)" },
  CONTENT_QUERY_MAX_RESULT_MB: { schema: wholeNumber(1, 1_024).optional(), about: "a larger result is refused; unset: 10 (the query pool's default)" },
  CONTENT_QUERY_MEMORY_MB: { schema: wholeNumber(64, 16_384).optional(), about: "each query worker's memory limit; unset: 512 (the query pool's default)" },
  CONTENT_QUERY_CONCURRENCY_PER_CLIENT: { schema: wholeNumber(1, 64).optional(), about: "queries one client may run at once; unset: 1 (the query pool's default)" },

  // Shared cache (web/cache/, which reads these itself with the same schemas)
  REDIS_URL: { schema: redisCacheVariables.REDIS_URL.optional(), about: "Next's cache in Redis, shared by the instances; unset: each instance's own cache" },
  REDIS_CACHE_TIMEOUT_MS: { schema: redisCacheVariables.REDIS_CACHE_TIMEOUT_MS, about: 'a slower Redis command counts as failed' },
  REDIS_CACHE_PREFIX: { schema: redisCacheVariables.REDIS_CACHE_PREFIX, about: 'the prefix of every key (the build id is added)' },
} satisfies Record<string, Variable>

export type VariableName = keyof typeof variables

/** The variables' values as the app uses them: parsed, with defaults. */
export type Environment = { readonly [Name in VariableName]: z.output<(typeof variables)[Name]['schema']> }
