import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { z } from 'zod'
import { importDataset, queryContent } from '../../web/lib/content-lake'
import { localDatasetFile } from '../../web/lib/content/local-dataset-location'
import { STUDIO_ORIGIN, TOKENS, openEventStream, startTestApi, type TestApi } from '../helpers/content-api'
import { endpointOf, studioTrace, tracePath, type TraceEntry } from '../helpers/studio-trace'
import { testDatabases } from '../helpers/test-databases'

/**
 * Replays every request of the recorded Studio session (tests/fixtures/studio-api-trace.ndjson,
 * sanity 6.16.0) against a started server on the seeded store, and checks each answer's status and
 * the shape the Studio parses. After a Studio upgrade, record a new trace: what changed shows here.
 */

// What the Studio (and @sanity/client) read from each answer. `passthrough`: more fields may come.
const SHAPES: [RegExp, z.ZodType][] = [
  [/^users\/me$/, z.looseObject({ id: z.string(), name: z.string(), roles: z.array(z.looseObject({ name: z.string() })) })],
  [/^users\/me\/keyvalue\/.+$/, z.array(z.object({ key: z.string(), value: z.unknown() }))],
  [/^projects\/[^/]+$/, z.looseObject({ id: z.string(), members: z.array(z.looseObject({ id: z.string() })) })],
  [/^projects\/[^/]+\/grants$/, z.record(z.string(), z.array(z.looseObject({ grants: z.array(z.looseObject({ name: z.string() })) })))],
  [/^projects\/[^/]+\/user-applications$/, z.array(z.unknown())],
  [/^projects\/[^/]+\/datasets$/, z.array(z.looseObject({ name: z.string() }))],
  [/^projects\/[^/]+\/datasets\/[^/]+\/acl$/, z.array(z.object({ filter: z.string(), permissions: z.array(z.string()) })).min(1)],
  [/^journey\/announcements$/, z.array(z.unknown())],
  [/^journey\/.+$/, z.null()],
  [/^intake\/telemetry-status$/, z.object({ status: z.enum(['granted', 'denied', 'unset']) })],
  [/^features$/, z.array(z.string())],
  [/^help$/, z.looseObject({})],
  [/^schedules\/[^/]+\/[^/]+$/, z.looseObject({ schedules: z.array(z.unknown()) })],
  [/^data\/ping\/[^/]+$/, z.unknown()],
  [/^data\/query\/[^/]+$/, z.looseObject({ result: z.unknown(), ms: z.number() })],
  [/^data\/doc\/[^/]+\/.+$/, z.object({ documents: z.array(z.looseObject({ _id: z.string(), _rev: z.string() })), omitted: z.array(z.object({ id: z.string(), reason: z.string() })) })],
  [/^data\/mutate\/[^/]+$/, z.looseObject({ transactionId: z.string(), results: z.array(z.object({ id: z.string(), operation: z.string() })) })],
  [/^data\/actions\/[^/]+$/, z.object({ transactionId: z.string() })],
  [/^data\/history\/[^/]+\/documents\/.+$/, z.object({ documents: z.array(z.looseObject({ _id: z.string() })) })],
  [/^data\/history\/[^/]+\/events\/documents\/.+$/, z.object({ events: z.record(z.string(), z.array(z.looseObject({ type: z.string(), timestamp: z.string() }))), nextCursor: z.string() })],
]
const HISTORY_TRANSACTION = z.looseObject({
  id: z.string(),
  timestamp: z.string(),
  author: z.string(),
  documentIDs: z.array(z.string()),
  effects: z.record(z.string(), z.object({ apply: z.array(z.unknown()), revert: z.array(z.unknown()) })),
})

/** The documents the recorded session worked on (a window-cleaning demo), beside the site's own. */
const TRACE_DOCUMENTS = [
  { _id: 'service-windows', _type: 'service', title: 'Window washing', price: 40 },
  { _id: 'service-cleaning', _type: 'service', title: 'Cleaning', price: 30 },
  { _id: 'service-garden', _type: 'service', title: 'Garden care', price: 35 },
  { _id: 'c2b3153e-b054-4fdf-ae00-a9aa2cfc62d1', _type: 'service', title: 'Stairwell cleaning', price: 25 },
]

const SYSTEM = { id: 'system', name: 'Seed', email: 'seed@lokalsicht.invalid', role: 'system' as const }

const trace = studioTrace()
const httpEntries = trace.filter(
  (entry) => entry.method !== 'WS' && entry.method !== 'WS-RPC' && (!endpointOf(entry).startsWith('data/listen') || entry.note === 'sse-open' || entry.method === 'OPTIONS'),
)
const rpcEntries = trace.filter((entry) => entry.method === 'WS-RPC')

const label = (entry: TraceEntry) => `line ${entry.line}: ${entry.method} ${endpointOf(entry)} ${entry.query.tag ?? ''}`.trim()

