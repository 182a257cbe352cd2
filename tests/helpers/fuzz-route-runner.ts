import { nextAddress } from './form-requests'
import { browserHeaders } from './accounts'
import { nextControlFlowAnswer, setRequestHeaders } from './fuzz-request-scope'
import type { Answer, FuzzWorld, Identity, RouteTarget } from './fuzz-route-targets'
import { ODD_SEGMENTS, oddBodies, oddQueryStrings, type OddBody, type Random } from './fuzz-values'

/** One odd request to a route handler. */
export type RouteCase = {
  label: string
  identity: Identity
  params: Record<string, string | string[]>
  query: string
  body?: OddBody
  signed?: boolean
}

/** A parameter's odd values: single segments, and for a catch-all the segments after its first valid one. */
function oddParamValues(valid: string | string[]): (string | string[])[] {
  if (!Array.isArray(valid)) return [...ODD_SEGMENTS]
  return [[], ...ODD_SEGMENTS.map((segment) => [segment]), ...ODD_SEGMENTS.map((segment) => [valid[0]!, segment])]
}

/** Every case for a target: odd queries, odd parameters (one at a time), odd bodies (signed too, where signed). */
export function routeCases(target: RouteTarget, world: FuzzWorld, random: Random): RouteCase[] {
  const validParams = Object.fromEntries(Object.entries(target.params ?? {}).map(([name, value]) => [name, value(world)]))
  const cases: Omit<RouteCase, 'identity'>[] = []
  for (const query of oddQueryStrings(random, target.queryNames)) {
    cases.push({ label: `query ?${query.slice(0, 60)}`, params: validParams, query })
    if (target.validQuery) cases.push({ label: `query ?${target.validQuery}&${query.slice(0, 60)}`, params: validParams, query: `${target.validQuery}&${query}` })
  }
  for (const [name, valid] of Object.entries(validParams)) {
    for (const value of oddParamValues(valid)) {
      cases.push({ label: `${name}=${JSON.stringify(value).slice(0, 60)}`, params: { ...validParams, [name]: value }, query: '' })
    }
  }
  if (target.method === 'POST') {
    for (const body of oddBodies(random, target.validBody?.())) {
      cases.push({ label: `body: ${body.label}`, params: validParams, query: '', body })
      if (target.sign) cases.push({ label: `signed body: ${body.label}`, params: validParams, query: '', body, signed: true })
    }
  }
  const [first, ...others] = target.identities
  return [
    ...cases.map((item) => ({ ...item, identity: first! })),
    // The other identities get every fifth case: enough to see that a session changes no refusal into a 500.
    ...others.flatMap((identity) => cases.filter((_, index) => index % 5 === 0).map((item) => ({ ...item, identity }))),
  ]
}

function pathOf(target: RouteTarget, params: RouteCase['params']): string {
  try {
    return target.path(params)
  } catch {
    return '/fuzz-unencodable-path'
  }
}

async function requestFor(target: RouteTarget, item: RouteCase, cookies: Partial<Record<Identity, string>>): Promise<Request> {
  const headers = browserHeaders(nextAddress(), cookies[item.identity])
  headers.set('host', 'localhost')
  headers.set('accept-language', item.label.length % 2 ? 'en-GB,en;q=0.8' : 'de-DE')
  const body = item.body?.body ?? null
  if (item.body?.contentType) headers.set('content-type', item.body.contentType)
  if (item.signed && target.sign) {
    const text = typeof body === 'string' ? body : body ? Buffer.from(body).toString('utf8') : ''
    for (const [name, value] of Object.entries(await target.sign(text))) headers.set(name, value)
  }
  const url = `http://localhost${pathOf(target, item.params)}${item.query ? `?${item.query}` : ''}`
  return new Request(url, { method: target.method, headers, body: target.method === 'POST' ? body : null })
}

async function firstChunk(response: Response): Promise<string> {
  const reader = response.body!.getReader()
  const { value } = await reader.read()
  await reader.cancel()
  return new TextDecoder().decode(value)
}

/** Calls the handler as Next would; a thrown control-flow error becomes Next's answer, any other throw is a failure. */
async function answerTo(target: RouteTarget, request: Request, params: RouteCase['params']): Promise<Answer | { threw: string }> {
  setRequestHeaders(request.headers)
  try {
    const response = await target.handler(request, { params: Promise.resolve(params) as Promise<never> })
    const contentType = response.headers.get('content-type') ?? ''
    const isBinary = /^(image|application\/pdf)/.test(contentType)
    // An event stream never ends by itself: its first bytes are read, then it is closed as a browser would.
    if (contentType.startsWith('text/event-stream')) return { status: response.status, contentType, text: await firstChunk(response), location: null }
    return { status: response.status, contentType, text: isBinary ? '' : await response.text(), location: response.headers.get('location') }
  } catch (error) {
    const flow = nextControlFlowAnswer(error)
    if (flow) return { status: flow.status, contentType: 'text/html', text: 'answered by Next', location: flow.location ?? null }
    return { threw: `${(error as Error)?.name}: ${(error as Error)?.message}`.slice(0, 300) }
  }
}

/** A 4xx must say why: a JSON error or message, or a text. */
function clearMessage(answer: Answer): boolean {
  if (!answer.contentType.includes('json')) return answer.text.trim().length > 0
  try {
    const body = JSON.parse(answer.text) as { error?: unknown; message?: unknown }
    const nested = typeof body.error === 'object' && body.error ? (body.error as { description?: unknown }).description : undefined
    return [body.error, body.message, nested].some((value) => typeof value === 'string' && value.trim().length > 0)
  } catch {
    return false
  }
}

/** Runs every case of a target; returns what went wrong, one line per case (empty: all fine). */
export async function fuzzRouteTarget(target: RouteTarget, cases: RouteCase[], cookies: Partial<Record<Identity, string>>): Promise<string[]> {
  const failures: string[] = []
  for (const item of cases) {
    const answer = await answerTo(target, await requestFor(target, item, cookies), item.params)
    const where = `${target.method} ${target.file} as ${item.identity}, ${item.label}`
    if ('threw' in answer) failures.push(`${where}: threw ${answer.threw}`)
    else if (answer.status >= 500) failures.push(`${where}: ${answer.status} ${answer.text.slice(0, 200)}`)
    else if (answer.status >= 400 && !clearMessage(answer)) failures.push(`${where}: ${answer.status} without a message`)
    else if (answer.status < 400 && !target.accepts?.(answer, item.identity)) {
      failures.push(`${where}: ${answer.status} ${answer.location ?? ''} ${answer.text.slice(0, 200)}`)
    }
  }
  return failures
}
