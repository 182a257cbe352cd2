import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAssetServer, createAssetUploadHandler } from '../assets'
import { queryContent } from '../store'
import { localAssetDirectory } from '../../content/local-dataset-location'
import { PROJECT_ID, startTestApi, type TestApi } from '../../../../tests/helpers/content-api'
import { databaseSnapshot } from '../../../../tests/helpers/fuzz-database-snapshot'
import { apiCases, fuzzApiRoute } from './fuzz-content-api-runner'
import { allContentApiRoutes, contentApiFuzzConfig, routeKey, type ContentApiWorld } from './fuzz-content-api-targets'
import { prototypePolluted, seededRandom } from '../../../../tests/helpers/fuzz-values'
import { testDatabases } from '../../../../tests/helpers/test-databases'

/**
 * Every route of the local Content Lake's HTTP API (the real server over HTTP/2, in this process)
 * gets odd query strings, odd path parameters and odd bodies (wrong types, huge, deeply nested,
 * invalid UTF-8, prototype keys, wrong content types, empty), with the admin's token and, for a
 * sample, an editor's, none, a forged one and one without content access. Each answer is a 4xx in the
 * Content Lake's error shape (reads may answer 200: they ignore what they do not know), never a 5xx;
 * no document, transaction or asset changes and Object.prototype stays clean.
 */
describe.each(testDatabases())('Content API under fuzz on $name', (database) => {
  let api: TestApi
  let world: ContentApiWorld
  beforeAll(async () => {
    await database.open()
    api = await startTestApi({
      // Small limits, so that "too large" costs little; the refusal is the same at 20 MB.
      uploadAsset: createAssetUploadHandler({ projectId: PROJECT_ID, assetBaseUrl: 'https://www.example.test/content-assets', maxBytes: 1024 * 1024 }),
      serveAsset: createAssetServer({ staticImageDirectory: localAssetDirectory }),
    })
    const service = await queryContent<string>('*[_type == "service"][0]._id', {}, { perspective: 'raw' })
    const image = await queryContent<string>('*[_type == "sanity.imageAsset"][0].url', {}, { perspective: 'raw' })
    world = { documentId: service, imageFile: image.split('/').pop()! }
  })
  afterAll(async () => {
    await api?.close()
    await database.close()
  })

  it.each(allContentApiRoutes.map(({ route, versioned }) => [routeKey(route), route, versioned] as const))('%s', async (key, route, versioned) => {
    const config = contentApiFuzzConfig[key]!
    const before = await databaseSnapshot()
    const failures = await fuzzApiRoute(api.port, route, versioned, config, apiCases(route, config, world, seededRandom()))
    expect(failures).toEqual([])
    expect(await databaseSnapshot()).toEqual(before)
    expect(prototypePolluted()).toEqual([])
  })
})
