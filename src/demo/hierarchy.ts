import { HIERARCHY_PATHS } from '../api/hierarchy'
import { fail } from './http'
import type { DemoModule } from './app'
import type { DemoHandler, DemoMethod } from './router'

export { demoSubAccountOf } from './hierarchy-tokens'

const sub = HIERARCHY_PATHS.subTenants
const people = HIERARCHY_PATHS.subTenantUsers

/** The All accounts page's calls (wire §5.7, §5.8, §5.3 row 1) the demo answers. */
const routes: [DemoMethod, string][] = [
  ['GET', HIERARCHY_PATHS.search],
  ['POST', HIERARCHY_PATHS.usersCount],
  ['POST', sub],
  ['PATCH', `${sub}/:tenantId`],
  ['DELETE', `${sub}/:tenantId`],
  ['PUT', `${sub}/:tenantId/management`],
  ['PUT', `${sub}/:tenantId/hierarchy-settings`],
  ['POST', HIERARCHY_PATHS.userToken],
  ['POST', HIERARCHY_PATHS.addUsers],
  ['DELETE', people],
  ['PATCH', `${people}/:userId/roles`],
]

/**
 * The account hierarchy in demo mode (issue 23). The routes are here; the tree, its people and
 * the answers (`hierarchy-store.ts`) are a chunk of their own that the first call loads, so the
 * portal's demo chunk stays within its budget.
 */
export const hierarchy: DemoModule = (app) => {
  let handlers: Promise<Map<string, DemoHandler>> | undefined
  const load = () =>
    (handlers ??= import('./hierarchy-store').then((chunk) => {
      const found = new Map<string, DemoHandler>()
      chunk.createHierarchyDemo({
        ...app,
        route: (method, pattern, handler) => found.set(`${method} ${pattern}`, handler),
      })
      return found
    }))
  for (const [method, pattern] of routes) {
    app.route(method, pattern, async (request) => {
      const handler = (await load()).get(`${method} ${pattern}`)
      return handler ? handler(request) : fail(404, 'Not found')
    })
  }
}
