import type { LiveEvent, SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanityClientFor, startTestApi, TOKENS, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * The Live Content API as Sanity documents it, driven by the real @sanity/client (`live.events()`,
 * `fetch` with `filterResponse: false`) against the real server on PGlite and PostgreSQL: query answers
 * carry `syncTags`; a published change is announced with tags that meet the tags of every query whose
 * answer it can change (and not those of unrelated queries); drafts only with `includeDrafts` and a
 * token; a client that reconnects with `Last-Event-ID` gets what it missed, or `restart`.
 */
const POST = 'livePost'
const AUTHOR = 'liveAuthor'
const OTHER = 'liveOther'

type Answer = { result: unknown; syncTags: string[] }

/** Collects the live events of a client until a predicate holds (or fails after 5 s). */
function liveEvents(client: SanityClient, options: { includeDrafts?: boolean } = {}) {
  const events: LiveEvent[] = []
  let failure: unknown = null
  const subscription = client.live.events(options).subscribe({ next: (event) => void events.push(event), error: (error) => void (failure = error) })
  const waitFor = async (predicate: (event: LiveEvent) => boolean, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (failure) throw failure
      const found = events.find(predicate)
      if (found) return found
      if (Date.now() > deadline) throw new Error(`no such live event; got ${JSON.stringify(events).slice(0, 1_000)}`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return { events, waitFor, close: () => subscription.unsubscribe() }
}

const messages = (events: LiveEvent[]) => events.filter((event): event is Extract<LiveEvent, { type: 'message' }> => event.type === 'message')
const meets = (tags: string[], answer: Answer) => tags.some((tag) => answer.syncTags.includes(tag))

/** Reads a raw event stream over HTTP until `count` events arrived. */
async function rawEvents(url: string, headers: Record<string, string>, count: number): Promise<{ event: string; id?: string; data: unknown }[]> {
  const controller = new AbortController()
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal })
  expect(response.status).toBe(200)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: { event: string; id?: string; data: unknown }[] = []
  let buffer = ''
  const deadline = Date.now() + 5_000
  while (events.length < count && Date.now() < deadline) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const fields = Object.fromEntries(block.split('\n').filter((line) => !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]))
      if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? 'null') })
    }
  }
  controller.abort()
  return events
}

