import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { schemaTypes, singletonTypes } from '../schemas'
import { dataset, projectId, usesLocalContentLake } from './env'
import { localContentLakeOptions } from './local-content-lake'
import { presentation } from './presentation'
import { publishAfterValidation } from './publish-after-validation'
import { structure } from './structure'

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'lokalsicht',
  title: 'Lokalsicht – Inhalte',
  projectId,
  dataset,
  ...(usesLocalContentLake ? localContentLakeOptions : {}),
  plugins: [structureTool({ structure }), presentation, visionTool({ defaultApiVersion: '2025-10-01' })],
  // Off: what hosted Sanity has a backend for and the local Content Lake has not (Tasks and Comments keep
  // their data in an add-on dataset of a hosted project, announcements come from Sanity's servers,
  // Canvas is Sanity's hosted writing app), and the old Scheduled Publishing plugin, which releases and
  // scheduled drafts replace. The studio then neither loads them nor asks the API about them when it
  // opens (docs/known-limits.md).
  tasks: { enabled: false },
  scheduledPublishing: { enabled: false },
  announcements: { enabled: false },
  apps: { canvas: { enabled: false } },
  schema: {
    types: schemaTypes,
    // Page copy and settings exist exactly once: no "new document" entries for them.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType) && schemaType !== 'legalPage'),
  },
  document: {
    comments: { enabled: false },
    // …and no duplicate or delete either. Publish waits for the validation of the document as it is
    // when clicked (./publish-after-validation.ts).
    actions: (actions, { schemaType }) =>
      (singletonTypes.has(schemaType) || schemaType === 'legalPage'
        ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action))
        : actions
      ).map((action) => (action.action === 'publish' ? publishAfterValidation(action) : action)),
  },
})
