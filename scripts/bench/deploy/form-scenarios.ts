/**
 * Form scenarios through the proxy: the steady 5,000-submission run, an instance killed mid-run,
 * PostgreSQL stopped for 20 s mid-run, and one client's rate limit across both instances. Each returns its row for docs/benchmarks-deploy.md.
 */
import { instanceName, startInstance } from '../../deploy/deployment'
import { readPid, isAlive } from '../../deploy/processes'
import { allAttempts, checkStored, firstAttemptLatency, statusSummary } from './checks'
import { type BenchContext, accessLogSince, accessLogSize, perInstance, type ScenarioRow, sleep } from './context'
import { runSubmissions, submissionBody, clientAddress } from './form-client'
import https from 'node:https'

const ms = (value: number) => `${Math.round(value)} ms`
const stored = (check: Awaited<ReturnType<typeof checkStored>>) =>
  `${check.acknowledged} acknowledged, ${check.storedLeads} stored (${check.duplicateLeads} twice, ${check.acknowledgedMissing} acknowledged but missing), ${check.mails} outbox mails (${check.leadsWithoutTwoMails} leads without exactly 2)`

/** Submissions before the measured run, not counted: the instances' database connections opened, their code compiled. */
const WARM_UP = 500

export async function steadyLoad(context: BenchContext, count: number): Promise<ScenarioRow> {
  const load = { origin: context.origin, ca: context.ca, concurrency: 100, perAddress: 4, retryForMs: 0 }
  await runSubmissions({ ...load, count: WARM_UP, runTag: `warm-up-${Date.now()}`, addressBlock: 7 })
  // The anchor, in the same run: the same clients and route, answered without storing anything.
  const anchor = await runSubmissions({ ...load, count, runTag: `anchor-${Date.now()}`, addressBlock: 6, honeypot: true })
  const anchorLatency = firstAttemptLatency(anchor.results, anchor.seconds)
  const runTag = `steady-${Date.now()}`
  await sleep(1_500) // the anchor's last lines reach the access log (flushed every second)
  const logOffset = await accessLogSize(context)
  const { results, seconds } = await runSubmissions({ ...load, count, runTag, addressBlock: 1 })
  const check = await checkStored(context.databaseUrl, runTag, results)
  const latency = firstAttemptLatency(results, seconds)
  const fiveXX = allAttempts(results).filter((attempt) => attempt.status >= 500 || attempt.status === 0).length
  const instances = perInstance((await accessLogSince(context, logOffset)).filter((line) => line.includes('POST /api/contact')))
  return {
    scenario: `${count} submissions, 100 concurrent clients, through nginx onto 2 instances, after ${WARM_UP} not counted (anchor: the same submissions with the honeypot filled, answered 201 without storing anything)`,
    measured:
      `${(check.acknowledged / seconds).toFixed(0)} stored/s over ${seconds.toFixed(1)} s; latency p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}; answers ${statusSummary(results)}; per instance ${instances}; ${stored(check)}. ` +
      `Anchor: ${(anchor.results.length / anchor.seconds).toFixed(0)} answers/s, p50 ${ms(anchorLatency.p50)}, p99 ${ms(anchorLatency.p99)}; answers ${statusSummary(anchor.results)}`,
    held: check.ok && fiveXX === 0 && check.acknowledged === count,
  }
}

export async function killInstanceMidRun(context: BenchContext, count: number): Promise<ScenarioRow> {
  const runTag = `kill-${Date.now()}`
  const victim = 1
  const logOffset = await accessLogSize(context)
  const { results, seconds } = await runSubmissions({
    origin: context.origin, ca: context.ca, runTag, count, concurrency: 100, perAddress: 4, addressBlock: 2, retryForMs: 30_000,
    milestones: [{ after: Math.floor(count / 3), run: async () => {
      const pid = await readPid(context.settings.DEPLOY_RUN_DIR, instanceName(victim))
      if (pid) process.kill(pid, 'SIGKILL')
    } }],
  })
  const check = await checkStored(context.databaseUrl, runTag, results)
  const instances = perInstance((await accessLogSince(context, logOffset)).filter((line) => line.includes('POST /api/contact')))
  const broken = allAttempts(results).filter((attempt) => attempt.status === 502 || attempt.status === 0).length
  const restarted = performance.now()
  await startInstance(context.settings, victim)
  return {
    scenario: `${count} submissions; instance 2 killed (SIGKILL) after ${Math.floor(count / 3)}`,
    measured: `${seconds.toFixed(1)} s; answers ${statusSummary(results)}; ${broken} attempts broke (502 or reset) and were resent with their Idempotency-Key; per instance (nginx's upstream, → = passed on) ${instances}; ${stored(check)}; instance 2 back in ${((performance.now() - restarted) / 1000).toFixed(1)} s`,
    held: check.ok && check.unacknowledged === 0,
  }
}