describe.each(testDatabases({ content: 'empty' }))('Live Content API through @sanity/client ($name)', (database) => {
  let api: TestApi
  let editor: SanityClient
  let anonymous: SanityClient

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({ tls: 'none' })
    editor = sanityClientFor(api, { token: TOKENS.editor, apiVersion: 'vX' })
    anonymous = sanityClientFor(api, { apiVersion: 'vX' })
    await editor
      .transaction()
      .create({ _id: 'live-author-1', _type: AUTHOR, name: 'Ada' })
      .create({ _id: 'live-post-1', _type: POST, title: 'Erster Beitrag', slug: 'erster', author: { _type: 'reference', _ref: 'live-author-1' } })
      .create({ _id: 'live-other-1', _type: OTHER, title: 'Anderes' })
      .commit()
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const answer = (query: string, params: Record<string, unknown> = {}, options: Record<string, unknown> = {}) =>
    editor.fetch(query, params, { filterResponse: false, ...options }) as Promise<unknown> as Promise<Answer>

  it('answers queries with sync tags: the same for the same dependencies, different for other types', async () => {
    const posts = await answer(`*[_type == "${POST}"]{title}`)
    expect(posts.result).toEqual([{ title: 'Erster Beitrag' }])
    expect(posts.syncTags.length).toBeGreaterThan(0)
    expect(posts.syncTags.every((tag) => /^s1:[A-Za-z0-9_-]{10}$/.test(tag))).toBe(true)
    expect((await answer(`*[_type == $type][0].title`, { type: POST })).syncTags).toEqual(posts.syncTags)
    expect((await answer(`*[_type == "${OTHER}"]`)).syncTags).not.toEqual(posts.syncTags)
  })

  it('announces a published change with tags that meet exactly the queries it can change', async () => {
    const live = liveEvents(anonymous)
    await live.waitFor((event) => event.type === 'welcome')
    const posts = await answer(`*[_type == "${POST}"]{title}`)
    const postsWithAuthor = await answer(`*[_type == "${POST}"]{title, "author": author->name}`)
    const others = await answer(`*[_type == "${OTHER}"]{title}`)
    const bySlug = await answer(`*[slug == "erster"][0].title`)
    const single = await answer(`*[_id == "live-post-1"][0].title`)

    await editor.patch('live-post-1').set({ title: 'Geänderter Beitrag' }).commit()
    const postChange = (await live.waitFor((event) => event.type === 'message')) as Extract<LiveEvent, { type: 'message' }>
    expect(meets(postChange.tags, posts)).toBe(true)
    expect(meets(postChange.tags, postsWithAuthor)).toBe(true)
    expect(meets(postChange.tags, bySlug)).toBe(true) // a filter without a type depends on everything
    expect(meets(postChange.tags, single)).toBe(true)
    expect(meets(postChange.tags, others)).toBe(false)

    // The author is read only through `->`: its change meets the query that follows the reference.
    await editor.patch('live-author-1').set({ name: 'Ada L.' }).commit()
    await live.waitFor(() => messages(live.events).length === 2)
    const authorChange = messages(live.events)[1]!
    expect(meets(authorChange.tags, postsWithAuthor)).toBe(true)
    expect(meets(authorChange.tags, posts)).toBe(false)
    expect(meets(authorChange.tags, single)).toBe(false)

    // A draft is no published change: nothing is announced without includeDrafts.
    await editor.createOrReplace({ _id: 'drafts.live-post-1', _type: POST, title: 'Entwurf' })
    await editor.patch('live-other-1').set({ title: 'Noch anders' }).commit()
    await live.waitFor(() => messages(live.events).length === 3)
    expect(meets(messages(live.events)[2]!.tags, others)).toBe(true)
    expect(meets(messages(live.events)[2]!.tags, posts)).toBe(false)
    live.close()
  })

  it('includes drafts only for a client with a token that asks for them', async () => {
    expect(() => anonymous.live.events({ includeDrafts: true })).toThrow(/token/)
    const live = liveEvents(editor, { includeDrafts: true })
    await live.waitFor((event) => event.type === 'welcome')
    const drafts = await answer(`*[_type == "${POST}"]{title}`, {}, { perspective: 'drafts' })
    await editor.createOrReplace({ _id: 'drafts.live-post-1', _type: POST, title: 'Zweiter Entwurf' })
    const change = (await live.waitFor((event) => event.type === 'message')) as Extract<LiveEvent, { type: 'message' }>
    expect(meets(change.tags, drafts)).toBe(true)
    live.close()

    const refused = await fetch(`http://localhost:${api.port}/vX/data/live/events/production?includeDrafts=true`, { headers: { accept: 'text/event-stream' } })
    expect(refused.status).toBe(401)
  })

  it('resumes from Last-Event-ID with what was missed, and restarts from an unknown position', async () => {
    const url = `http://localhost:${api.port}/vX/data/live/events/production`
    const [welcome] = await rawEvents(url, {}, 1)
    expect(welcome).toEqual({ event: 'welcome', id: undefined, data: {} })

    const live = liveEvents(anonymous)
    await live.waitFor((event) => event.type === 'welcome')
    await editor.patch('live-other-1').set({ title: 'Position' }).commit()
    const position = Number(((await live.waitFor((event) => event.type === 'message')) as Extract<LiveEvent, { type: 'message' }>).id)
    live.close()
    expect(position).toBeGreaterThan(0)
    const others = await answer(`*[_type == "${OTHER}"]`)

    // Missed while disconnected: sent first on reconnecting, after the position and nothing before it.
    await editor.patch('live-other-1').set({ title: 'Verpasst' }).commit()
    const resumed = await rawEvents(url, { 'last-event-id': String(position) }, 2)
    expect(resumed.map((event) => event.event)).toEqual(['welcome', 'message'])
    expect(Number(resumed[1]!.id)).toBeGreaterThan(position)
    expect(resumed[1]!.data).toEqual({ id: resumed[1]!.id, tags: expect.any(Array) })
    expect(meets((resumed[1]!.data as { tags: string[] }).tags, others)).toBe(true)

    expect((await rawEvents(url, { 'last-event-id': 'no-such-position' }, 2)).map((event) => event.event)).toEqual(['welcome', 'restart'])
    expect((await rawEvents(url, { 'last-event-id': '999999999' }, 2)).map((event) => event.event)).toEqual(['welcome', 'restart'])
  })

  it('refuses what the API refuses: no event stream accepted (406), a malformed lastLiveEventId (400)', async () => {
    const plain = await fetch(`http://localhost:${api.port}/vX/data/live/events/production`, { headers: { accept: 'application/json' } })
    expect(plain.status).toBe(406)
    await plain.body?.cancel()
    const seq = Number((await rawEvents(`http://localhost:${api.port}/vX/data/live/events/production`, { 'last-event-id': '0' }, 2))[1]!.id)
    expect((await answer(`count(*[_type == "${POST}"])`, {}, { lastLiveEventId: String(seq) })).result).toBe(1)
    await expect(answer(`count(*)`, {}, { lastLiveEventId: 'x1' })).rejects.toMatchObject({ statusCode: 400 })
  })
})
