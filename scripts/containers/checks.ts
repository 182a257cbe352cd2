/**
 * The checks of `npm run test:containers` (scripts/containers/test.ts starts this with the proxy's
 * self-signed certificate in NODE_EXTRA_CA_CERTS, so that fetch trusts it): through the proxy, the German
 * and English home pages, a contact submission stored in PostgreSQL, the first admin (ADMIN_EMAIL /
 * ADMIN_PASSWORD) signing in at /login; each instance on its own port; the proxy with either instance
 * stopped (each serves alone); the redirect from HTTP.
 */
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import pg from 'pg'
import { cookiesOf, submitPageForm } from '../bench/form-post'
import { validContact } from '../../tests/helpers/form-requests'

const origin = process.env.CHECK_ORIGIN!
const httpPort = process.env.CHECK_HTTP_PORT!
const appPorts = process.env.CHECK_APP_PORTS!.split(',')
const containers = process.env.CHECK_CONTAINERS!.split(',')

let failures = 0
async function check(name: string, body: () => Promise<string | void>): Promise<void> {
  const started = performance.now()
  try {
    const detail = await body()
    console.log(`  ✓ ${name}${detail ? `: ${detail}` : ''} (${Math.round(performance.now() - started)} ms)`)
  } catch (error) {
    failures++
    console.log(`  ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' })
  return { status: response.status, headers: response.headers, body: await response.text() }
}

const podman = (...args: string[]) => {
  const result = spawnSync('podman', ['--runtime', '/usr/sbin/runc', ...args], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')}: ${result.stderr.trim()}`)
}

async function waitUntil(what: string, test: () => Promise<boolean>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await test().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

await check('German home page through the proxy', async () => {
  const response = await page(`${origin}/`)
  assert(response.status === 200, `status ${response.status}`)
  assert(/<html[^>]* lang="de"/.test(response.body), 'no <html lang="de">')
  assert(response.headers.get('strict-transport-security'), 'no HSTS header from the proxy')
  return `200, ${Math.round(response.body.length / 1024)} KB, <title>${/<title>([^<]*)/.exec(response.body)?.[1]}`
})

await check('English home page through the proxy', async () => {
  const response = await page(`${origin}/en`)
  assert(response.status === 200, `status ${response.status}`)
  assert(/<html[^>]* lang="en"/.test(response.body), 'no <html lang="en">')
  return `200, <title>${/<title>([^<]*)/.exec(response.body)?.[1]}`
})

await check('plain HTTP redirects to HTTPS', async () => {
  const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
    http.get({ host: '127.0.0.1', port: Number(httpPort), path: '/kontakt', headers: { host: 'localhost' } }, resolve).on('error', reject),
  )
  response.resume()
  assert(response.statusCode === 301, `status ${response.statusCode}`)
  assert(response.headers.location === `${origin}/kontakt`, `location ${response.headers.location}`)
  return `301 → ${response.headers.location}`
})

await check('a contact submission is stored in PostgreSQL', async () => {
  const submission = validContact()
  const response = await fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(submission),
  })
  const body = (await response.json()) as { status?: string; id?: string }
  assert(response.status === 201 && body.id, `status ${response.status}: ${JSON.stringify(body)}`)
  const client = new pg.Client({ connectionString: process.env.CHECK_DATABASE_URL })
  await client.connect()
  try {
    const rows = await client.query<{ kind: string; email: string }>('select kind, email from leads where id = $1', [body.id])
    assert(rows.rowCount === 1 && rows.rows[0]!.email === submission.email && rows.rows[0]!.kind === 'contact', `lead ${body.id} not in the database`)
  } finally {
    await client.end()
  }
  return `201, lead ${body.id} in table leads`
})

await check('the first admin signs in at /login', async () => {
  const email = process.env.ADMIN_EMAIL!
  const signIn = await submitPageForm(origin, '/login', { email, password: process.env.ADMIN_PASSWORD! })
  const cookie = cookiesOf(signIn)
  assert(signIn.status === 303 && cookie, `sign-in as ${email} answered ${signIn.status} without a session (is the first-admin bootstrap in the app?)`)
  // The back office opens with that session (without one it redirects to /login).
  const admin = await page(`${origin}/admin/dashboard`, { cookie })
  assert(admin.status === 200, `/admin/dashboard answered ${admin.status} with the session`)
  return `303 → ${signIn.headers.get('location')}, /admin/dashboard 200`
})

for (const [index, port] of appPorts.entries()) {
  await check(`instance ${index + 1} answers on 127.0.0.1:${port}`, async () => {
    const response = await page(`http://127.0.0.1:${port}/login`)
    assert(response.status === 200, `status ${response.status}`)
    return '/login 200'
  })
}

for (const [index, container] of containers.entries()) {
  const other = index === 0 ? 2 : 1
  await check(`the proxy serves with instance ${index + 1} stopped (instance ${other} alone)`, async () => {
    podman('stop', '-t', '10', container)
    try {
      for (let request = 0; request < 6; request++) {
        const response = await page(`${origin}/${request % 2 ? 'en' : ''}`)
        assert(response.status === 200, `request ${request + 1}: status ${response.status}`)
      }
    } finally {
      podman('start', container)
    }
    await waitUntil(`${container} to answer again`, async () => (await fetch(`http://127.0.0.1:${appPorts[index]}/login`)).ok)
    // nginx tries an instance it found down again after fail_timeout (5 s, deploy/nginx/site.conf.template).
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    return `6 × 200; ${container} started again`
  })
}

if (failures > 0) {
  console.log(`\n${failures} check(s) failed`)
  process.exit(1)
}
