/**
 * Benchmark of the admin back office on the production build (`npm run build` first), against a fresh
 * PostgreSQL database (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test):
 *
 * - 10,000 customers and 100,000 issued invoices (BENCH_CUSTOMERS, BENCH_INVOICES) are written with SQL.
 * - Customer list and invoice list (default view, a search, a filter, a deep page, a sort) as the demo
 *   admin: one admin clicking through (sequential) and ten at once, p50/p95/p99 per request.
 * - Issuing: drafts issued over HTTP like the office does (number, PDF/A-3, XRechnung, e-mail queued).
 * - PDF/A-3: first download of invoices without stored documents (render + Factur-X + XRechnung) vs a
 *   stored one.
 *
 *   npm run bench:admin        writes docs/benchmarks-admin.md
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { seedDemoPortal } from '../seed/demo-portal'
import { closeDb, getDb } from '../../web/lib/db/client'
import { DEMO_ADMIN } from '../../web/lib/demo-accounts'
import { cookiesOf, submitPageForm } from './form-post'
import { latencySummary, postgresServerUrl, serverQuery, startProductionServer } from './harness'

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 10_000)
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ISSUES = Number(process.env.BENCH_ISSUES ?? 20)
const PORT = 3193
const BASE = `http://localhost:${PORT}`
const root = path.resolve(import.meta.dirname, '..', '..')

async function timed(url: string, cookie: string, clients: number, seconds: number) {
  const latencies: number[] = []
  let failures = 0
  const until = performance.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        const started = performance.now()
        const response = await fetch(`${BASE}${url}`, { headers: { cookie } })
        await response.arrayBuffer()
        if (response.status === 200) latencies.push(performance.now() - started)
        else failures++
      }
    }),
  )
  return { ...latencySummary(latencies), failures }
}

const database = `lokalsicht_bench_${randomBytes(5).toString('hex')}`
const url = new URL(postgresServerUrl)
url.pathname = `/${database}`
await serverQuery(`create database ${database}`)
let server: ChildProcess | undefined
try {
  process.env.DATABASE_URL = url.toString()
  const db = await getDb()
  await seedDemoPortal(db)
  console.log(`▶ writing ${CUSTOMERS} customers and ${INVOICES} invoices`)
  const started = performance.now()
  await db.execute(sql`
    insert into customers (name, company, email, street, postal_code, city, country, locale)
    select 'Kontakt ' || n, 'Firma ' || lpad(n::text, 5, '0') || ' ' || (array['GmbH','KG','OHG','e.K.','AG'])[1 + n % 5],
           'kunde' || n || '@example.org', 'Straße ' || n, lpad((10000 + n % 89999)::text, 5, '0'),
           (array['Berlin','Hamburg','München','Köln','Frankfurt','Stuttgart','Leipzig','Dresden'])[1 + n % 8], 'DE', 'de'
    from generate_series(1, ${CUSTOMERS}) as n`)
  const sellerRows = (await db.execute(sql`select seller from invoices where seller is not null limit 1`)) as unknown as { rows: { seller: unknown }[] }
  const seller = sellerRows.rows[0]
  await db.execute(sql`
    with numbered as (
      select n, (select id from customers order by id offset (n % ${CUSTOMERS}) limit 1) as customer_id from generate_series(1, ${INVOICES}) as n
    )
    insert into invoices (customer_id, status, number, description, issue_date, due_date, vat_rate, net_cents, vat_cents, gross_cents,
                          paid_on, buyer_name, buyer_company, buyer_street, buyer_postal_code, buyer_city, buyer_country, seller, issued_at)
    select c.id, case when n % 3 = 0 then 'issued'::invoice_status else 'paid'::invoice_status end,
           'INV-' || (2020 + n % 6) || '-' || lpad(n::text, 6, '0'), 'Leistung ' || n,
           date '2020-01-01' + (n % 2000), date '2020-01-15' + (n % 2000), 19,
           10000 + n % 500000, round((10000 + n % 500000) * 0.19), 10000 + n % 500000 + round((10000 + n % 500000) * 0.19),
           case when n % 3 = 0 then null else date '2020-01-20' + (n % 2000) end,
           c.name, c.company, c.street, c.postal_code, c.city, 'DE', ${JSON.stringify(seller!.seller)}::jsonb, now()
    from numbered join customers c on c.id = numbered.customer_id`)
  await db.execute(sql`analyze`)
  const writeSeconds = (performance.now() - started) / 1000
  const draftIds = ((await db.execute(sql`select id from customers where email = 'kunde1@example.org'`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
  await closeDb()

  server = await startProductionServer(PORT, { DATABASE_URL: url.toString(), DEMO_MODE: 'true', SMTP_URL: '' })
  const cookie = cookiesOf(await submitPageForm(BASE, '/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, rememberMe: 'on' }))
  await timed('/admin/kunden', cookie, 2, 2) // warm-up

  const views = [
    ['customers: first page', '/admin/kunden'],
    ['customers: search "firma 0042"', '/admin/kunden?q=firma+0042'],
    ['customers: by city, descending, page 200', '/admin/kunden?sort=city&dir=desc&page=200'],
    ['invoices: first page', '/admin/rechnungen'],
    ['invoices: overdue', '/admin/rechnungen?status=overdue'],
    ['invoices: search "INV-2024-0421"', '/admin/rechnungen?q=INV-2024-0421'],
    ['invoices: by gross, page 1000', '/admin/rechnungen?sort=gross&dir=desc&page=1000'],
  ] as const
  const rows: string[] = []
  for (const [name, page] of views) {
    console.log(`▶ ${name}`)
    const one = await timed(page, cookie, 1, SECONDS / 2)
    const ten = await timed(page, cookie, 10, SECONDS / 2)
    rows.push(`| ${name} | ${one.p50.toFixed(0)} ms | ${one.p95.toFixed(0)} ms | ${ten.p50.toFixed(0)} ms | ${ten.p95.toFixed(0)} ms | ${ten.p99.toFixed(0)} ms | ${one.failures + ten.failures} |`)
  }

  console.log('▶ issuing')
  const customerId = draftIds[0]!
  const issueTimes: number[] = []
  for (let i = 0; i < ISSUES; i++) {
    const draft = await submitPageForm(
      BASE,
      `/admin/rechnungen/neu?customer=${customerId}`,
      { description: `Benchmark ${i}`, 'lines.0.description': 'Beratung', 'lines.0.quantity': '2,5', 'lines.0.unit': 'HUR', 'lines.0.unitPrice': '120,00', paymentTermDays: '14', vatRate: '19', language: 'de' },
      { cookie },
      'Entwurf speichern',
    )
    const location = draft.headers.get('location')
    if (!location) {
      const html = await draft.text()
      throw new Error(`saving the draft answered ${draft.status}: ${[...html.matchAll(/role="alert"[^>]*>([^<]*)/g)].map((m) => m[1]).join(" | ")} ${[...html.matchAll(/text-red-700">([^<]*)/g)].map((m) => m[1]).join(" | ")}`)
    }
    const detail = location.replace(/\?.*$/, '')
    const started = performance.now()
    const issued = await submitPageForm(BASE, detail, {}, { cookie }, 'Rechnung ausstellen')
    if (issued.status !== 303) throw new Error(`issue answered ${issued.status}`)
    issueTimes.push(performance.now() - started)
  }
  const issuing = latencySummary(issueTimes)
  const issueRate = ISSUES / (issueTimes.reduce((sum, value) => sum + value, 0) / 1000)

  console.log('▶ PDF/A-3 generation')
  process.env.DATABASE_URL = url.toString()
  const fresh = ((await (await getDb()).execute(sql`select i.id from invoices i left join invoice_documents d on d.invoice_id = i.id where d.invoice_id is null and i.status <> 'draft' order by i.issue_date desc limit 10`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
  await closeDb()
  const firstTimes: number[] = []
  const storedTimes: number[] = []
  for (const id of fresh) {
    let started = performance.now()
    let response = await fetch(`${BASE}/api/invoices/${id}/pdf`, { headers: { cookie } })
    await response.arrayBuffer()
    if (response.ok) firstTimes.push(performance.now() - started)
    started = performance.now()
    response = await fetch(`${BASE}/api/invoices/${id}/pdf`, { headers: { cookie } })
    await response.arrayBuffer()
    if (response.ok) storedTimes.push(performance.now() - started)
  }
  const first = latencySummary(firstTimes)
  const stored = latencySummary(storedTimes)

  const report = [
    '# Admin back office benchmark',
    '',
    `\`npm run bench:admin\`, ${new Date().toISOString().slice(0, 10)}, production build (\`next start\`), PostgreSQL 15 on the same 2-core machine, load generator on the same machine. ${CUSTOMERS.toLocaleString('en')} customers and ${INVOICES.toLocaleString('en')} issued invoices written in ${writeSeconds.toFixed(1)} s; every request signed in as an admin (session check, role check, queries, server rendering).`,
    '',
    `## Lists (${SECONDS / 2} s per column)`,
    '',
    '| view | 1 admin p50 | 1 admin p95 | 10 admins p50 | 10 admins p95 | 10 admins p99 | non-200 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '## Issuing',
    '',
    `${ISSUES} drafts issued one after the other over HTTP (form post as a browser without JavaScript: number in one transaction, PDF rendered, Factur-X PDF/A-3 and XRechnung made and stored, e-mail queued): p50 ${issuing.p50.toFixed(0)} ms, p95 ${issuing.p95.toFixed(0)} ms, ${issueRate.toFixed(1)} invoices/s.`,
    '',
    '## PDF/A-3',
    '',
    `First download of ${first.requests} invoices without stored documents (render, Factur-X, XRechnung, store): p50 ${first.p50.toFixed(0)} ms, p95 ${first.p95.toFixed(0)} ms. The same download once stored: p50 ${stored.p50.toFixed(0)} ms, p95 ${stored.p95.toFixed(0)} ms.`,
    '',
  ].join('\n')
  console.log(`\n${report}`)
  await writeFile(path.join(root, 'docs', 'benchmarks-admin.md'), report)
} finally {
  if (server) {
    server.kill('SIGTERM')
    await new Promise((resolve) => server!.once('exit', resolve))
  }
  await closeDb()
  await serverQuery(`drop database if exists ${database} with (force)`)
}
