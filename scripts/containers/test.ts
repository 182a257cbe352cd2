/**
 * `npm run test:containers [-- --rebuild-base] [--keep] [--no-studio] [--reuse-images]`: Dockerfile, deploy/compose/nginx.Dockerfile
 * and compose.yaml built and run with podman and Debian's podman-compose 1.0.3, then checked through the
 * proxy. From a clean state: the project's containers, volumes, network and images (lokalsicht-app,
 * lokalsicht-proxy) are removed first and the images built without cache; the base images
 * (scripts/containers/base-images.ts) are reused when present (`--rebuild-base` makes them anew).
 *
 * Writes a throw-away .env and a self-signed certificate for `localhost` into .containers/test/ (gitignored;
 * compose.yaml mounts CERTS_DIR), runs `podman-compose up -d`, waits until every container is healthy
 * (`podman healthcheck run`: podman runs health checks on a timer only with systemd), then checks through
 * https://localhost:<PROXY_HTTPS_PORT> (scripts/containers/checks.ts): both home pages, a contact
 * submission stored in PostgreSQL, the first admin's sign-in, each instance on its own and the proxy with
 * either one stopped, and the studio journey when its spec exists. Prints build time, image sizes and
 * start time. Removes the containers and volumes at the end (`--keep`: leaves them running).
 * `--reuse-images`: keeps lokalsicht-app and lokalsicht-proxy when present (no build; not a clean state).
 *
 * Ports: PROXY_HTTPS_PORT, PROXY_HTTP_PORT, APP1_PORT, … from the environment as compose.yaml names
 * them (defaults there). A .env next to compose.yaml would override this test's (podman-compose 1.0.3
 * reads it last): the test stops if there is one.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { runStudioJourney, startMailSink } from '../deploy/studio-journey'
import { ensureBaseImages } from './base-images'
import { baseImages, PROJECT, projectImages } from './images'
import { buildUlimit, ensurePodman, output, podman, podmanArgs, podmanOutput, repositoryRoot, run, seconds, workDirectory } from './podman'

const args = new Set(process.argv.slice(2))
const testDirectory = path.join(workDirectory, 'test')
const envFile = path.join(testDirectory, '.env')
const certsDirectory = path.join(testDirectory, 'certs')
const composeWrapper = path.join(repositoryRoot, 'scripts', 'containers', 'podman-for-compose.sh')
const services = ['postgres', 'redis', 'app1', 'app2', 'proxy'] as const
/** podman-compose 1.0.3's container names. */
const containerName = (service: string) => `${PROJECT}_${service}_1`

function composeEnvironment(values: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...values }
}

function podmanCompose(command: string[], env: NodeJS.ProcessEnv, quiet = false) {
  // podman-compose asks for each volume before it creates it.
  const hide = /^Error: inspecting object: no such volume /
  return run('podman-compose', ['--podman-path', composeWrapper, '-p', PROJECT, ...command], { env, quiet, hide })
}

/** The project's containers, volumes, network and own images gone; base images stay. */
async function cleanState({ keepImages = false } = {}): Promise<void> {
  const containers = podmanOutput(['ps', '-a', '-q', '--filter', `label=io.podman.compose.project=${PROJECT}`])?.trim().split('\n').filter(Boolean) ?? []
  if (containers.length) await podman(['rm', '-f', '-v', '-t', '5', ...containers], { quiet: true })
  for (const volume of ['postgres-data', 'redis-data']) {
    const name = `${PROJECT}_${volume}`
    if (podmanOutput(['volume', 'exists', name]) !== null) await podman(['volume', 'rm', '-f', name], { quiet: true })
  }
  if (podmanOutput(['network', 'exists', `${PROJECT}_default`]) !== null) await podman(['network', 'rm', '-f', `${PROJECT}_default`], { quiet: true })
  for (const image of keepImages ? [] : Object.values(projectImages)) {
    if (podmanOutput(['image', 'exists', image]) !== null) await podman(['rmi', '-f', image], { quiet: true })
  }
}

