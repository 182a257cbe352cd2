import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { GET as studioRoute } from '../../web/app/studio/[[...path]]/route'
import { fuzzRouteTarget, routeCases } from '../helpers/fuzz-route-runner'
import { routeTargets, type FuzzWorld } from '../helpers/fuzz-route-targets'
import { prototypePolluted, seededRandom } from '../helpers/fuzz-values'

/**
 * The studio's files (/studio/[[...path]]) under fuzz, against a small studio build in a temporary
 * folder (the repository's own studio/dist may not be built): odd paths, traversal attempts and odd
 * queries get the studio's page or a 404, never a file outside the build, never a 5xx; a missing build
 * is a 503 that says so. The route reads no database.
 */
const root = vi.hoisted(async () => {
  const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const folder = await mkdtemp(join(tmpdir(), 'fuzz-studio-'))
  await mkdir(join(folder, 'studio', 'dist', 'static'), { recursive: true })
  await writeFile(join(folder, 'studio', 'dist', 'index.html'), '<html><head></head><body><script src="/studio/static/app.js"></script></body></html>')
  await writeFile(join(folder, 'studio', 'dist', 'static', 'app.js'), 'console.log("studio")')
  await writeFile(join(folder, 'studio', 'secret.txt'), 'not part of the build')
  return folder
})
vi.mock('../../web/lib/repository-root', async () => ({ repositoryRoot: await root }))

const target = routeTargets.find((candidate) => candidate.file === 'web/app/studio/[[...path]]/route.ts')!
const world: FuzzWorld = { invoiceId: '', quoteId: '', assetFile: '' }
const get = (segments: string[]) => studioRoute(new Request('http://localhost/studio'), { params: Promise.resolve({ path: segments }) })

describe('the studio route under fuzz', () => {
  afterAll(async () => rm(await root, { recursive: true, force: true }))

  it('serves the build and nothing outside it', async () => {
    expect((await get(['static', 'app.js'])).status).toBe(200)
    expect((await get(['static', '..', '..', 'secret.txt'])).status).toBe(404)
    expect((await get(['static', '..', 'secret.txt'])).status).toBe(404)
  })

  it('answers odd paths and queries with the studio page or a 404', async () => {
    expect(target.ownTestFile).toBe(`tests/int/${path.basename(import.meta.filename)}`)
    expect(await fuzzRouteTarget(target, routeCases(target, world, seededRandom()), {})).toEqual([])
    expect(prototypePolluted()).toEqual([])
  })

  it('says the studio is not built (503) instead of failing with a 500', async () => {
    await rm(path.join(await root, 'studio', 'dist', 'index.html'))
    const answer = await get(['desk'])
    expect(answer.status).toBe(503)
    expect(await answer.text()).toMatch(/not built: run `npm run studio:build`/)
  })
})
