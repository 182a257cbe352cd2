import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env, EnvironmentError, environmentFrom, environmentProblems, variables } from '../../web/lib/env'

const root = path.resolve(import.meta.dirname, '../..')

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the environment module (web/lib/env)', () => {
  it('has these defaults when nothing is set (as the code read them before the module)', () => {
    expect({ ...environmentFrom({}) }).toEqual({
      SITE_URL: undefined,
      PORT: 3000,
      TRUSTED_PROXY_HOPS: 0,
      DEMO_MODE: undefined,
      STUDIO_URL: undefined,
      SECRETS_DIR: undefined,
      AUTH_SECRET: undefined,
      RATE_LIMIT_SECRET: undefined,
      ADMIN_EMAIL: undefined,
      ADMIN_PASSWORD: undefined,
      ADMIN_NAME: undefined,
      DATABASE_URL: undefined,
      DATABASE_POOL_SIZE: 10,
      PGLITE_DATA_DIR: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'Lokalsicht <no-reply@lokalsicht.de>',
      LEAD_NOTIFICATION_EMAIL: 'anfragen@lokalsicht.de',
      OUTBOX_INTERVAL_MS: 5_000,
      FORM_RATE_LIMIT: 10,
      REGISTRATION_RATE_LIMIT: 5,
      LEAD_RETENTION_MONTHS: 24,
      SANITY_PROJECT_ID: undefined,
      NEXT_PUBLIC_SANITY_PROJECT_ID: undefined,
      SANITY_DATASET: undefined,
      NEXT_PUBLIC_SANITY_DATASET: undefined,
      SANITY_READ_TOKEN: undefined,
      SANITY_WRITE_TOKEN: undefined,
      SANITY_REVALIDATE_SECRET: undefined,
      CONTENT_API_PORT: 3443,
      CONTENT_API_HOST: 'localhost',
      CONTENT_API_URL: undefined,
      CONTENT_API_TLS_CERT: undefined,
      CONTENT_API_TLS_KEY: undefined,
      CONTENT_QUERY_WORKERS: undefined,
      CONTENT_QUERY_TIMEOUT_MS: undefined,
      CONTENT_QUERY_MAX_RESULT_MB: undefined,
      CONTENT_QUERY_MEMORY_MB: undefined,
      CONTENT_QUERY_CONCURRENCY_PER_CLIENT: undefined,
      REDIS_URL: undefined,
      REDIS_CACHE_TIMEOUT_MS: 1_000,
      REDIS_CACHE_PREFIX: 'lokalsicht',
    })
  })

  it('counts empty and blank as unset (compose passes an unset ${X} as an empty string)', () => {
    const blank = environmentFrom({ MAIL_FROM: '', FORM_RATE_LIMIT: '  ', TRUSTED_PROXY_HOPS: ' ', SMTP_URL: '', DATABASE_URL: '' })
    expect(blank.MAIL_FROM).toBe('Lokalsicht <no-reply@lokalsicht.de>')
    expect(blank.FORM_RATE_LIMIT).toBe(10)
    expect(blank.TRUSTED_PROXY_HOPS).toBe(0)
    expect(blank.SMTP_URL).toBeUndefined()
    expect(blank.DATABASE_URL).toBeUndefined()
  })

  it('parses valid values into what the code uses', () => {
    const set = environmentFrom({
      TRUSTED_PROXY_HOPS: ' 2 ',
      FORM_RATE_LIMIT: '25',
      DATABASE_POOL_SIZE: '40',
      PORT: '3101',
      DEMO_MODE: 'TRUE',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      SMTP_URL: 'smtp://user:pass@mail.example.com:587',
      SITE_URL: 'https://www.lokalsicht.de',
      REDIS_URL: 'rediss://cache:6380',
      CONTENT_QUERY_WORKERS: '4',
    })
    expect(set.TRUSTED_PROXY_HOPS).toBe(2)
    expect(set.FORM_RATE_LIMIT).toBe(25)
    expect(set.DATABASE_POOL_SIZE).toBe(40)
    expect(set.PORT).toBe(3101)
    expect(set.DEMO_MODE).toBe(true)
    expect(environmentFrom({ DEMO_MODE: '0' }).DEMO_MODE).toBe(false)
    expect(set.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test')
    expect(set.SMTP_URL).toBe('smtp://user:pass@mail.example.com:587')
    expect(set.SITE_URL).toBe('https://www.lokalsicht.de')
    expect(set.REDIS_URL).toBe('rediss://cache:6380')
    expect(set.CONTENT_QUERY_WORKERS).toBe(4)
  })

  const invalid: [keyof typeof variables, string][] = [
    ['TRUSTED_PROXY_HOPS', 'abc'],
    ['TRUSTED_PROXY_HOPS', '11'],
    ['TRUSTED_PROXY_HOPS', '-1'],
    ['TRUSTED_PROXY_HOPS', '1e1'],
    ['FORM_RATE_LIMIT', '0'],
    ['REGISTRATION_RATE_LIMIT', '2.5'],
    ['LEAD_RETENTION_MONTHS', 'forever'],
    ['OUTBOX_INTERVAL_MS', '0x10'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['PORT', '70000'],
    ['DEMO_MODE', 'yes'],
    ['SITE_URL', 'www.lokalsicht.de'],
    ['DATABASE_URL', 'mysql://db/lokalsicht'],
    ['SMTP_URL', 'mail.example.com:587'],
    ['REDIS_URL', 'http://cache:6379'],
    ['CONTENT_QUERY_MEMORY_MB', '32'],
    ['AUTH_SECRET', 'too-short-to-sign-anything'],
  ]

  it.each(invalid)('refuses %s=%s with an error that names the variable', (name, value) => {
    const read = () => environmentFrom({ [name]: value })[name]
    expect(read).toThrow(EnvironmentError)
    expect(read).toThrow(`The environment variable ${name} is not valid`)
  })

  it('never repeats a refused value in the message (it may be a secret), but keeps it for the caller', () => {
    const secret = 'too-short-to-sign-anything'
    let error: unknown
    try {
      void environmentFrom({ AUTH_SECRET: secret }).AUTH_SECRET
    } catch (thrown) {
      error = thrown
    }
    expect(error).toBeInstanceOf(EnvironmentError)
    expect((error as EnvironmentError).message).not.toContain(secret)
    expect((error as EnvironmentError).message).toContain('at least 32 characters')
    expect((error as EnvironmentError).value).toBe(secret)
  })

  it('lists every invalid variable at once, and only those (what a server logs at start)', () => {
    expect(environmentProblems({ TRUSTED_PROXY_HOPS: 'abc', FORM_RATE_LIMIT: '0', SITE_URL: 'https://www.lokalsicht.de' }).map((problem) => problem.variable)).toEqual([
      'TRUSTED_PROXY_HOPS',
      'FORM_RATE_LIMIT',
    ])
    expect(environmentProblems({})).toEqual([])
  })

  it('reads process.env when a variable is used, not when the module was imported', () => {
    vi.stubEnv('FORM_RATE_LIMIT', '7')
    expect(env.FORM_RATE_LIMIT).toBe(7)
    vi.stubEnv('FORM_RATE_LIMIT', '8')
    expect(env.FORM_RATE_LIMIT).toBe(8)
    process.env.SMTP_URL = 'smtp://127.0.0.1:2525'
    try {
      expect(env.SMTP_URL).toBe('smtp://127.0.0.1:2525')
    } finally {
      delete process.env.SMTP_URL
    }
    expect(env.SMTP_URL).toBeUndefined()
    vi.stubEnv('FORM_RATE_LIMIT', 'abc')
    expect(() => env.FORM_RATE_LIMIT).toThrow('FORM_RATE_LIMIT')
  })
})

