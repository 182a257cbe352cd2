import { connect, constants, type ClientHttp2Session } from 'node:http2'
import type { Route } from '../server/route-table'
import { STUDIO_ORIGIN, TOKENS } from '../../../../tests/helpers/content-api'
import type { ApiFuzzAnswer, ContentApiFuzzConfig, ContentApiWorld } from './fuzz-content-api-targets'
import { ODD_SEGMENTS, looseEncode, oddBodies, oddQueryStrings, type OddBody, type Random } from '../../../../tests/helpers/fuzz-values'

export type ApiCase = { label: string; token: string | null; params: Record<string, string>; query: string; body?: OddBody }

const VERSION = '/v2025-02-19'
const EMPTY_JSON: OddBody = { label: 'empty JSON object', contentType: 'application/json', body: '{}' }
const EMPTY_UPLOAD: OddBody = { label: 'empty upload', contentType: 'application/octet-stream', body: '' }
const isHuge = (body: OddBody) => body.label.includes('huge body')

/** The request path of a route with its parameters filled in (`*` takes `rest`). */
export function pathOf(route: Route, versioned: boolean, params: Record<string, string>): string {
  const path = route.pattern
    .split('/')
    .map((part) => (part === '*' ? looseEncode(params.rest ?? '') : part.startsWith(':') ? looseEncode(params[part.slice(1)] ?? '') : part))
    .join('/')
  return versioned ? `${VERSION}/${path}` : `/${path}`
}

/** Odd queries, odd parameters one at a time, odd bodies; as an admin, and a sample as editor, signed out and with a forged token. */
export function apiCases(route: Route, config: ContentApiFuzzConfig, world: ContentApiWorld, random: Random): ApiCase[] {
  const params = config.params?.(world) ?? {}
  const takesBody = route.method !== 'GET'
  // Query and parameter cases carry `{}` where a body is read, so they are refused (or answered) for what is fuzzed.
  const neutralBody = !takesBody ? undefined : config.bodies === 'emptyOrTooLarge' ? EMPTY_UPLOAD : EMPTY_JSON
  const cases: Omit<ApiCase, 'token'>[] = []
  for (const query of oddQueryStrings(random, config.queryNames)) cases.push({ label: `query ?${query.slice(0, 60)}`, params, query, body: neutralBody })
  for (const name of Object.keys(params)) {
    for (const segment of ODD_SEGMENTS.filter(Boolean)) cases.push({ label: `${name}=${JSON.stringify(segment).slice(0, 40)}`, params: { ...params, [name]: segment }, query: '', body: neutralBody })
  }
  if (takesBody) {
    const bodies = oddBodies(random, config.validBody?.())
    const chosen =
      config.bodies === 'emptyOrTooLarge'
        ? bodies.filter((body) => body.body === null || body.body === '' || isHuge(body))
        : config.bodies === 'withinLimit'
          ? bodies.filter((body) => !isHuge(body))
          : bodies
    for (const body of chosen) cases.push({ label: `body: ${body.label}`, params, query: '', body })
  }
  const others = [TOKENS.editor, null, 'forged-token-0123456789abcdefghijklmnopqrstuvwxyz', TOKENS.script]
  return [
    ...cases.map((item) => ({ ...item, token: TOKENS.admin })),
    ...others.flatMap((token, offset) => cases.filter((_, index) => index % 7 === offset).map((item) => ({ ...item, token }))),
  ]
}

/** One request over HTTP/2; an event stream is read for a moment and closed (it would stay open). */
export function send(session: ClientHttp2Session, port: number, method: string, path: string, item: ApiCase): Promise<ApiFuzzAnswer> {
  const headers: Record<string, string> = {
    [constants.HTTP2_HEADER_METHOD]: method,
    [constants.HTTP2_HEADER_PATH]: path,
    [constants.HTTP2_HEADER_AUTHORITY]: `localhost:${port}`,
    origin: STUDIO_ORIGIN,
  }
  if (item.token) headers.authorization = `Bearer ${item.token}`
  if (item.body?.contentType) headers['content-type'] = item.body.contentType
  const body = item.body?.body
  return new Promise((resolve, reject) => {
    const stream = session.request(headers, { endStream: body === null || body === undefined })
    let status = 0
    let contentType = ''
    const chunks: Buffer[] = []
    const finish = () => resolve({ status, contentType, text: Buffer.concat(chunks).toString('utf8') })
    stream.on('response', (received) => {
      status = Number(received[':status'])
      contentType = String(received['content-type'] ?? '')
      if (contentType.startsWith('text/event-stream')) {
        setTimeout(() => {
          stream.close()
          finish()
        }, 150)
      }
    })
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', finish)
    stream.on('error', reject)
    if (body !== null && body !== undefined) stream.end(typeof body === 'string' ? body : Buffer.from(body))
  })
}

export function openSession(port: number): ClientHttp2Session {
  const session = connect(`https://127.0.0.1:${port}`, { rejectUnauthorized: false })
  session.on('error', () => {})
  return session
}

/** A 4xx in the Content Lake's shape: `{error: {type, description}, statusCode}`. */
function isContentLakeError(answer: ApiFuzzAnswer): boolean {
  try {
    const body = JSON.parse(answer.text) as { error?: { type?: unknown; description?: unknown }; statusCode?: unknown }
    return typeof body.error?.type === 'string' && typeof body.error.description === 'string' && body.error.description.length > 0 && body.statusCode === answer.status
  } catch {
    return false
  }
}

/** Runs the cases of one route; one line per case that went wrong. */
export async function fuzzApiRoute(port: number, route: Route, versioned: boolean, config: ContentApiFuzzConfig, cases: ApiCase[]): Promise<string[]> {
  const failures: string[] = []
  let session = openSession(port)
  for (const item of cases) {
    if (session.closed || session.destroyed) session = openSession(port)
    const path = `${pathOf(route, versioned, item.params)}${item.query ? `?${item.query}` : ''}`
    const where = `${route.method} ${route.pattern} (${item.token?.slice(0, 6) ?? 'no token'}), ${item.label}`
    let answer: ApiFuzzAnswer
    try {
      answer = await send(session, port, route.method, path, item)
    } catch (error) {
      failures.push(`${where}: request failed ${(error as Error).message}`)
      session.destroy()
      continue
    }
    if (answer.status >= 500 || answer.status === 0) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`)
    else if (answer.status >= 400 && !isContentLakeError(answer)) failures.push(`${where}: ${answer.status} not in the Content Lake's error shape: ${answer.text.slice(0, 200)}`)
    else if (answer.status < 400 && !(config.accepts?.(answer) || (route.method === 'GET' && answer.status === 200))) {
      failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`)
    }
  }
  session.close()
  return failures
}
