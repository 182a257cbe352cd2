import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyMutations, SYSTEM_IDENTITY } from '../../web/lib/content-lake'
import { TOKENS, startTestApi, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * The Content API's queries run in worker threads with limits (web/lib/content-lake/server/query-pool):
 * an editor's heaviest query neither holds the thread that serves the site nor runs for ever, a result
 * has a size limit, and one client cannot take every worker.
 */
const v = '/v2025-02-19'
/** Three nested joins over every document: 106³ ≈ 1.2 million evaluations on the sample content. */
const HEAVY = '*[]{_id, "a": *[]{_id, "b": *[]{_id, "c": count(*[_id == ^._id])}}}'
const quick = (n: number) => `count(*[_type == "service"]) + ${n}`

describe.each(testDatabases())('query limits of the Content API on $name', (database) => {
  let api: TestApi
  const query = (groq: string, token = TOKENS.admin) =>
    api.request({ path: `${v}/data/query/production?query=${encodeURIComponent(groq)}&perspective=raw`, token })

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({
      queries: { size: 2, timeoutMs: 1_500, maxResultBytes: 200_000, maxRunningPerClient: 1, maxWaitingPerClient: 3 },
    })
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  it('stops a query that runs too long (400 queryTimeout) without holding this thread, and goes on answering', async () => {
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const started = Date.now()
    const answer = await query(HEAVY)
    lag.disable()
    expect(answer.status, answer.text).toBe(400)
    expect(answer.json()).toMatchObject({ statusCode: 400, error: { type: 'queryTimeout' } })
    expect(Date.now() - started).toBeLessThan(4_000)
    // The thread that serves requests was free while the query ran (it ran in a worker).
    expect(lag.max / 1e6).toBeLessThan(200)
    // The stopped worker is replaced: queries go on.
    const next = await query(quick(0))
    expect(next.status, next.text).toBe(200)
    expect((next.json() as { result: number }).result).toBe(7)
  })

  it('refuses a result over the size limit (400 queryResultTooLarge)', async () => {
    const answer = await query('*')
    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({ error: { type: 'queryResultTooLarge' } })
  })

  it('lets one client run one query at a time: others are answered meanwhile; too many waiting get 429', async () => {
    // The admin's heavy queries: one runs, the others wait (at most three), the fifth is refused.
    const heavy = Array.from({ length: 5 }, () => query(HEAVY))
    await new Promise((resolve) => setTimeout(resolve, 100))
    // The editor is another client: answered at once by the second worker, whatever the admin waits for.
    const started = Date.now()
    const editors = await Promise.all([query(quick(1), TOKENS.editor), query(quick(2), TOKENS.editor)])
    expect(editors.map((answer) => answer.status)).toEqual([200, 200])
    expect(Date.now() - started).toBeLessThan(1_000)
    const statuses = (await Promise.all(heavy)).map((answer) => answer.status).sort()
    expect(statuses).toEqual([400, 400, 400, 400, 429])
    const refused = (await Promise.all(heavy)).find((answer) => answer.status === 429)!
    expect(refused.headers['retry-after']).toBe('1')
    expect(refused.json()).toMatchObject({ error: { type: 'tooManyRequests' } })
  }, 30_000)

  it('answers with what was just committed (the workers are current before the next request)', async () => {
    for (let round = 0; round < 5; round++) {
      await applyMutations([{ createOrReplace: { _id: 'limits-check', _type: 'redirect', from: `/check-${round}`, to: '/' } }], { identity: SYSTEM_IDENTITY })
      const answer = await query('*[_id == "limits-check"][0].from')
      expect((answer.json() as { result: string }).result).toBe(`/check-${round}`)
    }
  })
})
