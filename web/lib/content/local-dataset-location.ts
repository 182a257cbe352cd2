import path from 'node:path'
import { repositoryRoot } from '../repository-root'

/**
 * Where the embedded content lives when no Sanity project is configured. `npm run seed` writes both:
 * the dataset (the seed and export format) and the sample images, which the app serves at
 * `/content-assets/…` (web/app/content-assets/…/route.ts) like uploaded ones, with the editor's crop.
 * Not under web/public: a public file would be served as it is, ignoring the crop in its URL.
 */

export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
export const localDatasetFile = path.join(repositoryRoot, 'data', 'content', `${LOCAL_DATASET}.ndjson`)
/** The store's last transaction when `npm run content:export` wrote the dataset file (what the build read). */
export const exportHeadFile = `${localDatasetFile}.head.json`
/** Public URL prefix of local images; @sanity/image-url appends `/images/<project>/<dataset>/<file>`. */
export const LOCAL_ASSET_BASE_URL = '/content-assets'
export const localAssetDirectory = path.join(repositoryRoot, 'data', 'content', 'assets', 'images', LOCAL_PROJECT_ID, LOCAL_DATASET)
