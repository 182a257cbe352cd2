import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId } from './env'

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    path: '../web/lib/content/queries.ts',
    schema: '../web/lib/content/schema.json',
    generates: '../web/lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
})
