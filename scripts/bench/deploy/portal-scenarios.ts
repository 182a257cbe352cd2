/**
 * Signed-in customers' dashboards through the proxy onto both instances: each client its own customer,
 * its own session and its own loopback address, every client asking again as soon as the answer is in.
 */
import https from 'node:https'
import { hashPassword } from 'better-auth/crypto'
import { seedSampleCustomerData } from '../../seed/demo-portal'
import { latencySummary } from '../harness'
import { type BenchContext, type ScenarioRow, sleep } from './context'

const CUSTOMERS = 50
const SECONDS = 15
const PASSWORD = 'Bench-Kunde-Passwort-2026'
const SIGN_INS_AT_ONCE = 8
/** The goal of issue 29, saturated, on this 2-core machine with the load generator on it. */
const GOAL_PER_SECOND = 250

/** One keep-alive connection per client, from its own address (each is a client of its own for the limits). */
const agentFor = (context: BenchContext, index: number) =>
  new https.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.11.${index >> 8}.${(index & 255) + 1}`, ca: context.ca })

function request(agent: https.Agent, url: string, options: https.RequestOptions, body?: string) {
  return new Promise<{ status: number; cookies: string[] }>((resolve, reject) => {
    const outgoing = https.request(url, { agent, ...options }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }))
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

/** Customers with the sample projects and invoices, confirmed, in the deployment's database. */
async function createCustomers(context: BenchContext) {
  process.env.DATABASE_URL = context.databaseUrl
  const { getDb } = await import('../../../web/lib/db/client')
  const { accounts, customers, users } = await import('../../../web/lib/db/schema')
  const { todayInBerlin } = await import('../../../web/lib/dates')
  const db = await getDb()
  const password = await hashPassword(PASSWORD)
  const runTag = Date.now().toString(36)
  const emails: string[] = []
  for (let index = 0; index < CUSTOMERS; index++) {
    const email = `dashboard-${runTag}-${index}@example.org`
    const [user] = await db.insert(users).values({ name: `Bench Kunde ${index}`, email, role: 'customer', locale: 'de', emailVerified: true }).returning({ id: users.id })
    await db.insert(accounts).values({ userId: user!.id, accountId: user!.id, providerId: 'credential', password })
    const [customer] = await db.insert(customers).values({ userId: user!.id, name: `Bench Kunde ${index}`, company: `Bench ${index} GmbH`, email, street: 'Benchstraße 1', postalCode: '10115', city: 'Berlin', locale: 'de' }).returning()
    await seedSampleCustomerData(db, customer!, todayInBerlin())
    emails.push(email)
  }
  return emails
}

export async function dashboardLoad(context: BenchContext): Promise<ScenarioRow> {
  const emails = await createCustomers(context)
  const agents = emails.map((_, index) => agentFor(context, index))
  // Signed in as a browser without JavaScript does: the login form posted to the sign-in route. A few at a
  // time: an instance checks at most four passwords at once and answers 429 to those that waited 3 s
  // (web/lib/auth/password-checks.ts), which 50 at once reach on a slow machine; signing in is not measured.
  const signIn = async (email: string, index: number) => {
    const body = new URLSearchParams({ email, password: PASSWORD }).toString()
    const answer = await request(agents[index]!, `${context.origin}/api/account/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: context.origin, 'content-length': Buffer.byteLength(body) },
    }, body)
    if (answer.status !== 303) throw new Error(`sign-in of ${email} answered ${answer.status}`)
    return answer.cookies.map((cookie) => cookie.split(';')[0]).join('; ')
  }
  const cookies: string[] = []
  for (let first = 0; first < emails.length; first += SIGN_INS_AT_ONCE) {
    cookies.push(...(await Promise.all(emails.slice(first, first + SIGN_INS_AT_ONCE).map((email, offset) => signIn(email, first + offset)))))
  }
  const statuses = new Map<number, number>()
  const latencies: number[] = []
  const run = async (seconds: number, record: boolean) => {
    const until = performance.now() + seconds * 1000
    await Promise.all(
      cookies.map(async (cookie, index) => {
        while (performance.now() < until) {
          const started = performance.now()
          const { status } = await request(agents[index]!, `${context.origin}/dashboard`, { headers: { cookie } })
          if (!record) continue
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          if (status === 200) latencies.push(performance.now() - started)
        }
      }),
    )
  }
  await run(3, false) // warm-up: connections, TLS sessions, the instances' code paths
  await sleep(500)
  await run(SECONDS, true)
  for (const agent of agents) agent.destroy()
  const summary = latencySummary(latencies, SECONDS)
  const answers = [...statuses].sort().map(([status, n]) => `${n}× ${status}`).join(', ')
  return {
    scenario: `the customer dashboard, ${CUSTOMERS} signed-in customers (each its own session and address) asking without pause, ${SECONDS} s through nginx onto 2 instances (goal ≥ ${GOAL_PER_SECOND}/s)`,
    measured: `${Math.round(summary.rps)} pages/s; latency p50 ${Math.round(summary.p50)} ms, p99 ${Math.round(summary.p99)} ms; answers ${answers}`,
    held: summary.rps >= GOAL_PER_SECOND && statuses.size === 1 && statuses.has(200),
  }
}
