/**
 * Benchmark of the customer portal on the production build (`npm run build` first), against a fresh
 * PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
 *
 * - 50 customers (BENCH_CUSTOMERS) register over HTTP; each gets the sample projects and invoices.
 * - Dashboard and invoice list: 50 concurrent signed-in clients (one per customer, each its own
 *   session) request the page for BENCH_SECONDS; p50/p95/p99 from every request's own timing.
 * - Sign-in throughput with the configured password hash (better-auth's scrypt N=16384, r=16, p=1).
 * - PDF generation: the invoice PDF endpoint, one request after the other, per invoice.
 *
 *   npm run bench:portal        writes docs/benchmarks-portal.md
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { eq, inArray } from 'drizzle-orm'
import { seedSampleCustomerData } from '../seed/demo-portal'
import { closeDb, getDb } from '../../web/lib/db/client'
import { customers, invoices, users } from '../../web/lib/db/schema'
import { todayInBerlin } from '../../web/lib/dates'
import { cookiesOf, submitPageForm } from './form-post'
import { latencySummary, seededBenchDatabase, startProductionServer } from './harness'

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 50)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const PORT = 3191
/** Time between two page views of one client in the paced run. */
const PACE_MS = 1000
const BASE = `http://localhost:${PORT}`
const root = path.resolve(import.meta.dirname, '..', '..')
const PASSWORD = 'Bench-Kunde-Passwort-2026'

/**
 * One loop per client, each with its own session cookie, requesting `path` until time is up; every
 * request's latency is kept. `paceMs` 0: the next request goes out as soon as the answer is in
 * (saturation); otherwise each client starts a request every `paceMs` (a person clicking through).
 */
async function load(path: string, cookies: string[], seconds: number, paceMs = 0) {
  const latencies: number[] = []
  let failures = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    cookies.map(async (cookie, index) => {
      // paced clients start spread over the first interval, as people do
      if (paceMs) await new Promise((resolve) => setTimeout(resolve, (index / cookies.length) * paceMs))
      while (performance.now() < until) {
        const started = performance.now()
        const response = await fetch(`${BASE}${path}`, { headers: { cookie } })
        await response.arrayBuffer()
        if (response.status !== 200) failures++
        else latencies.push(performance.now() - started)
        const wait = paceMs - (performance.now() - started)
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }),
  )
  return { ...latencySummary(latencies, seconds), failures }
}

