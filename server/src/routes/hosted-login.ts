import { authorize, loginPage } from '../hosted-login/authorize-handler'
import { logout } from '../hosted-login/logout-handler'
import { documentHostedLogin } from '../hosted-login/openapi-paths'
import { silentRefresh } from '../hosted-login/silent-handler'
import { token } from '../hosted-login/token-handler'
import { createRouter } from '../http/router'
import { verifyOrigin } from '../http/verify-origin'
import type { AppDeps } from '../deps'

/**
 * Hosted login (issue 9): Foyer as an OAuth 2.0 / OpenID Connect provider for the host application.
 * Under the API prefix, where the refresh cookie reaches: authorize (code flow, PKCE S256 only),
 * the login page, the token endpoint, the silent refresh and the logout. Discovery is at the root
 * (`hosted-login/discovery.ts`).
 */
export const createHostedLoginRoutes = (deps: AppDeps) => {
  const app = createRouter()
  const originGuard = verifyOrigin({
    ownOrigin: new URL(deps.config.issuer).origin,
    allowed: deps.config.allowedOrigins,
  })
  app.get('/oauth/authorize', authorize(deps))
  app.get('/oauth/login', loginPage(deps))
  app.post('/oauth/token', token(deps))
  app.post('/oauth/authorize/silent', originGuard, silentRefresh(deps))
  app.get('/oauth/logout', logout(deps))
  documentHostedLogin(app)
  return app
}
