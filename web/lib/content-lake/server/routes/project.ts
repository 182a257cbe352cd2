import { z } from 'zod'
import { json } from '../http/exchange'
import { notFound } from '../http/content-lake-error'
import { parseQuery } from '../http/query-string'
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

export const projectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: 'projects/:projectId',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      const user = currentUserBody(exchange.identity!)
      return json({
        id: context.options.projectId,
        displayName: 'Lokalsicht',
        studioHost: null,
        isBlocked: false,
        isDisabled: false,
        isDisabledByUser: false,
        organizationId: null,
        organization: null,
        metadata: {},
        features: [],
        pendingInvites: 0,
        createdAt: '2026-01-01T00:00:00.000Z',
        members: [{ id: user.id, role: user.role, roles: user.roles, isRobot: false, isCurrentUser: true }],
      })
    },
  },
  {
    method: 'GET',
    pattern: 'projects/:projectId/datasets',
    handler: async (exchange, context) => {
      requireProject(exchange.param('projectId'), context)
      const { datasetProfile } = parseQuery(exchange.url, datasetsQuery)
      // No comments add-on dataset: the Studio then keeps comments switched off instead of creating one.
      if (datasetProfile) return json([])
      return json([{ name: context.options.dataset, aclMode: 'private', datasetProfile: 'content', tags: [] }])
    },
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
    handler: async () => json([]),
  },
]
