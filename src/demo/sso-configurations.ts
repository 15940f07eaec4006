import { DemoRouter } from './router'
import type { DemoModule } from './app'

/**
 * The SSO page in demo mode (a SAML and an OIDC connection, a validated and a pending domain,
 * everything the page does): its paths are claimed here, and their handlers, with the demo data,
 * are a chunk fetched on the first SSO call (its router answers the server's 404 for anything
 * else), so the portal's demo chunk does not carry them.
 */
export const ssoConfigurations: DemoModule = (app) => {
  let inner: Promise<DemoRouter> | undefined
  const load = () =>
    (inner ??= import('./sso-routes').then(({ ssoRoutes }) => {
      const router = new DemoRouter()
      ssoRoutes({ ...app, route: router.add.bind(router) })
      return router
    }))
  // Every path under the SSO configurations (`sso-connections.ts`, `sso-settings.ts`).
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route(method, '/team/resources/sso/*', async (request) => (await load()).handle(request))
  }
}
