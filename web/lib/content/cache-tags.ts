/** Every cached content read carries this tag, so one call can refresh everything (web/lib/content/fetch.ts). */
export const CONTENT_TAG = 'content'
