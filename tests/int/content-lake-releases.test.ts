import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getDocuments, startReleaseScheduler, transactionsForDocuments } from '../../web/lib/content-lake/outside-next'
import { refusal } from '../helpers/client-refusal'
import { sanityClientFor, startTestApi, TOKENS, type TestApi } from '../helpers/content-api'
import { testDatabases } from '../helpers/test-databases'

/**
 * Content releases on the local Content Lake through the real @sanity/client (`client.releases.*`,
 * `client.createVersion`), on PGlite and PostgreSQL: a release collects document versions, which the
 * release's perspective shows; it is scheduled, unscheduled, published (every version replaces its
 * published document at once), archived, unarchived and deleted with Sanity's actions; the scheduler publishes a
 * release that is due exactly once, whoever runs it, also one that fell due while nothing ran.
 */
const TYPE = 'releaseNote'

describe.each(testDatabases({ content: 'empty' }))('content releases through @sanity/client ($name)', (database) => {
  let api: TestApi
  let client: SanityClient

  beforeAll(async () => {
    await database.open()
    api = await startTestApi({ tls: 'none' })
    client = sanityClientFor(api, { token: TOKENS.editor })
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  const title = (id: string, perspective: 'published' | string[] = 'published') => client.fetch<string | null>(`*[_id == $id][0].title`, { id }, { perspective })
  const addVersion = (releaseId: string, publishedId: string, fields: Record<string, unknown>) =>
    client.createVersion({ document: { _id: `versions.${releaseId}.${publishedId}`, _type: TYPE, ...fields }, publishedId, releaseId })

  it('collects versions in a release, shows them in its perspective, and publishes them together', async () => {
    await client.transaction().create({ _id: 'rel-a', _type: TYPE, title: 'A alt' }).create({ _id: 'rel-b', _type: TYPE, title: 'B alt' }).commit()
    await client.releases.create({ releaseId: 'rSpring', metadata: { title: 'Frühjahrsangebote', releaseType: 'asap' } })
    await addVersion('rSpring', 'rel-a', { title: 'A neu' })
    await addVersion('rSpring', 'rel-c', { title: 'C neu' })
    await client.action({ actionType: 'sanity.action.document.version.unpublish', versionId: 'versions.rSpring.rel-b', publishedId: 'rel-b' })

    expect((await client.withConfig({ perspective: 'raw' }).releases.fetchDocuments({ releaseId: 'rSpring' })).result).toHaveLength(3)
    expect(await title('rel-a', ['rSpring'])).toBe('A neu')
    expect(await title('rel-c', ['rSpring'])).toBe('C neu')
    expect(await title('rel-b', ['rSpring'])).toBeNull()
    expect(await title('rel-a')).toBe('A alt')

    await client.releases.edit({ releaseId: 'rSpring', patch: { set: { 'metadata.description': 'Alles auf einmal' } } })
    await client.releases.publish({ releaseId: 'rSpring' })

    expect(await Promise.all(['rel-a', 'rel-b', 'rel-c'].map((id) => title(id)))).toEqual(['A neu', null, 'C neu'])
    expect((await client.withConfig({ perspective: 'raw' }).releases.fetchDocuments({ releaseId: 'rSpring' })).result).toEqual([])
    const release = await client.releases.get({ releaseId: 'rSpring' })
    expect(release).toMatchObject({ _id: '_.releases.rSpring', _type: 'system.release', name: 'rSpring', state: 'published', publishedAt: expect.any(String) })
    expect(release?.metadata).toEqual({ title: 'Frühjahrsangebote', description: 'Alles auf einmal', releaseType: 'asap' })
    expect(release?.finalDocumentStates?.map((state) => state.id).sort()).toEqual(['rel-a', 'rel-b', 'rel-c'])
    // One transaction changed all three documents.
    const [published] = await transactionsForDocuments(['rel-c'], { reverse: true, limit: 1 })
    expect(published!.documentIDs.sort()).toEqual(['_.releases.rSpring', 'rel-a', 'rel-b', 'rel-c', 'versions.rSpring.rel-a', 'versions.rSpring.rel-b', 'versions.rSpring.rel-c'].sort())
  })

  it('schedules and unschedules, archives, unarchives and deletes, and refuses what a state does not allow', async () => {
    await client.create({ _id: 'rel-d', _type: TYPE, title: 'D alt' })
    await client.releases.create({ releaseId: 'rSummer', metadata: { title: 'Sommer', releaseType: 'scheduled' } })
    await addVersion('rSummer', 'rel-d', { title: 'D neu' })
    const publishAt = new Date(Date.now() + 3_600_000).toISOString()
    await client.releases.schedule({ releaseId: 'rSummer', publishAt })
    expect(await client.releases.get({ releaseId: 'rSummer' })).toMatchObject({ state: 'scheduled', publishAt })
    expect(await refusal(() => client.releases.archive({ releaseId: 'rSummer' }))).toMatchObject({ status: 409, itemType: 'conflictError' })
    await client.releases.unschedule({ releaseId: 'rSummer' })
    const unscheduled = await client.releases.get({ releaseId: 'rSummer' })
    expect(unscheduled?.state).toBe('active')
    expect(unscheduled).not.toHaveProperty('publishAt')

    expect(await refusal(() => client.releases.unarchive({ releaseId: 'rSummer' }))).toMatchObject({ status: 409, itemType: 'conflictError' })
    await addVersion('rSummer', 'rel-h', { title: 'H neu' })
    await client.releases.archive({ releaseId: 'rSummer' })
    const archived = await client.releases.get({ releaseId: 'rSummer' })
    expect(archived?.state).toBe('archived')
    expect(archived?.finalDocumentStates?.map((state) => state.id).sort()).toEqual(['versions.rSummer.rel-d', 'versions.rSummer.rel-h'])
    expect((await client.withConfig({ perspective: 'raw' }).releases.fetchDocuments({ releaseId: 'rSummer' })).result).toEqual([])
    expect(await title('rel-d')).toBe('D alt')
    expect(await refusal(() => client.releases.publish({ releaseId: 'rSummer' }))).toMatchObject({ status: 409, itemType: 'conflictError' })
    // A version made in the archived release afterwards is newer than the archived one: unarchiving keeps it.
    await addVersion('rSummer', 'rel-h', { title: 'H neuer' })

    // Unarchived (twice at once: one wins), the release is open again with its version as it was.
    const unarchives = await Promise.all([0, 1].map(() => refusal(() => client.releases.unarchive({ releaseId: 'rSummer' }))))
    expect(unarchives.map((outcome) => (outcome === 'ok' ? 'ok' : outcome.status)).sort()).toEqual([409, 'ok'])
    expect(await refusal(() => client.releases.unarchive({ releaseId: 'rSummer' }))).toMatchObject({ status: 409, itemType: 'conflictError' })
    const unarchived = await client.releases.get({ releaseId: 'rSummer' })
    expect(unarchived?.state).toBe('active')
    expect(unarchived).not.toHaveProperty('finalDocumentStates')
    expect(await title('rel-d', ['rSummer'])).toBe('D neu')
    expect(await title('rel-h', ['rSummer'])).toBe('H neuer')
    expect(await title('rel-d')).toBe('D alt')

    await client.releases.archive({ releaseId: 'rSummer' })
    await client.releases.delete({ releaseId: 'rSummer' })
    expect(await refusal(() => client.releases.unarchive({ releaseId: 'rSummer' }))).toMatchObject({ status: 404, itemType: 'documentNotFoundError' })
    expect(await client.releases.get({ releaseId: 'rSummer' })).toBeUndefined()

    expect(await refusal(() => client.releases.create({ releaseId: 'rSpring' }))).toMatchObject({ status: 409, itemType: 'documentAlreadyExistsError' })
    expect(await refusal(() => client.releases.publish({ releaseId: 'rNone' }))).toMatchObject({ status: 404, itemType: 'documentNotFoundError' })
    expect(await refusal(() => client.releases.create({ releaseId: 'no spaces' }))).toMatchObject({ status: 400 })
    expect(await refusal(() => client.releases.schedule({ releaseId: 'rSpring', publishAt: 'tomorrow' }))).toMatchObject({ status: 400 })
    expect(await refusal(() => client.releases.edit({ releaseId: 'rSpring', patch: { set: { state: 'active' } } }))).toMatchObject({ status: 409 })
  })

  it("publishes a scheduled draft (the studio's \"Schedule publish\": a release of one document) at its time", async () => {
    expect(await client.request<string[]>({ uri: '/features' })).toEqual(expect.arrayContaining(['contentReleases', 'singleDocRelease']))
    await client.create({ _id: 'rel-draft-g', _type: TYPE, title: 'F alt' })
    const draft = await client.create({ _id: 'drafts.rel-draft-g', _type: TYPE, title: 'F geplant' })
    // What the studio sends (sanity's useScheduleDraftOperations): a release of cardinality one, a version
    // copied from the draft at its revision, and the schedule.
    const publishAt = new Date(Date.now() - 1_000)
    await client.releases.create({
      releaseId: 'rDraftF',
      metadata: { title: 'Geplanter Entwurf', description: '', releaseType: 'scheduled', cardinality: 'one', intendedPublishAt: publishAt.toISOString() },
    })
    await client.createVersion({ baseId: 'drafts.rel-draft-g', ifBaseRevisionId: draft._rev, publishedId: 'rel-draft-g', releaseId: 'rDraftF' })
    expect(await title('rel-draft-g', ['rDraftF'])).toBe('F geplant')
    await client.releases.schedule({ releaseId: 'rDraftF', publishAt: publishAt.toISOString() })

    const scheduler = startReleaseScheduler({ autoStart: false })
    try {
      expect(await scheduler.runOnce()).toEqual(['rDraftF'])
    } finally {
      scheduler.stop()
    }
    expect(await title('rel-draft-g')).toBe('F geplant')
    expect(await client.releases.get({ releaseId: 'rDraftF' })).toMatchObject({ state: 'published', metadata: { cardinality: 'one' } })
  })

  it('publishes a due release exactly once when several instances run the scheduler, and one that fell due meanwhile', async () => {
    await client.create({ _id: 'rel-e', _type: TYPE, title: 'E alt' })
    await client.releases.create({ releaseId: 'rAutumn', metadata: { title: 'Herbst', releaseType: 'scheduled' } })
    await addVersion('rAutumn', 'rel-e', { title: 'E neu' })
    // Due a second ago: as if it fell due while no instance was running.
    await client.releases.schedule({ releaseId: 'rAutumn', publishAt: new Date(Date.now() - 1_000).toISOString() })

    const instances = [0, 1, 2].map(() => startReleaseScheduler({ autoStart: false }))
    try {
      const runs = await Promise.all(instances.map((instance) => instance.runOnce()))
      expect(runs.flat()).toEqual(['rAutumn'])
    } finally {
      instances.forEach((instance) => instance.stop())
    }
    expect(await title('rel-e')).toBe('E neu')
    expect(await getDocuments(['versions.rAutumn.rel-e'])).toEqual([null])
    expect((await client.releases.get({ releaseId: 'rAutumn' }))?.state).toBe('published')
    const publishes = (await transactionsForDocuments(['_.releases.rAutumn'])).filter((transaction) => transaction.documentIDs.includes('rel-e'))
    expect(publishes).toHaveLength(1)
  })

  it('leaves a release scheduled for later alone until its time', async () => {
    await client.releases.create({ releaseId: 'rWinter', metadata: { releaseType: 'scheduled' } })
    const publishAt = new Date(Date.now() + 60_000)
    await client.releases.schedule({ releaseId: 'rWinter', publishAt: publishAt.toISOString() })
    const early = startReleaseScheduler({ autoStart: false, now: () => new Date(publishAt.getTime() - 1) })
    const onTime = startReleaseScheduler({ autoStart: false, now: () => publishAt })
    try {
      expect(await early.runOnce()).toEqual([])
      expect((await client.releases.get({ releaseId: 'rWinter' }))?.state).toBe('scheduled')
      expect(await onTime.runOnce()).toEqual(['rWinter'])
    } finally {
      early.stop()
      onTime.stop()
    }
  })

  it('publishes a release scheduled after the scheduler started, from the transactions it hears of', async () => {
    const publishAt = new Date(Date.now() + 120_000)
    const running = startReleaseScheduler({ autoStart: false, now: () => publishAt })
    try {
      // Started (its scheduled releases read) before this release exists.
      expect(await running.runOnce()).toEqual([])
      await client.create({ _id: 'rel-f', _type: TYPE, title: 'F alt' })
      await client.releases.create({ releaseId: 'rLater', metadata: { releaseType: 'scheduled' } })
      await addVersion('rLater', 'rel-f', { title: 'F neu' })
      await client.releases.schedule({ releaseId: 'rLater', publishAt: publishAt.toISOString() })
      expect(await running.runOnce()).toEqual(['rLater'])
      expect(await title('rel-f')).toBe('F neu')
      // Unscheduled before its time: left alone.
      await client.releases.create({ releaseId: 'rCancelled', metadata: { releaseType: 'scheduled' } })
      await client.releases.schedule({ releaseId: 'rCancelled', publishAt: publishAt.toISOString() })
      await client.releases.unschedule({ releaseId: 'rCancelled' })
      expect(await running.runOnce()).toEqual([])
    } finally {
      running.stop()
    }
  })
})
