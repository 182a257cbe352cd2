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
  vite: {
    plugins: [selfContainedBuild()],
    // Sanity's icons (some 230 of them, each a few hundred bytes) in one file instead of one file each: the
    // studio's first screen asked for ~230 files at once, more than a browser may have in flight on one
    // HTTP/2 connection to nginx (128), and a studio reloaded while loading had some refused and never
    // started (docs/production.md). Their dependencies (React) stay in their own chunks.
    build: {
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]@sanity[\\/]icons[\\/]/, includeDependenciesRecursively: false }] } },
      },
    },
  },
  typegen: {
    path: '../web/lib/content/queries.ts',
    schema: '../web/lib/content/schema.json',
    generates: '../web/lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
})
