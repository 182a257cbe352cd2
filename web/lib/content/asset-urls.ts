import 'server-only'
import { applyMutations, queryContent, SYSTEM_IDENTITY } from '@/lib/content-lake'
import { siteUrl } from '@/lib/site-url'
import { LOCAL_ASSET_BASE_URL } from './local-dataset-location'

/**
 * An asset's `url` is absolute on the site's public origin (`<SITE_URL>/content-assets/…`), as Sanity's
 * CDN URLs are: @sanity/export downloads assets from it, @sanity/import checks it, and tools outside
 * the site use it. Assets stored before that (a relative `/content-assets/…`) or under another origin
 * (SITE_URL changed, a dataset imported from another install) are moved to this origin when an
 * instance starts: one transaction, nothing when every URL is right already.
 */
export async function alignAssetUrls(): Promise<number> {
  const origin = siteUrl()
  const assets = await queryContent<{ _id: string; url: string }[]>(
    '*[_type in ["sanity.imageAsset", "sanity.fileAsset"] && defined(url)]{_id, url}',
    {},
    { perspective: 'raw' },
  )
  const moved = assets.flatMap(({ _id, url }) => {
    const path = pathOnThisSite(url)
    const wanted = path ? `${origin}${path}` : null
    return wanted && wanted !== url ? [{ patch: { id: _id, set: { url: wanted } } }] : []
  })
  if (moved.length > 0) await applyMutations(moved, { identity: SYSTEM_IDENTITY })
  return moved.length
}

/** `/content-assets/…` of a relative or absolute URL of the site's assets, else null (not ours). */
function pathOnThisSite(url: string): string | null {
  const parsed = URL.parse(url, 'http://relative.invalid')
  return parsed && parsed.pathname.startsWith(`${LOCAL_ASSET_BASE_URL}/`) ? `${parsed.pathname}${parsed.search}` : null
}
