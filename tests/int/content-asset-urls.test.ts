import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alignAssetUrls } from '../../web/lib/content/asset-urls'
import { applyMutations, getDocuments, SYSTEM_IDENTITY } from '../../web/lib/content-lake/outside-next'
import { testDatabases } from '../helpers/test-databases'

/**
 * Asset URLs follow the site's public origin (web/lib/content/asset-urls.ts, run when an instance
 * starts): relative ones from before, and those of another origin, become `<SITE_URL>/content-assets/…`;
 * URLs that are not the site's assets stay; a second run changes nothing.
 */
const asset = (id: string, url: string) => ({ _id: id, _type: 'sanity.imageAsset', url, path: 'images/local/production/x.png' })

describe.each(testDatabases({ content: 'empty' }))('asset URLs on the site origin ($name)', (database) => {
  const previous = process.env.SITE_URL
  beforeAll(async () => {
    await database.open()
    process.env.SITE_URL = 'https://www.agentur.example'
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = previous
    await database.close()
  })

  it('moves relative and other-origin asset URLs to SITE_URL, once', async () => {
    await applyMutations(
      [
        { create: asset('image-relative', '/content-assets/images/local/production/a-1x1.png') },
        { create: asset('image-old-origin', 'http://localhost:3000/content-assets/images/local/production/b-1x1.png?dl=') },
        { create: asset('image-elsewhere', 'https://cdn.sanity.io/images/abc/production/c-1x1.png') },
        { create: asset('image-right', 'https://www.agentur.example/content-assets/images/local/production/d-1x1.png') },
      ],
      { identity: SYSTEM_IDENTITY },
    )
    expect(await alignAssetUrls()).toBe(2)
    const urls = (await getDocuments(['image-relative', 'image-old-origin', 'image-elsewhere', 'image-right'])).map((document) => document?.url)
    expect(urls).toEqual([
      'https://www.agentur.example/content-assets/images/local/production/a-1x1.png',
      'https://www.agentur.example/content-assets/images/local/production/b-1x1.png?dl=',
      'https://cdn.sanity.io/images/abc/production/c-1x1.png',
      'https://www.agentur.example/content-assets/images/local/production/d-1x1.png',
    ])
    expect(await alignAssetUrls()).toBe(0)
  })
})