/** Both images from scratch (no layer cache) on the base images; seconds each. */
async function buildImages(origin: string): Promise<{ app: number; proxy: number }> {
  const buildFlags = ['build', '--network', 'host', '--format', 'docker', '--layers=false', ...buildUlimit()]
  // The machine's CA certificates for npm inside the build (a proxy may intercept TLS; see Dockerfile).
  const caFile = process.env.CA_CERTIFICATES || '/etc/ssl/certs/ca-certificates.crt'
  const caSecret = existsSync(caFile) ? ['--secret', `id=ca_certificates,src=${caFile}`] : []
  console.log('\n■ Building the app image (Dockerfile)')
  const appStarted = performance.now()
  await podman([...buildFlags, ...caSecret, '--build-arg', `NODE_IMAGE=${baseImages.NODE_IMAGE}`, '--build-arg', `SITE_URL=${origin}`, '-t', projectImages.APP_IMAGE, '.'])
  const app = seconds(appStarted)
  console.log('\n■ Building the proxy image (deploy/compose/nginx.Dockerfile)')
  const proxyStarted = performance.now()
  await podman([...buildFlags, '--build-arg', `DEBIAN_IMAGE=${baseImages.DEBIAN_IMAGE}`, '-t', projectImages.PROXY_IMAGE, '-f', 'deploy/compose/nginx.Dockerfile', '.'])
  return { app, proxy: seconds(proxyStarted) }
}

async function writeCertificate(): Promise<string> {
  await mkdir(certsDirectory, { recursive: true })
  const cert = path.join(certsDirectory, 'tls.crt')
  await run('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '7',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', path.join(certsDirectory, 'tls.key'), '-out', cert,
  ], { quiet: true })
  return cert
}

function sizeOf(image: string): string {
  return podmanOutput(['image', 'inspect', image, '--format', '{{.Size}}'])?.trim() ?? '?'
}
const megabytes = (bytes: string) => `${Math.round(Number(bytes) / 1e6)} MB`

