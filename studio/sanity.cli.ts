import { defineCliConfig } from 'sanity/cli'
import { dataset, projectId, STUDIO_BASE_PATH } from './env'
import { selfContainedBuild } from './self-contained-build'

export default defineCliConfig({
  api: { projectId, dataset },
  // The app serves the built studio at /studio (web/app/studio), beside the site on the same origin.
  project: { basePath: STUDIO_BASE_PATH },
  // The studio runs the packages it was built with: no import map to Sanity's module CDN and no modules
  // from it (the default today, stated so that it stays). The version check the studio still makes is
  // answered in the page (./local-requests.ts).
  deployment: { autoUpdates: false },
  // Fonts shipped with the build, no dashboard bridge script, and a build that fails on files from other
  // hosts (./self-contained-build.ts; the HTML document is ./_document.js).
  vite: { plugins: [selfContainedBuild()] },
  typegen: {
    path: '../web/lib/content/queries.ts',
    schema: '../web/lib/content/schema.json',
    generates: '../web/lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
})
