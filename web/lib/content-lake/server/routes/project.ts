import { z } from 'zod'
import { queryContent, SYSTEM_IDENTITY } from '../../store'
import { json } from '../http/exchange'
import { notFound } from '../http/content-lake-error'
import { booleanFlag, parseQuery } from '../http/query-string'
import type { ApiExchange } from '../http/exchange'
import type { ServerContext } from '../context'
import type { Route } from '../route-table'
import { currentUserBody } from './identity'

/**
 * The one project and dataset this server holds, described as the project API does. Everyone who
 * gets past the access check may read and write every document: the ACL grants all of it, and the
 * Studio evaluates these filters itself to enable its buttons.
 */
const FULL_ACCESS_ACL = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'update', 'history'] },
]

function requireProject(projectId: string, { options }: ServerContext) {
  if (projectId !== options.projectId) throw notFound(`Project "${projectId}" not found`)
}

const datasetsQuery = z.object({ datasetProfile: z.string().max(100).optional() })
const projectsQuery = z.object({ includeMembers: booleanFlag(true), includeFeatures: booleanFlag(true) })

/** When this server's project and dataset say they were made: a fixed date, as nothing records one. */
const CREATED_AT = '2026-01-01T00:00:00.000Z'

/** The project as the project API describes it (`GET /projects/:id`), with the caller as its one member. */
function projectBody(exchange: ApiExchange, context: ServerContext) {
  const user = currentUserBody(exchange.identity!)
  return {
    id: context.options.projectId,
    displayName: 'Lokalsicht',
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    organizationId: null,
    organization: null,
    metadata: {},
    features: [] as string[],
    pendingInvites: 0,
    createdAt: CREATED_AT,
    members: [{ id: user.id, role: user.role, roles: user.roles, isRobot: false, isCurrentUser: true }],
  }
}

/**
 * The datasets of the project (`DatasetsResponse` of @sanity/client): the one this server holds. No
 * comments add-on dataset (`datasetProfile=comments`): the Studio then keeps comments switched off
 * instead of creating one.
 */
function datasetList(exchange: ApiExchange, context: ServerContext) {
  const { datasetProfile } = parseQuery(exchange.url, datasetsQuery)
  if (datasetProfile && datasetProfile !== 'content') return []
  return [
    {
      name: context.options.dataset,
      aclMode: 'private',
      createdAt: CREATED_AT,
      createdByUserId: SYSTEM_IDENTITY.id,
      addonFor: null,
      datasetProfile: 'content',
      features: [],
      tags: [],
    },
  ]
}

export const projectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'projects',
    // `client.projects.list()`: the one project this server holds.
    handler: async (exchange, context) => {
      const query = parseQuery(exchange.url, projectsQuery)
      const { members, features, ...project } = projectBody(exchange, context)
      return json([{ ...project, ...(query.includeMembers ? { members } : {}), ...(query.includeFeatures ? { features } : {}) }])
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      return json(projectBody(exchange, context))
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/datasets',
    // `client.datasets.list()` with `useProjectHostname: false`, and the Studio's comments check.
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      return json(datasetList(exchange, context))
    },
  },
  {
    method: 'GET',
    pattern: 'datasets',
    // `client.datasets.list()` on the project's host name (`<projectId>.<apiHost>`).
    handler: async (exchange, context) => json(datasetList(exchange, context)),
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/datasets/:dataset/acl',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      if (exchange.param('dataset') !== context.options.dataset) throw notFound(`Dataset "${exchange.param('dataset')}" not found`)
      return json(FULL_ACCESS_ACL)
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/grants',
    // No project-level grants: no member invitations, no studio deployment (schema upload) from here.
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      return json({})
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/user-applications',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      return json([])
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/user-applications/*',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      throw notFound('No deployed applications')
    },
  },
  {
    method: 'GET',
    pattern: 'features',
    // Content releases (the Studio's Releases tool; store/release-actions.ts) and scheduled drafts (a
    // release of one document, `metadata.cardinality: 'one'`: the studio's "Schedule publish") are part of
    // this server; without `singleDocRelease` the studio offers the latter only as an upsell.
    handler: async () => json(['contentReleases', 'singleDocRelease']),
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/new-content-release-allowed',
    // What the Studio asks before it creates a release: no limit here (hosted Sanity limits them per plan).
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      const active = await queryContent<number>('count(*[_type == "system.release" && state in ["active", "scheduled"]])', {}, { perspective: 'raw' })
      return json({ data: { datasetReleaseLimit: Number.MAX_SAFE_INTEGER, orgActiveReleaseLimit: null, orgMeteredActiveReleaseCount: active } })
    },
  },
]
