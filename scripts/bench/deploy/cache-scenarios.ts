/**
 * The shared Next cache on Redis: a publish reaches the page on every instance; a revalidation on one
 * instance empties the shared entry for the other; with Redis stopped the pages are still served, a
 * publish during the outage shows, and no instance serves a page from before it once Redis is back.
 */
import { createHmac } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { CONTENT_TAG } from '../../../web/lib/content/cache-tags'
import { redisUrl, startRedis } from '../../deploy/deployment'
import { stopProcess } from '../../deploy/processes'
import { latencySummary } from '../harness'
import { type BenchContext, instancePort, type ScenarioRow, sleep } from './context'

const SERVICE = 'service-local-seo'
const SERVICE_PAGE = '/leistungen/local-seo'
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

async function publishPrice(context: BenchContext, price: number) {
  process.env.DATABASE_URL = context.databaseUrl
  const { applyMutations, SYSTEM_IDENTITY } = await import('../../../web/lib/content-lake/outside-next')
  await applyMutations([{ patch: { id: SERVICE, set: { priceEur: price } } }], { identity: SYSTEM_IDENTITY })
}

const direct = (context: BenchContext, index: number) => `http://127.0.0.1:${instancePort(context, index)}${SERVICE_PAGE}`

/** Milliseconds until every instance, asked directly, shows `price` (or Infinity after 20 s). */
async function untilEveryInstanceShows(context: BenchContext, price: number, since: number): Promise<number> {
  const pending = new Set(context.settings.DEPLOY_APP_PORTS.map((_, index) => index))
  while (pending.size && performance.now() - since < 20_000) {
    for (const index of [...pending]) if ((await (await fetch(direct(context, index))).text()).includes(euro.format(price))) pending.delete(index)
    if (pending.size) await sleep(20)
  }
  return pending.size ? Infinity : performance.now() - since
}

async function signedRevalidate(context: BenchContext, index: number, tags: string[]) {
  const { AUTH_SECRET } = JSON.parse(await readFile(path.join(context.settings.DEPLOY_RUN_DIR, 'secrets.json'), 'utf8')) as { AUTH_SECRET: string }
  const body = JSON.stringify({ tags })
  const signature = createHmac('sha256', AUTH_SECRET).update(`content-revalidate\n${body}`).digest('base64url')
  const response = await fetch(`http://127.0.0.1:${instancePort(context, index)}/api/content/revalidate`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', 'x-content-revalidate-signature': signature },
  })
  if (!response.ok) throw new Error(`revalidate on instance ${index + 1}: ${response.status}`)
}

const cacheState = async (url: string) => (await fetch(url)).headers.get('x-nextjs-cache') ?? 'none'

export async function sharedCache(context: BenchContext): Promise<ScenarioRow> {
  const publishLatencies: number[] = []
  for (let round = 0; round < 5; round++) {
    const price = 2_000 + round * 11
    await publishPrice(context, price)
    publishLatencies.push(await untilEveryInstanceShows(context, price, performance.now()))
  }
  // The mechanism: both instances warm, then a revalidation sent to instance 1 only. First past the
  // second refresh that every instance makes of each publish one second later (SETTLE_MS in
  // web/lib/content-lake/site-revalidation.ts): landing after the warm-up, it empties the entry again.
  await sleep(2_000)
  for (let i = 0; i < 3; i++) for (const index of [0, 1]) await fetch(direct(context, index))
  const before = [await cacheState(direct(context, 0)), await cacheState(direct(context, 1))]
  await signedRevalidate(context, 0, [CONTENT_TAG])
  const instance2After = await cacheState(direct(context, 1))
  const instance1Then = await cacheState(direct(context, 0))
  const publish = latencySummary(publishLatencies)
  return {
    scenario: 'publish through the Content Lake (PostgreSQL NOTIFY to both instances), shared cache on Redis',
    measured: `a new price on the German service page of both instances (asked directly) after p50 ${Math.round(publish.p50)} ms, max ${Math.round(Math.max(...publishLatencies))} ms (5 publishes). Revalidation sent to instance 1 only: before x-nextjs-cache ${before.join('/')}; then instance 2 answers ${instance2After} (the shared entry was gone, it rendered), and instance 1 ${instance1Then} (it served instance 2's render from Redis)`,
    held: publishLatencies.every(Number.isFinite) && before.every((state) => state === 'HIT') && instance2After === 'MISS' && instance1Then === 'HIT',
  }
}

