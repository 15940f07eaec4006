import { Hono } from 'hono'
import type { AppDeps } from '../deps'

/**
 * The OpenID provider metadata (`/.well-known/openid-configuration`), and, at the spec's
 * `{base}/oauth/authorize` and `{base}/oauth/logout`, a redirect to the same path under the API
 * prefix, where the refresh cookie (Path = the prefix) reaches them. Same origin, same query: no
 * redirect elsewhere.
 */
export const createHostedLoginDiscovery = ({ config }: AppDeps) => {
  const base = `${config.issuer}${config.apiPrefix}/oauth`
  const metadata = {
    issuer: config.issuer,
    authorization_endpoint: `${base}/authorize`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    jwks_uri: `${config.issuer}/.well-known/jwks.json`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'azp',
    ].concat(['email', 'email_verified', 'name', 'tenantId', 'tenantIds', 'roles', 'permissions']),
    authorization_response_iss_parameter_supported: true,
  }
  const app = new Hono().get('/.well-known/openid-configuration', (c) => {
    c.header('cache-control', 'public, max-age=300')
    return c.json(metadata)
  })
  if (config.apiPrefix !== '') {
    for (const path of ['/oauth/authorize', '/oauth/logout']) {
      app.get(path, (c) => {
        const query = new URL(c.req.url).search
        return c.redirect(`${config.apiPrefix}${path}${query}`, 302)
      })
    }
  }
  return app
}
