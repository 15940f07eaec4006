import { z } from '@hono/zod-openapi'
import { FetchRefused, guardedFetch } from '../federation/fetch-guard'
import { badRequest } from '../http/api-error'

/** What an admin needs to see of an OIDC IdP's discovery document before saving it. */
export const oidcDiscoverySchema = z
  .object({
    issuer: z.string(),
    authorizationEndpoint: z.string(),
    tokenEndpoint: z.string(),
    userinfoEndpoint: z.string().nullable(),
    jwksUri: z.string(),
    scopesSupported: z.array(z.string()),
  })
  .openapi('SSOOidcDiscovery')

const documentSchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
  jwks_uri: z.string().url(),
  scopes_supported: z.array(z.string()).optional(),
})

/**
 * Reads `issuer`'s OpenID discovery document through the fetch guard (no private addresses, no
 * redirects elsewhere, bounded size and time) and checks it names that issuer, as a sign-in
 * will: 400 with the reason otherwise, never a 500.
 */
export const discoverOidcIssuer = async (
  issuer: string,
): Promise<z.infer<typeof oidcDiscoverySchema>> => {
  const trimmed = issuer.trim().replace(/\/+$/, '')
  let answer: Response
  try {
    answer = await guardedFetch(`${trimmed}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
    })
  } catch (error) {
    throw badRequest(
      error instanceof FetchRefused
        ? `issuer: ${error.message}`
        : 'issuer: the discovery document could not be read',
    )
  }
  if (answer.status !== 200) {
    throw badRequest(`issuer: the discovery document answered ${answer.status}`)
  }
  const parsed = documentSchema.safeParse(await answer.json().catch(() => null))
  if (!parsed.success) throw badRequest('issuer: the discovery document is not OpenID Connect')
  const document = parsed.data
  if (document.issuer.replace(/\/+$/, '') !== trimmed) {
    throw badRequest(`issuer: the discovery document names another issuer (${document.issuer})`)
  }
  return {
    issuer: document.issuer,
    authorizationEndpoint: document.authorization_endpoint,
    tokenEndpoint: document.token_endpoint,
    userinfoEndpoint: document.userinfo_endpoint ?? null,
    jwksUri: document.jwks_uri,
    scopesSupported: (document.scopes_supported ?? []).slice(0, 50),
  }
}
