import { describe, expect, it } from 'vitest'
import { allContentApiRoutes, contentApiFuzzConfig, routeKey } from './fuzz-content-api-targets'

/**
 * The Content API's fuzz test (fuzz-content-api.test.ts) covers every route by construction: a new route
 * without a fuzz configuration fails here, and so does a configuration whose route is gone. (The app's
 * route handlers and server actions: tests/int/fuzz-coverage.test.ts.)
 */
describe('fuzz coverage of the Content API', () => {
  it('has a fuzz configuration for every route of the Content API, and none for a route that is gone', () => {
    const routes = allContentApiRoutes.map(({ route }) => routeKey(route)).sort()
    expect(routes.length).toBeGreaterThanOrEqual(36)
    expect(Object.keys(contentApiFuzzConfig).sort()).toEqual(routes)
  })
})
