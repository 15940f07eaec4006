import { DemoRouter } from './router'
import { SSO_DEMO_PATHS } from './sso-paths'
import type { DemoApp, DemoModule } from './app'
import type { DemoMethod } from './router'

const base = SSO_DEMO_PATHS.configurations

/** Every route the SSO page's demo answers (`sso-connections.ts`, `sso-settings.ts`). */
export const SSO_DEMO_ROUTES: readonly (readonly [DemoMethod, string])[] = [
  ['GET', base],
  ['POST', base],
  ['POST', `${base}/metadata`],
  ['POST', `${base}/metadata-url`],
  ['PATCH', `${base}/:id`],
  ['DELETE', `${base}/:id`],
  ['POST', `${base}/:id/domains`],
  ['DELETE', `${base}/:id/domains/:domainId`],
  ['PUT', '/team/resources/sso/v2/configurations/:id/domains/:domainId/validate'],
  ['PUT', `${base}/:id/roles`],
  ['POST', `${base}/:id/groups`],
  ['DELETE', `${base}/:id/groups/:groupId`],
  ['GET', SSO_DEMO_PATHS.passwordSignIn],
  ['PUT', SSO_DEMO_PATHS.passwordSignIn],
  ['GET', SSO_DEMO_PATHS.oidc],
  ['POST', SSO_DEMO_PATHS.oidcDiscovery],
  ['POST', `${base}/:id/tests`],
  ['GET', `${base}/:id/tests/:testId`],
]

/**
 * The SSO page in demo mode (a SAML and an OIDC connection, a validated and a pending domain,
 * everything the page does): its routes are registered here, and their handlers, with the demo
 * data, are a chunk fetched on the first SSO call, so the portal's demo chunk does not carry them.
 */
export const ssoConfigurations: DemoModule = (app) => {
  let inner: Promise<DemoRouter> | undefined
  const load = () =>
    (inner ??= import('./sso-routes').then(({ ssoRoutes }) => {
      const router = new DemoRouter()
      const scoped: DemoApp = {
        ...app,
        route: (method, pattern, handler) => router.add(method, pattern, handler),
      }
      for (const register of ssoRoutes) register(scoped)
      return router
    }))
  for (const [method, pattern] of SSO_DEMO_ROUTES) {
    app.route(method, pattern, async ({ params: _params, ...request }) =>
      (await load()).handle(request),
    )
  }
}
