import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId, STUDIO_BASE_PATH } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  // The app serves the built studio at /studio (web/app/studio), beside the site on the same origin.
  project: { basePath: STUDIO_BASE_PATH },
  typegen: {
    path: '../web/lib/content/queries.ts',
    schema: '../web/lib/content/schema.json',
    generates: '../web/lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
})