describe.each(testDatabases({ content: 'empty' }))('Studio trace replay on $name', (database) => {
  let api: TestApi
  beforeAll(async () => {
    await database.open()
    const site = readFileSync(localDatasetFile, 'utf8')
    const fixtures = TRACE_DOCUMENTS.map((document) => JSON.stringify(document)).join('\n')
    await importDataset(`${site.trimEnd()}\n${fixtures}\n`, { identity: SYSTEM, replace: true })
    api = await startTestApi()
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  it('answers every recorded request with its status and the shape the Studio parses', async () => {
    const failures: string[] = []
    for (const entry of httpEntries) {
      const failure = await replay(api, entry)
      if (failure) failures.push(`${label(entry)}: ${failure}`)
    }
    expect(failures).toEqual([])

    // What the session did reached the store: the service it created, edited and published.
    const published = await queryContent<{ title: string; price: number } | null>('*[_id == $id][0]{title, price}', {
      id: '32fc3c03-769c-4a1c-9a0e-ed6f7c991e73',
    }, { perspective: 'raw' })
    expect(published).toEqual({ title: 'Carpet shampoo', price: 60 })
    const remote = await queryContent('*[_id == "service-windows"][0]{title, price}', {}, { perspective: 'raw' })
    expect(remote).toEqual({ title: 'Window washing (remote edit)', price: 55 })
  })

  it('answers every recorded presence call on the socket', async () => {
    const socket = new WebSocket(`wss://127.0.0.1:${api.port}/v2022-06-30/socket/production?tag=sanity.studio`, {
      rejectUnauthorized: false,
      headers: { origin: STUDIO_ORIGIN },
    })
    const answers = new Map<string, Record<string, unknown>>()
    socket.on('message', (data) => {
      const text = data.toString()
      if (text === '♥') return
      const message = JSON.parse(text) as Record<string, unknown>
      if (typeof message.id === 'string') answers.set(message.id, message)
    })
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    for (const entry of rpcEntries) {
      const params = entry.rpc === 'authorization' ? { ...entry.params, authorization: `Bearer ${TOKENS.admin}` } : entry.params
      const id = `line-${entry.line}`
      socket.send(JSON.stringify({ jsonrpc: '2.0', method: entry.rpc, params, id }))
      const deadline = Date.now() + 2_000
      while (!answers.has(id) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10))
      expect(answers.get(id), label(entry) + ` ${entry.rpc}`).toMatchObject({ jsonrpc: '2.0', result: expect.anything() })
    }
    socket.close()
  })
})

async function replay(api: TestApi, entry: TraceEntry): Promise<string | null> {
  const path = tracePath(entry)
  const endpoint = endpointOf(entry)
  // The trace's token is redacted: every request that carried one gets the test administrator's.
  const token = entry.headers.authorization ? TOKENS.admin : null
  if (entry.method === 'GET' && endpoint.startsWith('data/listen/')) {
    const stream = await openEventStream(api, path)
    try {
      if (stream.status !== entry.status) return `status ${stream.status}, recorded ${entry.status}`
      if (!stream.headers['content-type']?.startsWith('text/event-stream')) return `content-type ${stream.headers['content-type']}`
      const first = await stream.waitFor(() => true)
      return first.event === 'welcome' ? null : `first event ${first.event}`
    } finally {
      stream.close()
    }
  }
  const headers: Record<string, string> = {}
  for (const name of ['access-control-request-headers', 'access-control-request-method', 'content-type', 'accept']) {
    if (entry.headers[name]) headers[name] = entry.headers[name]
  }
  const answer = await api.request({
    method: entry.method,
    path,
    token,
    origin: entry.headers.origin ?? null,
    headers,
    body: entry.body === undefined ? undefined : JSON.stringify(entry.body),
  })
  // The recording server did not know data/ping (404); the Studio only needs it not to fail hard.
  const expectedStatus = entry.unhandled ? 200 : entry.status
  if (answer.status !== expectedStatus) return `status ${answer.status}, recorded ${entry.status}: ${answer.text.slice(0, 300)}`
  if (entry.method === 'OPTIONS') {
    const allowed = answer.headers['access-control-allow-headers'] ?? ''
    const asked = (entry.headers['access-control-request-headers'] ?? '').split(',').filter(Boolean)
    const missing = asked.filter((name) => !allowed.includes(name))
    if (answer.headers['access-control-allow-origin'] !== entry.headers.origin) return 'preflight without the origin'
    return missing.length > 0 ? `preflight does not allow ${missing.join(', ')}` : null
  }
  if (answer.headers['access-control-allow-origin'] !== entry.headers.origin) return 'answer without CORS headers'
  if (endpoint === 'ping') return answer.text === '' ? 'empty ping' : null
  if (/^data\/history\/[^/]+\/transactions\//.test(endpoint)) {
    for (const line of answer.text.split('\n').filter(Boolean)) {
      const parsed = HISTORY_TRANSACTION.safeParse(JSON.parse(line))
      if (!parsed.success) return `history line: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}`
    }
    return null
  }
  const shape = SHAPES.find(([pattern]) => pattern.test(endpoint))
  if (!shape) return `no shape known for ${endpoint}`
  const parsed = shape[1].safeParse(answer.json())
  if (!parsed.success) return `shape: ${parsed.error.issues[0]?.message} at ${parsed.error.issues[0]?.path.join('.')}: ${answer.text.slice(0, 300)}`
  if (endpoint.startsWith('data/query/') && entry.query.returnQuery === 'false' && 'query' in (answer.json() as object)) {
    return 'returned the query although returnQuery=false'
  }
  return null
}