/**
 * The module is read everywhere: no file under web/ reads process.env but these. A new variable goes
 * into web/lib/env/variables.ts and is read as `env.X`.
 */
const MAY_READ_PROCESS_ENV = [
  // The module itself.
  'web/lib/env/',
  // Loaded by Next itself, outside the bundle (cacheHandler): plain JavaScript that cannot import the
  // TypeScript module; redis-cache-settings.mjs holds the schemas the module uses for REDIS_*.
  'web/cache/cache-handler.mjs',
  'web/cache/redis-cache-handler.mjs',
  'web/cache/redis-cache-settings.mjs',
  'web/cache/shared-cache-config.mjs',
]
/** Next's own variables, which Next sets and inlines itself: a literal `process.env.X` is how they are read. */
const NEXT_OWN = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'NEXT_PHASE', '__NEXT_IMAGE_OPTS'])
/** Mentions that are no reads, with the reason. */
const NOT_READS = new Map([['web/screens/admin/api-tokens.tsx', 'SANITY_API_TOKEN']]) // a code sample shown to admins, for their own scripts

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${directory}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sourceFiles(relative)
    return /\.(ts|tsx|mts|js|mjs|cjs)$/.test(entry.name) ? [relative] : []
  })
}

describe('process.env under web/', () => {
  it('is read only by the environment module (and the files listed above)', () => {
    const strays: string[] = []
    for (const file of sourceFiles('web')) {
      if (MAY_READ_PROCESS_ENV.some((allowed) => file === allowed || (allowed.endsWith('/') && file.startsWith(allowed)))) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      for (const match of source.matchAll(/process\s*\.\s*env\b(?:\s*\.\s*(\w+))?/g)) {
        const name = match[1]
        if (name && NEXT_OWN.has(name)) continue
        if (name && NOT_READS.get(file) === name) continue
        const line = source.slice(0, match.index).split('\n').length
        strays.push(`${file}:${line} ${match[0]}`)
      }
    }
    expect(strays, 'read these through `env` from web/lib/env (add the variable to web/lib/env/variables.ts)').toEqual([])
  })

  it('finds a read it must find (the scan itself works)', () => {
    const files = sourceFiles('web')
    expect(files).toContain('web/lib/env/index.ts')
    expect(readFileSync(path.join(root, 'web/lib/env/index.ts'), 'utf8')).toMatch(/process\s*\.\s*env\b/)
  })
})

describe('docs/production.md, "Environment variables"', () => {
  it('shows exactly the variables, defaults and descriptions of the module', () => {
    const doc = readFileSync(path.join(root, 'docs/production.md'), 'utf8')
    const section = doc.slice(doc.indexOf('## Environment variables'))
    const rows = section.split('\n').filter((line) => line.startsWith('| `'))
    const defaults = environmentFrom({}) as Record<string, unknown>
    const expected = Object.entries(variables).map(([name, { about }]) => {
      const value = defaults[name]
      return `| \`${name}\` | ${value === undefined ? '—' : `\`${String(value)}\``} | ${about.replaceAll('|', '\\|')} |`
    })
    expect(rows).toEqual(expected)
  })
})
