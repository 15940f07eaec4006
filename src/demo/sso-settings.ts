import { fail, ok } from './http'
import { demoLink } from './notices'
import { SSO_DEMO_PATHS as SSO_CONFIGURATION_PATHS } from './sso-paths'
import type { SsoConfiguration } from '../api/sso-configurations'
import type { DemoModule } from './app'

const base = SSO_CONFIGURATION_PATHS.configurations
const read = 'fe.secure.read.samlConfiguration'
const write = 'fe.secure.write.samlConfiguration'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (body: unknown, name: string) =>
  isObject(body) && typeof body[name] === 'string' ? body[name].trim() : undefined

/**
 * The SSO page's settings and tools in demo mode: password sign-in for the SSO domains (off),
 * the OIDC redirect URI, OIDC discovery of any https issuer, and connection tests whose "IdP"
 * answers at once (a person of the connection's validated domain, in two groups). The
 * connections themselves are `sso-configurations.ts`'s, read through `ask`.
 */
export const ssoSettings: DemoModule = ({ route, signedIn, ask }) => {
  let passwordAllowed = false
  const tests = new Map<string, string>()
  let sequence = 0
  const list = async (token: string | null, now: number): Promise<SsoConfiguration[]> => {
    const answer = await ask(base, token, now)
    return answer.status === 200 ? (answer.body as SsoConfiguration[]) : []
  }
  const configurationOf = async (id: string | undefined, token: string | null, now: number) =>
    (await list(token, now)).find((entry) => entry.id === id)

  route(
    'GET',
    SSO_CONFIGURATION_PATHS.passwordSignIn,
    signedIn(() => ok({ allowed: passwordAllowed }), read),
  )
  route(
    'PUT',
    SSO_CONFIGURATION_PATHS.passwordSignIn,
    signedIn(({ body }) => {
      if (!isObject(body) || typeof body.allowed !== 'boolean')
        return fail(400, 'allowed must be a boolean')
      passwordAllowed = body.allowed
      return ok({ allowed: passwordAllowed })
    }, write),
  )
  route(
    'GET',
    SSO_CONFIGURATION_PATHS.oidc,
    signedIn(
      async ({ token, now }) =>
        ok({
          active: (await list(token, now)).some((entry) => entry.type === 'oidc' && entry.enabled),
          redirectUri: demoLink('oidcRedirectUrl', {}),
        }),
      read,
    ),
  )
  route(
    'POST',
    SSO_CONFIGURATION_PATHS.oidcDiscovery,
    signedIn(({ body }) => {
      const issuer = (text(body, 'issuer') ?? '').replace(/\/+$/, '')
      if (!/^https:\/\/\S+$/i.test(issuer)) return fail(400, 'ssoEndpoint must be an https URL')
      return ok({
        issuer,
        authorizationEndpoint: `${issuer}/authorize`,
        tokenEndpoint: `${issuer}/token`,
        userinfoEndpoint: `${issuer}/userinfo`,
        jwksUri: `${issuer}/jwks`,
        scopesSupported: ['openid', 'email', 'profile'],
      })
    }, write),
  )
  route(
    'POST',
    `${base}/:id/tests`,
    signedIn(async ({ params, now, token }) => {
      const found = await configurationOf(params.id, token, now)
      if (!found) return fail(404, 'SSO configuration not found')
      if (found.type === 'oidc' && (!found.ssoEndpoint || !found.oidcClientId))
        return fail(400, 'Set the issuer and the client id before testing the connection')
      if (found.type !== 'oidc' && (!found.ssoEndpoint || !found.publicCertificate))
        return fail(400, 'Set the SSO endpoint and the certificate before testing the connection')
      const id = `test-${(sequence += 1)}`
      tests.set(id, found.id)
      return ok({
        id,
        url: demoLink('authenticatedUrl', {}),
        expiresAt: new Date(now + 600_000).toISOString(),
      })
    }, write),
  )
  route(
    'GET',
    `${base}/:id/tests/:testId`,
    signedIn(async ({ params, token, now }) => {
      const found = await configurationOf(params.id, token, now)
      if (!found || tests.get(params.testId ?? '') !== found.id)
        return fail(404, 'Connection test not found (or expired)')
      // The demo IdP answers at once, for a person of the connection's first validated domain.
      const domain = found.domains.find((d) => d.validated)?.domain ?? 'acme.example'
      const groups = ['engineering', 'everyone']
      const mapped = found.groups.filter((g) => groups.includes(g.group)).flatMap((g) => g.roleIds)
      return ok({
        id: params.testId,
        status: 'succeeded',
        subject: `ada@${domain}`,
        email: `ada@${domain}`,
        name: 'Ada Lovelace',
        groups,
        newUser: true,
        roleIds: [...new Set([...found.roleIds, ...mapped])],
        refusal: found.enabled ? null : 'disabled',
      })
    }, read),
  )
}
