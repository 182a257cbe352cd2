/**
 * Contact-form submissions through the proxy as real clients send them: each client its own loopback
 * address (127.1.x.y as the TCP source, so nginx sees it and passes it on), its own keep-alive TLS
 * connection, a few submissions each; every submission has an Idempotency-Key and is resent with the
 * same key after a 502/503/504 or a broken connection (bounded), as a browser form would retry.
 */
import https from 'node:https'
import { CURRENT_PRIVACY_NOTICE_VERSION, HONEYPOT_FIELD } from '../../../web/lib/forms/submission-constants'

export interface Attempt {
  status: number // 0: the connection broke, no answer
  ms: number
  /** performance.now() when the answer came. */
  endedAt: number
  retryAfter: string | null
}

export interface SubmissionResult {
  n: number
  email: string
  attempts: Attempt[]
  /** Lead id of the 2xx answer (201 stored, 200 the same key again). */
  id: string | null
}

export interface LoadOptions {
  origin: string
  ca: string
  runTag: string
  count: number
  concurrency: number
  /** Submissions per client address (the default rate limit allows 10 per form and 10 minutes). */
  perAddress: number
  /** Second byte of the client addresses (127.<block>.x.y): each scenario its own clients. */
  addressBlock: number
  /** Give up on a submission after this long (its last answer stays unacknowledged). */
  retryForMs: number
  /**
   * The anchor: every submission fills the field people never see, so the route answers 201 and stores
   * nothing (the same proxy, TLS, instances and route; no database, no e-mails).
   */
  honeypot?: boolean
  /** Called once a given number of submissions has finished (fault injection). */
  milestones?: { after: number; run: () => Promise<void> }[]
}

const RETRYABLE = new Set([0, 502, 503, 504])
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function clientAddress(index: number, block = 1): string {
  return `127.${block}.${Math.floor(index / 250)}.${(index % 250) + 1}`
}

function postOnce(agent: https.Agent, origin: string, key: string, body: string): Promise<Attempt> {
  const started = performance.now()
  return new Promise((resolve) => {
    const request = https.request(
      `${origin}/api/contact`,
      { method: 'POST', agent, timeout: 30_000, headers: { 'content-type': 'application/json', 'idempotency-key': key, 'accept-language': 'de' } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const attempt = { status: response.statusCode ?? 0, ms: performance.now() - started, endedAt: performance.now(), retryAfter: (response.headers['retry-after'] as string) ?? null }
          resolve(Object.assign(attempt, { body: Buffer.concat(chunks).toString() }))
        })
        response.on('error', () => resolve({ status: 0, ms: performance.now() - started, endedAt: performance.now(), retryAfter: null }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, endedAt: performance.now(), retryAfter: null }))
    request.end(body)
  })
}

export function submissionBody(runTag: string, n: number, honeypot = false) {
  return JSON.stringify({
    ...(honeypot ? { [HONEYPOT_FIELD]: 'bot' } : {}),
    firstName: 'Last',
    lastName: `Test ${n}`,
    email: `${runTag}-${n}@example.org`,
    phone: '',
    message: `Load test ${runTag}, submission ${n}.`,
    locale: n % 2 ? 'de' : 'en',
    page: n % 2 ? '/kontakt' : '/en/contact',
    privacyNoticeVersion: CURRENT_PRIVACY_NOTICE_VERSION,
    elapsedMs: 8_000,
  })
}

async function submit(agent: https.Agent, options: LoadOptions, n: number): Promise<SubmissionResult> {
  const key = `${options.runTag}-${n}`
  const body = submissionBody(options.runTag, n, options.honeypot)
  const result: SubmissionResult = { n, email: `${options.runTag}-${n}@example.org`, attempts: [], id: null }
  const giveUpAt = performance.now() + options.retryForMs
  for (;;) {
    const attempt = (await postOnce(agent, options.origin, key, body)) as Attempt & { body?: string }
    const { body: answer, ...recorded } = attempt
    result.attempts.push(recorded)
    if (attempt.status >= 200 && attempt.status < 300) {
      result.id = (JSON.parse(answer ?? '{}') as { id?: string }).id ?? null
      return result
    }
    if (!RETRYABLE.has(attempt.status) || performance.now() > giveUpAt) return result
    await sleep(attempt.status === 503 ? 1_000 : 200)
  }
}

/**
 * Runs `count` submissions over `concurrency` workers. Each worker is one client after another: a client
 * sends its `perAddress` submissions one after the other over its own keep-alive TLS connection (as a
 * browser does), then the worker takes the next client. Returns every submission's attempts.
 */
export async function runSubmissions(options: LoadOptions): Promise<{ results: SubmissionResult[]; seconds: number }> {
  const clients = Math.ceil(options.count / options.perAddress)
  const results: SubmissionResult[] = []
  const milestones = [...(options.milestones ?? [])].sort((a, b) => a.after - b.after)
  const faults: Promise<void>[] = []
  let nextClient = 0
  const started = performance.now()
  const worker = async () => {
    while (nextClient < clients) {
      const client = nextClient++
      const agent = new https.Agent({ keepAlive: true, maxSockets: 1, localAddress: clientAddress(client, options.addressBlock), ca: options.ca })
      const last = Math.min(options.count, (client + 1) * options.perAddress)
      for (let n = client * options.perAddress; n < last; n++) {
        results.push(await submit(agent, options, n))
        while (milestones.length && results.length >= milestones[0]!.after) faults.push(milestones.shift()!.run())
      }
      agent.destroy()
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  await Promise.all(faults)
  return { results, seconds }
}