/** Every container healthy (health checks run here, one round per second), or throws after `timeoutMs`. */
async function waitHealthy(names: string[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const pending = new Set(names)
  while (pending.size > 0) {
    for (const name of [...pending]) {
      const state = podmanOutput(['inspect', name, '--format', '{{.State.Status}}'])?.trim()
      if (state !== 'running') {
        if (Date.now() > deadline) throw new Error(`${name} is ${state ?? 'missing'}`)
        continue
      }
      if (output('podman', podmanArgs(['healthcheck', 'run', name])) !== null) pending.delete(name)
    }
    if (pending.size === 0) break
    if (Date.now() > deadline) throw new Error(`not healthy after ${timeoutMs / 1000} s: ${[...pending].join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

async function main(): Promise<void> {
  if (existsSync(path.join(repositoryRoot, '.env'))) {
    throw new Error('There is a .env next to compose.yaml: podman-compose 1.0.3 would take its values over this test\'s. Move it aside first.')
  }
  ensurePodman()
  const httpsPort = process.env.PROXY_HTTPS_PORT || '443'
  const httpPort = process.env.PROXY_HTTP_PORT || '80'
  const origin = `https://localhost${httpsPort === '443' ? '' : `:${httpsPort}`}`

  const reuseImages = args.has('--reuse-images') && Object.values(projectImages).every((image) => podmanOutput(['image', 'exists', image]) !== null)
  console.log(`■ Clean state: removing the project's containers, volumes${reuseImages ? '' : ' and images'}`)
  await cleanState({ keepImages: reuseImages })

  console.log('■ Base images')
  const base = await ensureBaseImages({ rebuild: args.has('--rebuild-base') })
  if (base.reused.length) console.log(`  reused: ${base.reused.join(', ')} (--rebuild-base makes them anew)`)

  const builds = reuseImages ? null : await buildImages(origin)
  if (!builds) console.log('\n■ Images: reusing lokalsicht-app and lokalsicht-proxy (--reuse-images; no build time measured)')

  await rm(testDirectory, { recursive: true, force: true })
  await mkdir(testDirectory, { recursive: true })
  const certificate = await writeCertificate()
  // The invitations of the studio journey go to a mail sink of this test's (the instances use the host's network).
  const mail = await startMailSink()
  const values: Record<string, string> = {
    ...baseImages,
    ...projectImages,
    CERTS_DIR: certsDirectory,
    SITE_URL: origin,
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_SECRET: randomBytes(32).toString('base64url'),
    ADMIN_EMAIL: 'admin@example.org',
    ADMIN_PASSWORD: `Container-${randomBytes(12).toString('base64url')}`,
    ADMIN_NAME: 'Container Admin',
    SMTP_URL: mail.smtpUrl,
  }
  await writeFile(envFile, Object.entries(values).map(([name, value]) => `${name}=${value}`).join('\n') + '\n', { mode: 0o600 })
  const env = composeEnvironment(values)

  console.log(`\n■ podman-compose up -d (${path.relative(repositoryRoot, envFile)})`)
  const upStarted = performance.now()
  let healthy = false
  try {
    await podmanCompose(['up', '-d'], env, true)
    await waitHealthy(services.map(containerName), 300_000)
    const startTime = seconds(upStarted)
    healthy = true
    console.log(`  all healthy ${startTime} s after up`)

    console.log('\n■ Checks through the proxy')
    const checkEnv = {
      ...env,
      NODE_EXTRA_CA_CERTS: certificate,
      CHECK_ORIGIN: origin,
      CHECK_HTTP_PORT: httpPort,
      CHECK_DATABASE_URL: `postgres://lokalsicht:${values.POSTGRES_PASSWORD}@127.0.0.1:${process.env.POSTGRES_PORT || 5433}/lokalsicht`,
      CHECK_APP_PORTS: `${process.env.APP1_PORT || 3001},${process.env.APP2_PORT || 3002}`,
      CHECK_CONTAINERS: `${containerName('app1')},${containerName('app2')}`,
    }
    await run(process.execPath, [path.join(repositoryRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/containers/checks.ts'], { env: checkEnv })

    // The studio journey of npm run test:deploy (tests/deploy), through the containers' proxy: the first admin
    // (ADMIN_EMAIL) invites editors, who edit on either instance.
    if (args.has('--no-studio')) console.log(`\n■ Studio journey: not run (--no-studio)`)
    else {
      console.log('\n■ Studio journey (tests/deploy)')
      const journey = await runStudioJourney({
        baseUrl: origin,
        owner: { email: values.ADMIN_EMAIL!, password: values.ADMIN_PASSWORD! },
        instances: checkEnv.CHECK_APP_PORTS.split(',').map((port) => `http://127.0.0.1:${port}`),
        databaseUrl: checkEnv.CHECK_DATABASE_URL,
        mail,
      })
      if (journey !== 0) throw new Error(`the studio journey failed (exit code ${journey})`)
    }

    console.log('\n■ Figures')
    if (builds) console.log(`  build: app ${builds.app} s, proxy ${builds.proxy} s (no layer cache, base images ${base.built.length ? 'built' : 'reused'})`)
    for (const image of [...Object.values(projectImages), baseImages.NODE_IMAGE, baseImages.POSTGRES_IMAGE, baseImages.REDIS_IMAGE, baseImages.DEBIAN_IMAGE]) {
      console.log(`  ${image}: ${megabytes(sizeOf(image))}`)
    }
    console.log(`  start: ${startTime} s from podman-compose up -d until all five containers were healthy`)
  } catch (error) {
    if (!healthy || args.has('--logs')) {
      for (const service of services) {
        console.log(`\n--- logs of ${containerName(service)} (last 40 lines)`)
        await podman(['logs', '--tail', '40', containerName(service)]).catch(() => {})
      }
    }
    throw error
  } finally {
    mail.stop()
    if (args.has('--keep')) console.log(`\nLeft running (--keep): ${origin}/  (stop: podman-compose --podman-path ${path.relative(repositoryRoot, composeWrapper)} -p ${PROJECT} down -v, with ${path.relative(repositoryRoot, envFile)}'s variables)`)
    else {
      await podmanCompose(['down', '-v'], env, true).catch(() => {})
      await cleanContainersOnly()
    }
  }
}

/** After the run: containers, volumes and the network gone, images kept. */
async function cleanContainersOnly(): Promise<void> {
  const containers = podmanOutput(['ps', '-a', '-q', '--filter', `label=io.podman.compose.project=${PROJECT}`])?.trim().split('\n').filter(Boolean) ?? []
  if (containers.length) await podman(['rm', '-f', '-v', '-t', '5', ...containers], { quiet: true })
  for (const volume of ['postgres-data', 'redis-data']) {
    if (podmanOutput(['volume', 'exists', `${PROJECT}_${volume}`]) !== null) await podman(['volume', 'rm', '-f', `${PROJECT}_${volume}`], { quiet: true })
  }
  if (podmanOutput(['network', 'exists', `${PROJECT}_default`]) !== null) await podman(['network', 'rm', '-f', `${PROJECT}_default`], { quiet: true })
}

const started = performance.now()
main().then(
  () => console.log(`\ntest:containers passed in ${seconds(started)} s`),
  (error: unknown) => {
    console.error(`\ntest:containers failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  },
)