async function pageLoad(context: BenchContext, stopAt: () => boolean, record: (status: number, ms: number) => void) {
  const pages = ['/', SERVICE_PAGE, '/kontakt', '/en']
  const https = await import('node:https')
  const agent = new https.Agent({ keepAlive: true, ca: context.ca })
  const get = (page: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now()
      https.get(`${context.origin}${page}`, { agent }, (response) => {
        response.resume()
        response.on('end', () => (record(response.statusCode ?? 0, performance.now() - started), resolve()))
      }).on('error', () => (record(0, performance.now() - started), resolve()))
    })
  await Promise.all(Array.from({ length: 8 }, async (_, worker) => {
    for (let i = worker; !stopAt(); i++) await get(pages[i % pages.length]!)
  }))
  agent.destroy()
}

export async function redisOutage(context: BenchContext, outageMs = 20_000): Promise<ScenarioRow> {
  const phases = { before: [] as number[], during: [] as number[], after: [] as number[] }
  const failures = { before: 0, during: 0, after: 0 }
  let phase: keyof typeof phases = 'before'
  let stop = false
  const load = pageLoad(context, () => stop, (status, ms) => (status === 200 ? phases[phase].push(ms) : failures[phase]++))
  await sleep(5_000)
  await stopProcess(context.settings.DEPLOY_RUN_DIR, 'redis')
  phase = 'during'
  await sleep(3_000)
  const price = 3_100 + (Date.now() % 97)
  const published = performance.now()
  await publishPrice(context, price)
  const shownDuringOutage = await untilEveryInstanceShows(context, price, published)
  await sleep(Math.max(0, outageMs - 3_000 - (performance.now() - published)))
  await startRedis(context.settings)
  phase = 'after'
  await sleep(5_000)
  stop = true
  await load
  // Redis kept its data (append-only file): without the replayed revalidation it would still hold the old page.
  let stale = 0
  for (let i = 0; i < 20; i++) for (const index of [0, 1]) if (!(await (await fetch(direct(context, index))).text()).includes(euro.format(price))) stale++
  // What the instances logged: the revalidation Redis missed, and that it was redone after reconnecting.
  const logs = await Promise.all(context.settings.DEPLOY_APP_PORTS.map((_, index) => readFile(path.join(context.settings.DEPLOY_RUN_DIR, `app-${index + 1}.log`), 'utf8')))
  const missed = logs.filter((log) => log.includes('Redis missed the revalidation')).length
  const replayed = logs.filter((log) => log.includes('the revalidations it missed are done')).length
  const summary = (name: keyof typeof phases) => {
    const latency = latencySummary(phases[name])
    return `${name} ${phases[name].length}× 200 / ${failures[name]} failed, p50 ${Math.round(latency.p50)} ms, p99 ${Math.round(latency.p99)} ms`
  }
  return {
    scenario: `Redis (${redisUrl(context.settings)}) stopped for ${outageMs / 1000} s under page load (8 clients, 4 pages), a price published during the outage`,
    measured: `${summary('before')}; ${summary('during')}; ${summary('after')}. The new price on both instances ${Number.isFinite(shownDuringOutage) ? `${Math.round(shownDuringOutage)} ms after publishing, during the outage` : 'NOT within 20 s'}; after Redis was back (${replayed} of ${missed} instances that had missed the revalidation logged it as redone), ${stale} of 40 direct requests showed the old price`,
    held: failures.before + failures.during + failures.after === 0 && phases.during.length > 0 && Number.isFinite(shownDuringOutage) && stale === 0 && missed > 0 && replayed === missed,
  }
}
