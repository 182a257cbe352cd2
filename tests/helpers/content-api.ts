import { mkdtemp, rm } from 'node:fs/promises'
import { connect, constants, type ClientHttp2Session } from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { createClient, type SanityClient } from '@sanity/client'
import WebSocket from 'ws'
import { type ContentIdentity, startContentApiServer, type ContentApiServer, type ContentApiServerOptions, loadTlsCertificate } from '../../web/lib/content-lake'

/** The origin the recorded Studio ran on, and its project: the trace is replayed as it was. */
export const STUDIO_ORIGIN = 'https://localhost:3999'
export const PROJECT_ID = 'demo01'
export const DATASET = 'production'

export const ADMIN: ContentIdentity = { id: 'u-admin', name: 'Ada Admin', email: 'admin@example.test', role: 'administrator' }
export const EDITOR: ContentIdentity = { id: 'u-editor', name: 'Eddi Editor', email: 'editor@example.test', role: 'editor' }
const SCRIPT: ContentIdentity = { id: 'u-script', name: 'Seed script', email: 'script@example.test', role: 'system' }

/** Bearer tokens the test server knows; every other token is unknown (401). */
export const TOKENS = {
  admin: 'admin-token-0123456789abcdefghijklmnopqrstuvwxyz',
  editor: 'editor-token-0123456789abcdefghijklmnopqrstuvwxyz',
  /** An identity without content access (403). */
  script: 'script-token-0123456789abcdefghijklmnopqrstuvwxyz',
}
const IDENTITIES = new Map([
  [TOKENS.admin, ADMIN],
  [TOKENS.editor, EDITOR],
  [TOKENS.script, SCRIPT],
])

export type TestApi = {
  server: ContentApiServer
  port: number
  request: (options: ApiRequest) => Promise<ApiAnswer>
  close: () => Promise<void>
}

export type ApiRequest = {
  method?: string
  path: string
  token?: string | null
  origin?: string | null
  headers?: Record<string, string>
  body?: string | Buffer
  /** `:authority` as the Studio sends it (`demo01.localhost:<port>`); default `localhost:<port>`. */
  authority?: string
}

/**
 * A real `@sanity/client` on the test server, configured as docs/content.md tells a developer to for the
 * local Content Lake (no project host name, no CDN).
 */
export function sanityClientFor(api: TestApi, options: { token?: string; useProjectHostname?: boolean; apiVersion?: string } = {}): SanityClient {
  return createClient({ projectId: PROJECT_ID, dataset: DATASET, apiHost: `http://localhost:${api.port}`, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, ...options })
}

export type ApiAnswer = { status: number; headers: Record<string, string>; text: string; json: () => unknown; protocol: string }

/**
 * Query workers from the TypeScript source, through tsx (in the app, Next bundles the worker; here the
 * test runs the source as it is). The worker's file is named by path, not imported: the one place
 * outside web/lib/content-lake that names a file inside it.
 */
const queryWorkerSource = new URL('../../web/lib/content-lake/server/query-pool/query-worker.ts', import.meta.url)
export const sourceQueryWorker = (resourceLimits: { maxOldGenerationSizeMb: number }) =>
  new Worker(queryWorkerSource, { execArgv: ['--import', 'tsx'], resourceLimits })

/** Starts the API on a free port with a certificate made into a temporary secrets folder. */
export async function startTestApi(overrides: Partial<ContentApiServerOptions> = {}): Promise<TestApi> {
  const secrets = await mkdtemp(path.join(tmpdir(), 'content-api-secrets-'))
  const previous = process.env.SECRETS_DIR
  process.env.SECRETS_DIR = secrets
  const tls = await loadTlsCertificate([`${PROJECT_ID}.localhost`])
  if (previous === undefined) delete process.env.SECRETS_DIR
  else process.env.SECRETS_DIR = previous
  const server = await startContentApiServer({
    port: 0,
    host: '127.0.0.1',
    authenticate: async (token) => IDENTITIES.get(token) ?? null,
    allowedOrigins: [STUDIO_ORIGIN],
    projectId: PROJECT_ID,
    dataset: DATASET,
    tls,
    ...overrides,
    queries: { size: 1, spawn: sourceQueryWorker, ...overrides.queries },
  })
  const port = Number(new URL(server.url).port)
  let session: ClientHttp2Session | null = null
  const h2 = () => {
    if (!session || session.closed || session.destroyed) {
      session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
      session.on('error', () => {})
    }
    return session
  }
  return {
    server,
    port,
    request: (options) => http2Request(h2(), port, options),
    close: async () => {
      ;(session as ClientHttp2Session | null)?.close()
      await server.close()
      await rm(secrets, { recursive: true, force: true })
    },
  }
}