export async function postgresOutageMidRun(context: BenchContext, count: number, outageMs = 20_000): Promise<ScenarioRow> {
  const runTag = `pg-${Date.now()}`
  const pidsBefore = await Promise.all(context.settings.DEPLOY_APP_PORTS.map((_, index) => readPid(context.settings.DEPLOY_RUN_DIR, instanceName(index))))
  let stoppedAt = 0 // when the stop was begun: a fast shutdown cuts connections at once
  let startedAt = 0
  const { results, seconds } = await runSubmissions({
    origin: context.origin, ca: context.ca, runTag, count, concurrency: 100, perAddress: 4, addressBlock: 3, retryForMs: 90_000,
    milestones: [{ after: Math.floor(count / 5), run: async () => {
      stoppedAt = performance.now()
      await context.postgres.stop()
      await sleep(outageMs)
      await context.postgres.start()
      startedAt = performance.now()
    } }],
  })
  const attempts = allAttempts(results)
  const unavailable = attempts.filter((attempt) => attempt.status === 503)
  const withoutRetryAfter = unavailable.filter((attempt) => !attempt.retryAfter).length
  const otherErrors = attempts.filter((attempt) => attempt.status >= 500 && attempt.status !== 503).length
  const firstSuccessAfter = Math.min(...attempts.filter((attempt) => attempt.status < 300 && attempt.endedAt > startedAt).map((attempt) => attempt.endedAt))
  const lastUnavailable = Math.max(...unavailable.map((attempt) => attempt.endedAt))
  const check = await checkStored(context.databaseUrl, runTag, results)
  const pidsAfter = await Promise.all(context.settings.DEPLOY_APP_PORTS.map((_, index) => readPid(context.settings.DEPLOY_RUN_DIR, instanceName(index))))
  const sameProcesses = pidsBefore.every((pid, index) => pid !== null && pid === pidsAfter[index] && isAlive(pid))
  return {
    scenario: `${count} submissions; PostgreSQL stopped (fast shutdown) for ${outageMs / 1000} s after ${Math.floor(count / 5)}`,
    measured: `${seconds.toFixed(1)} s; ${unavailable.length} answers 503 (${withoutRetryAfter} without Retry-After), ${otherErrors} other 5xx; 503s from ${((Math.min(...unavailable.map((a) => a.endedAt)) - stoppedAt) / 1000).toFixed(1)} s to ${((lastUnavailable - stoppedAt) / 1000).toFixed(1)} s after the stop; first stored submission ${((firstSuccessAfter - startedAt) / 1000).toFixed(1)} s after PostgreSQL was back; instances not restarted: ${sameProcesses ? 'yes' : 'NO'}; ${stored(check)}`,
    held: check.ok && withoutRetryAfter === 0 && otherErrors === 0 && sameProcesses && unavailable.length > 0 && check.unacknowledged === 0,
  }
}

function postFrom(context: BenchContext, address: string, body: string) {
  return new Promise<{ status: number; retryAfter: string | null }>((resolve, reject) => {
    const request = https.request(`${context.origin}/api/contact`, { method: 'POST', ca: context.ca, agent: false, localAddress: address, headers: { 'content-type': 'application/json' } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: (response.headers['retry-after'] as string) ?? null }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** One client, 12 different submissions one after the other: the limit (10 per 10 minutes) holds across instances. */
export async function rateLimitAcrossInstances(context: BenchContext, limit = 10): Promise<ScenarioRow> {
  const runTag = `limit-${Date.now()}`
  const address = clientAddress(0, 9)
  const logOffset = await accessLogSize(context)
  const answers = []
  for (let n = 0; n < limit + 2; n++) answers.push(await postFrom(context, address, submissionBody(runTag, n)))
  const lines = (await accessLogSince(context, logOffset)).filter((line) => line.startsWith(`${address} `) && line.includes('POST /api/contact'))
  const sequence = lines.map((line) => /" (\d{3}) \S+:(\d+) /.exec(line)).map((match) => `${match?.[1]}@:${match?.[2]}`)
  const created = answers.filter((answer) => answer.status === 201).length
  const limited = answers.filter((answer) => answer.status === 429 && answer.retryAfter).length
  const instancesCreating = new Set(sequence.filter((entry) => entry.startsWith('201')).map((entry) => entry.split('@')[1]))
  return {
    scenario: `one client (${address}) sends ${limit + 2} different submissions through nginx (limit ${limit} per form and 10 minutes)`,
    measured: `answers in order, with the instance that gave them: ${sequence.join(' ')}`,
    held: created === limit && limited === 2 && instancesCreating.size === 2,
  }
}