const database = `lokalsicht_bench_${randomBytes(5).toString('hex')}`
// the site's content (sender details, legal pages) in a fresh database, as `npm run seed` writes it
const bench = await seededBenchDatabase(database)
const url = new URL(bench.url)
let server: ChildProcess | undefined
try {
  server = await startProductionServer(PORT, { DATABASE_URL: url.toString(), REGISTRATION_RATE_LIMIT: '100000', DEMO_MODE: 'false', SMTP_URL: '' })

  console.log(`▶ registering ${CUSTOMERS} customers over HTTP`)
  const people = Array.from({ length: CUSTOMERS }, (_, i) => ({ email: `bench-${i}@example.org`, name: `Bench Kunde ${i}` }))
  const cookies: string[] = []
  for (const person of people) {
    const response = await submitPageForm(BASE, '/registrierung', {
      name: person.name,
      company: `${person.name} GmbH`,
      address: 'Benchstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      email: person.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: 'on',
    })
    if (response.status !== 200) throw new Error(`registration answered ${response.status}`)
  }
  // Accounts are made after the answer (the same answer and time whether the address is known): wait for
  // them, then confirm them in the database in place of the confirmation link.
  process.env.DATABASE_URL = url.toString()
  const db = await getDb()
  const registered = () => db.$count(users, inArray(users.email, people.map((person) => person.email)))
  for (let waited = 0; (await registered()) < people.length; waited += 100) {
    if (waited > 30_000) throw new Error('the registrations were not stored within 30 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await db.update(users).set({ emailVerified: true }).where(inArray(users.email, people.map((person) => person.email)))
  for (const person of people) {
    const response = await submitPageForm(BASE, '/login', { email: person.email, password: PASSWORD })
    if (response.status !== 303) throw new Error(`sign-in answered ${response.status}: ${(await response.text()).slice(0, 2000)}`)
    cookies.push(cookiesOf(response))
  }
  const today = todayInBerlin()
  const customerIds: string[] = []
  for (const person of people) {
    const [row] = await db.select({ customer: customers }).from(customers).innerJoin(users, eq(users.id, customers.userId)).where(eq(users.email, person.email))
    await seedSampleCustomerData(db, row!.customer, today)
    customerIds.push(row!.customer.id)
  }
  // the first customer's invoices: the PDF downloads below are signed in as that customer
  const firstCustomersInvoiceIds = (await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, customerIds[0]!))).map((row) => row.id)
  await closeDb()

  // warm-up: opens database connections and fills the server's caches
  await load('/dashboard', cookies.slice(0, 5), 2)

  const pages = [
    ['dashboard', '/dashboard'],
    ['invoice list', '/dashboard/rechnungen'],
    ['invoice list, search + filter', '/dashboard/rechnungen?q=fachartikel&status=paid'],
  ] as const
  const paced: [string, Awaited<ReturnType<typeof load>>][] = []
  const saturated: [string, Awaited<ReturnType<typeof load>>][] = []
  for (const [name, page] of pages) {
    console.log(`▶ ${name}: ${CUSTOMERS} clients, one page view per second each, ${SECONDS} s`)
    paced.push([name, await load(page, cookies, SECONDS, PACE_MS)])
    console.log(`▶ ${name}: ${CUSTOMERS} clients without pause, ${SECONDS} s`)
    saturated.push([name, await load(page, cookies, SECONDS)])
  }

  console.log('▶ sign-in throughput')
  const signInLatencies: number[] = []
  const signInStarted = performance.now()
  let signInFailures = 0
  await Promise.all(
    [0, 1, 2, 3].map(async (worker) => {
      for (let i = worker; i < 40; i += 4) {
        const started = performance.now()
        const response = await submitPageForm(BASE, '/login', { email: people[i % people.length]!.email, password: PASSWORD, rememberMe: 'on' })
        if (response.status === 303) signInLatencies.push(performance.now() - started)
        else signInFailures++
      }
    }),
  )
  const signIn = { ...latencySummary(signInLatencies, (performance.now() - signInStarted) / 1000), failures: signInFailures }
  const hashStarted = performance.now()
  for (let i = 0; i < 5; i++) await hashPassword(PASSWORD)
  const hashMs = (performance.now() - hashStarted) / 5

  console.log('▶ PDF downloads')
  const pdfLatencies: number[] = []
  // The first customer's own invoices, one after the other. The first download of an invoice whose
  // documents were not stored at issue makes and stores them (bench:admin measures that); then every
  // download sends the stored Factur-X PDF.
  const ownIds = firstCustomersInvoiceIds.slice(0, 6)
  for (const id of ownIds) await (await fetch(`${BASE}/api/invoices/${id}/pdf`, { headers: { cookie: cookies[0]! } })).arrayBuffer()
  const pdfStarted = performance.now()
  for (let round = 0; round < 5; round++) {
    for (const id of ownIds) {
      const started = performance.now()
      const response = await fetch(`${BASE}/api/invoices/${id}/pdf`, { headers: { cookie: cookies[0]! } })
      const body = Buffer.from(await response.arrayBuffer())
      if (response.status === 200 && body.subarray(0, 5).toString() === '%PDF-') pdfLatencies.push(performance.now() - started)
    }
  }
  const pdf = latencySummary(pdfLatencies, (performance.now() - pdfStarted) / 1000)

  const fmt = (value: number) => `${value.toFixed(1)} ms`
  const report = [
    `# Customer portal benchmark`,
    '',
    `\`npm run bench:portal\`, ${new Date().toISOString().slice(0, 10)}, production build (\`next start\`), PostgreSQL 15 on the same 2-core machine, load generator on the same machine (loopback). ${CUSTOMERS} customers, each with 15 projects and 6 invoices, each client signed in with its own session.`,
    '',
    `## Pages at ${CUSTOMERS} concurrent signed-in clients (${SECONDS} s each)`,
    '',
    `Paced: every client opens the page once per ${PACE_MS / 1000} s (${CUSTOMERS} people clicking through the portal at the same time). Saturated: every client sends its next request as soon as the answer is in, which measures the most the server can do and what latency then follows from it (${CUSTOMERS} waiting clients ÷ throughput).`,
    '',
    '| page | load | requests | throughput | p50 | p95 | p99 | non-200 |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...paced.map(([name, row]) => `| ${name} | paced | ${row.requests} | ${row.rps.toFixed(0)} req/s | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${row.failures} |`),
    ...saturated.map(([name, row]) => `| ${name} | saturated | ${row.requests} | ${row.rps.toFixed(0)} req/s | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${row.failures} |`),
    '',
    '## Sign-in',
    '',
    `Password hash: scrypt (better-auth default, N=16384, r=16, p=1, 64-byte key): ${fmt(hashMs)} per hash in this process.`,
    '',
    `40 sign-ins over HTTP (login form posted like a browser without JavaScript), 4 at a time: ${signIn.rps.toFixed(1)} sign-ins/s, p50 ${fmt(signIn.p50)}, p95 ${fmt(signIn.p95)}, failures ${signIn.failures}.`,
    '',
    '## Invoice PDF',
    '',
    `${pdf.requests} downloads of 6 different invoices, one after the other of the stored Factur-X PDF (session check, database read, sending): p50 ${fmt(pdf.p50)}, p95 ${fmt(pdf.p95)}, ${pdf.rps.toFixed(1)} PDFs/s.`,
    '',
  ].join('\n')
  console.log(`\n${report}`)
  await writeFile(path.join(root, 'docs', 'benchmarks-portal.md'), report)
} finally {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server!.once('exit', resolve))
  }
  await closeDb()
  await bench.drop()
}
