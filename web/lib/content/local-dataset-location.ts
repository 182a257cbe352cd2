import path from 'node:path'

/**
 * Where the embedded content lives when no Sanity project is configured. `npm run seed` writes both;
 * the app reads the dataset and serves the images from web/public.
 */
// Next.js runs inside web/ (see the npm scripts), scripts and tests at the repository root; bundled
// server code has no reliable `import.meta.dirname`, so the root is derived from the working directory.
const workingDirectory = process.cwd()
const repositoryRoot = path.basename(workingDirectory) === 'web' ? path.dirname(workingDirectory) : workingDirectory

export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
export const localDatasetFile = path.join(repositoryRoot, 'data', 'content', `${LOCAL_DATASET}.ndjson`)
/** Public URL prefix of local images; @sanity/image-url appends `/images/<project>/<dataset>/<file>`. */
export const LOCAL_ASSET_BASE_URL = '/content-assets'
export const localAssetDirectory = path.join(
  repositoryRoot,
  'web',
  'public',
  'content-assets',
  'images',
  LOCAL_PROJECT_ID,
  LOCAL_DATASET,
)