/** One request over the shared HTTP/2 session, as the Studio sends it (token, origin). */
function http2Request(session: ClientHttp2Session, port: number, options: ApiRequest): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    [constants.HTTP2_HEADER_METHOD]: options.method ?? 'GET',
    [constants.HTTP2_HEADER_PATH]: options.path,
    [constants.HTTP2_HEADER_AUTHORITY]: options.authority ?? `localhost:${port}`,
    accept: 'application/json',
    ...options.headers,
  }
  const token = options.token === undefined ? TOKENS.admin : options.token
  if (token) headers.authorization = `Bearer ${token}`
  const origin = options.origin === undefined ? STUDIO_ORIGIN : options.origin
  if (origin) headers.origin = origin
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: options.body === undefined })
    let status = 0
    let responseHeaders: Record<string, string> = {}
    const chunks: Buffer[] = []
    stream.on('response', (received) => {
      status = Number(received[':status'])
      responseHeaders = Object.fromEntries(Object.entries(received).map(([name, value]) => [name, String(value)]))
    })
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      resolve({ status, headers: responseHeaders, text, json: () => JSON.parse(text), protocol: 'h2' })
    })
    stream.on('error', reject)
    if (options.body !== undefined) stream.end(options.body)
  })
}

/** A JSON POST/PUT body with its content type. */
export function jsonBody(value: unknown): Pick<ApiRequest, 'body' | 'headers'> {
  return { body: JSON.stringify(value), headers: { 'content-type': 'application/json' } }
}

export type StreamEvent = { event: string; id?: string; data: unknown; receivedAt: number }

export type EventStream = {
  status: number
  headers: Record<string, string>
  events: StreamEvent[]
  waitFor: (predicate: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>
  close: () => void
}

/** Opens a server-sent event stream over HTTP/2 as EventSource does, parsing events as they come. */
export function openEventStream(api: TestApi, path: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const session = connect(`https://127.0.0.1:${api.port}`, { rejectUnauthorized: false })
  session.on('error', () => {})
  const stream = session.request({
    [constants.HTTP2_HEADER_PATH]: path,
    [constants.HTTP2_HEADER_AUTHORITY]: `${PROJECT_ID}.localhost:${api.port}`,
    accept: 'text/event-stream',
    origin: STUDIO_ORIGIN,
    authorization: `Bearer ${TOKENS.admin}`,
    ...headers,
  })
  stream.on('error', () => {})
  const events: StreamEvent[] = []
  const wakers: (() => void)[] = []
  let buffer = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const fields: Record<string, string> = {}
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue
        const colon = line.indexOf(':')
        fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart()
      }
      if (!fields.event && !fields.data) continue
      events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data ? JSON.parse(fields.data) : null, receivedAt: performance.now() })
    }
    wakers.splice(0).forEach((wake) => wake())
  })
  const close = () => {
    stream.close()
    session.close()
  }
  return new Promise((resolve, reject) => {
    stream.once('error', reject)
    stream.once('response', (received) => {
      const responseHeaders = Object.fromEntries(Object.entries(received).map(([name, value]) => [name, String(value)]))
      resolve({
        status: Number(received[':status']),
        headers: responseHeaders,
        events,
        close,
        waitFor: async (predicate, timeoutMs = 3_000) => {
          const deadline = Date.now() + timeoutMs
          for (;;) {
            const found = events.find(predicate)
            if (found) return found
            if (Date.now() > deadline) throw new Error(`no such event; got ${JSON.stringify(events).slice(0, 2_000)}`)
            await new Promise<void>((wake) => {
              wakers.push(wake)
              setTimeout(wake, 50)
            })
          }
        },
      })
    })
  })
}

export type SocketMessage = { raw: string; json?: Record<string, unknown> }

/** A Studio tab's presence socket: sends requests, collects every message (heartbeats included). */
export async function openStudioSocket(port: number, origin = STUDIO_ORIGIN) {
  const socket = new WebSocket(`wss://127.0.0.1:${port}/v2022-06-30/socket/production?tag=sanity.studio`, {
    rejectUnauthorized: false,
    headers: { origin },
  })
  const messages: SocketMessage[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    const raw = data.toString()
    let json: Record<string, unknown> | undefined
    try {
      json = JSON.parse(raw)
    } catch {}
    messages.push({ raw, json })
    waiters.splice(0).forEach((wake) => wake())
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 0
  const waitFor = async (predicate: (message: SocketMessage) => boolean, timeoutMs = 2_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = messages.find(predicate)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no such message; got ${messages.map((m) => m.raw).join(' | ')}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  const call = async (method: string, params: Record<string, unknown> = {}) => {
    const id = `r${nextId++}`
    socket.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }))
    return (await waitFor((message) => message.json?.id === id)).json!
  }
  return { socket, messages, call, waitFor }
}

export const notificationsOf = (messages: SocketMessage[]) =>
  messages.filter((message) => message.json?.method === 'presence_subscription').map((message) => (message.json!.params as { result: unknown }).result)
