/** Settings of the local deployment (`npm run deploy:local`) from the environment, checked with zod. */
import path from 'node:path'
import * as z from 'zod'

export const repositoryRoot = path.resolve(import.meta.dirname, '..', '..')

// Ports below 1024 (443 and 80, e.g. for `npm run check:observatory`) need root.
const port = z.coerce.number().int().min(1).max(65_535)

const settingsSchema = z.object({
  DEPLOY_HTTPS_PORT: port.default(8443),
  DEPLOY_HTTP_PORT: port.default(8080),
  /** One app instance per port, comma-separated. */
  DEPLOY_APP_PORTS: z
    .string()
    .default('3101,3102')
    .transform((list) => list.split(',').map((entry) => port.parse(entry.trim())))
    .pipe(z.array(z.number().int()).min(1).max(8)),
  /** The Redis started for the deployment (its own, not a shared one: fault tests stop it). */
  DEPLOY_REDIS_PORT: port.default(6390),
  /** The deployment's database; created when missing, then migrated and seeded. */
  DEPLOY_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).default('postgres://postgres@127.0.0.1:5432/lokalsicht_deploy'),
  DEPLOY_RUN_DIR: z.string().default(path.join(repositoryRoot, 'data', 'deploy')),
  /**
   * HSTS max-age the proxy sends. Short by default here: browsers keep HSTS per host name, not per port,
   * so a year for `localhost` would also send them to https://localhost:3000 (`npm run dev`).
   */
  DEPLOY_HSTS_MAX_AGE: z.coerce.number().int().min(0).default(600),
  /** Passed on to the instances when set (benchmarks: an SMTP sink, a faster outbox). */
  SMTP_URL: z.string().optional(),
  OUTBOX_INTERVAL_MS: z.string().regex(/^\d+$/).optional(),
  FORM_RATE_LIMIT: z.string().regex(/^\d+$/).optional(),
})

export type DeploySettings = z.infer<typeof settingsSchema>

export function deploySettings(env: NodeJS.ProcessEnv = process.env): DeploySettings {
  const parsed = settingsSchema.safeParse(env)
  if (!parsed.success) throw new Error(`Invalid deployment settings:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}

export const publicUrl = (settings: DeploySettings) => `https://localhost:${settings.DEPLOY_HTTPS_PORT}`
