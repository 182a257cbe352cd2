/**
 * Which Content Lake the studio edits. With SANITY_STUDIO_PROJECT_ID: that hosted Sanity project.
 * Without it: the app's own local Content Lake (web/lib/content-lake), whose address the app writes into
 * the studio's HTML when it serves it at /studio (so one build works on any host).
 */
export const hostedProjectId = process.env.SANITY_STUDIO_PROJECT_ID || ''
/** The local Content Lake's project id (web/lib/content/local-dataset-location.ts). */
export const projectId = hostedProjectId || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const usesLocalContentLake = !hostedProjectId

/** Where the app serves the studio; the studio's own routes live below it. */
export const STUDIO_BASE_PATH = '/studio'
/** The <meta> the app fills with the local Content Lake's URL (web/lib/studio/studio-html.ts). */
export const CONTENT_API_META = 'lokalsicht-content-api'
