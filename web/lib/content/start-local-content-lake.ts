import 'server-only'
import { readFile } from 'node:fs/promises'
import { contentApiIdentity } from '@/lib/api-tokens/authenticate'
import {
  contentHead,
  createAssetServer,
  createAssetUploadHandler,
  databaseUserSettings,
  loadContentSnapshot,
  revalidateOwnPages,
  transactionSyncTags,
  sharedPresence,
  startContentApiServer,
  startReleaseScheduler,
  subscribeToTransactions,
  type CommittedTransaction,
} from '@/lib/content-lake'
import { exchangeStudioLoginCode, lookUpStaff, revokeStudioToken } from '@/lib/studio/access'
import { siteUrl } from '@/lib/site-url'
import { contentApiListener, studioOrigins } from '@/lib/studio/content-api-address'
import { contentConfig } from './config'
import { queryLimitsFromEnvironment } from './content-query-limits'
import { alignAssetUrls } from './asset-urls'
import { CONTENT_TAG } from './cache-tags'
import { announceContentChange } from './live-pages'
import { LOCAL_ASSET_BASE_URL, exportHeadFile, localAssetDirectory } from './local-dataset-location'

/**
 * A committed transaction: this instance's cached pages that show a changed published document are
 * refreshed, then open pages hear of it (and refetch); draft changes only reach draft previews.
 */
async function refreshAndAnnounce(transaction: CommittedTransaction): Promise<void> {
  const published = transactionSyncTags(transaction, false)
  const id = String(transaction.seq)
  if (published.length > 0) {
    await revalidateOwnPages(published)
    announceContentChange({ id, tags: published, draftsOnly: false })
    return
  }
  const drafts = transactionSyncTags(transaction, true)
  if (drafts.length > 0) announceContentChange({ id, tags: drafts, draftsOnly: true })
}

/**
 * Starts the local Content Lake in this app instance (web/instrumentation.ts): its HTTP API for the
 * studio, and the link from committed transactions to the site's pages — every instance refreshes
 * its own pages for every published change, whichever instance committed it.
 * Not with a hosted Sanity project (the studio and the site talk to the Content Lake then).
 */
export async function startLocalContentLake(): Promise<{ apiRunning: boolean }> {
  if (contentConfig.source !== 'local') return { apiRunning: false }
  try {
    await loadContentSnapshot()
  } catch (error) {
    // Database unreachable: the first query loads the documents once it is back.
    console.warn('[content] could not load the content store at start:', (error as Error).message)
  }
  subscribeToTransactions((transaction) => void refreshAndAnnounce(transaction))
  void refreshPagesBuiltFromOlderContent()
  startReleaseScheduler()
  void alignAssetUrls().catch((error: unknown) => console.warn('[content] could not move asset URLs to this origin:', (error as Error).message))
  const listener = contentApiListener()
  try {
    await startContentApiServer({
      port: listener.port,
      host: listener.host,
      // Behind the proxy plain HTTP on a private port; called directly by browsers, TLS (made on first start).
      tls: listener.tls ? undefined : 'none',
      basePath: listener.basePath,
      // Studio sessions' tokens and the admins' API tokens for scripts (web/lib/api-tokens).
      authenticate: contentApiIdentity,
      exchangeLoginCode: exchangeStudioLoginCode,
      revokeToken: revokeStudioToken,
      // Shared by every instance through the database: any instance serves any editor.
      presence: await sharedPresence(),
      userSettings: databaseUserSettings,
      queries: queryLimitsFromEnvironment(),
      lookUpUsers: lookUpStaff,
      allowedOrigins: studioOrigins(),
      projectId: contentConfig.projectId,
      dataset: contentConfig.dataset,
      // Uploaded assets get the same `<SITE_URL>/content-assets/…` URLs as the seed's images, absolute
      // like Sanity's CDN URLs (@sanity/export and @sanity/import fetch them); the site serves them from
      // the database (web/app/content-assets/…/route.ts), the API as Sanity's CDN does.
      uploadAsset: createAssetUploadHandler({ projectId: contentConfig.projectId, assetBaseUrl: `${siteUrl()}${LOCAL_ASSET_BASE_URL}` }),
      serveAsset: createAssetServer({ staticImageDirectory: localAssetDirectory }),
    })
    return { apiRunning: true }
  } catch (error) {
    // The site runs without it; only the studio cannot reach its content.
    console.warn(`[content] the Content Lake API could not start on port ${listener.port}:`, (error as Error).message)
    return { apiRunning: false }
  }
}

/**
 * The build rendered the pages from the export `npm run build` wrote. If the store has moved on since
 * (edits by another instance, a `npm run seed` after the build), every page is refreshed once.
 */
async function refreshPagesBuiltFromOlderContent(): Promise<void> {
  let built: string | null = null
  try {
    built = (JSON.parse(await readFile(exportHeadFile, 'utf8')) as { transactionId: string | null }).transactionId
  } catch {
    // No record of what the build read: refresh to be sure.
  }
  try {
    const head = await contentHead()
    if (built !== null && head.transactionId === built) return
    await revalidateOwnPages([CONTENT_TAG])
  } catch (error) {
    console.warn('[content] could not compare the built content with the store:', (error as Error).message)
  }
}
