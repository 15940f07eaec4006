import { API_TOKENS_PATHS } from '../api/api-tokens'
import { WIRE_ERROR_CODES } from '../wire'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { demoReverification } from './reverification'
import { demoProfile } from './state'
import { demoTenantTokens } from './tenant-api-tokens'
import { createDemoToken } from './token'
import type { ApiToken } from '../api/api-tokens'
import type { DemoModule } from './app'
import type { StoredTenantToken } from './tenant-api-tokens'

const maxExpiresInMinutes = 5 * 365 * 24 * 60
const maxTokens = 50

const randomSecret = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The server's message for a bad creation body, or null. */
const creationError = (body: unknown): string | null => {
  const description = field(body, 'description')
  const minutes = field(body, 'expiresInMinutes')
  if (description === undefined) return 'description is required'
  if (typeof description !== 'string') return 'description: Expected string'
  if (description.trim() === '') return 'description: description is required'
  if (description.trim().length > 255)
    return 'description: description must be at most 255 characters'
  if (minutes === undefined) return 'expiresInMinutes is required'
  if (minutes === null) return null
  if (typeof minutes !== 'number') return 'expiresInMinutes: Expected number'
  if (!Number.isInteger(minutes)) return 'expiresInMinutes: must be a whole number of minutes'
  if (minutes < 1) return 'expiresInMinutes: must be at least 1'
  if (minutes > maxExpiresInMinutes)
    return `expiresInMinutes: must be at most ${maxExpiresInMinutes}`
  return null
}

type Kind = 'apiToken' | 'accessToken'
type StoredToken = ApiToken & { secret: string; kind: Kind }

const lists = {
  apiToken: {
    label: 'personal API token',
    path: API_TOKENS_PATHS.tokens,
    one: API_TOKENS_PATHS.token,
    param: 'tokenId',
  },
  accessToken: {
    label: 'access token',
    path: API_TOKENS_PATHS.accessTokens,
    one: API_TOKENS_PATHS.accessToken,
    param: 'id',
  },
} as const

/** A token as its list answers it: access tokens carry `id` too, and come wrapped. */
const wireToken = ({ kind, secret, ...token }: StoredToken, withSecret: boolean) => ({
  ...(kind === 'accessToken' ? { id: token.clientId } : {}),
  ...token,
  ...(withSecret ? { secret } : {}),
})

/**
 * Personal API tokens, user access tokens (the same tokens in a list of their own) and the
 * sign-in with either, like the server: the secret answered once, an expired or deleted token
 * refused, the sign-in's access token accepted by the demo.
 */
export const apiTokens: DemoModule = ({ state, route, signedIn }) => {
  const tokens: StoredToken[] = []
  for (const kind of ['apiToken', 'accessToken'] as const) {
    const list = lists[kind]
    const own = () => tokens.filter((token) => token.kind === kind)
    route(
      'GET',
      list.path,
      signedIn(() => {
        const answer = own().map((token) => wireToken(token, false))
        return ok(kind === 'apiToken' ? answer : { accessTokens: answer })
      }, 'fe.secure.read.userApiTokens'),
    )
    route(
      'POST',
      list.path,
      signedIn(({ body, now }) => {
        // As the server: a recent sign-in first (reverification).
        const stale = demoReverification(state, now)
        if (stale) return stale
        const error = creationError(body)
        if (error !== null) return fail(400, error)
        if (own().length >= maxTokens) {
          return fail(400, `At most ${maxTokens} ${list.label}s: delete one first`)
        }
        const minutes = field(body, 'expiresInMinutes') as number | null
        const token: StoredToken = {
          clientId: crypto.randomUUID(),
          description: String(field(body, 'description')).trim(),
          createdAt: new Date(now).toISOString(),
          expires: minutes === null ? null : new Date(now + minutes * 60_000).toISOString(),
          secret: randomSecret(),
          kind,
        }
        tokens.unshift(token)
        return ok(wireToken(token, true))
      }, 'fe.secure.write.userApiTokens'),
    )
    route(
      'DELETE',
      list.one,
      signedIn(({ params }) => {
        const id = params[list.param]?.toLowerCase()
        const index = tokens.findIndex((token) => token.kind === kind && token.clientId === id)
        if (index < 0) return fail(404, 'No such token')
        tokens.splice(index, 1)
        return ok({})
      }, 'fe.secure.delete.userApiTokens'),
    )
  }
  /**
   * A tenant token's sign-in, as the server's: an access token of type `tenantApiToken` for the
   * account, with the token's roles and their permissions, no user (`sub` its client id, no email,
   * its description as the name), no refresh token.
   */
  const tenantTokenSignIn = (token: StoredTenantToken, secret: unknown, now: number) => {
    if (token.secret !== secret) {
      return fail(401, 'Invalid client id or secret', WIRE_ERROR_CODES.invalidCredentials)
    }
    if (token.expires !== null && Date.parse(token.expires) <= now) {
      return fail(401, 'This API token has expired', WIRE_ERROR_CODES.invalidCredentials)
    }
    const iat = Math.floor(now / 1000)
    const expiresIn = 600
    const accessToken = createDemoToken({
      tenantId: token.tenantId,
      tenantIds: [token.tenantId],
      name: token.description,
      roles: token.grants.roles,
      permissions: token.grants.permissions,
      type: 'tenantApiToken',
      iss: 'foyer-demo',
      sub: token.clientId,
      iat,
      exp: iat + expiresIn,
    })
    // The demo has one persona: a call with this token is answered as the persona's would be.
    state.tokens.add(accessToken)
    return ok({ accessToken, expiresIn, expires: new Date((iat + expiresIn) * 1000).toISOString() })
  }
  route('POST', API_TOKENS_PATHS.signIn, ({ body, now }) => {
    const clientId = field(body, 'clientId')
    const secret = field(body, 'secret')
    if (clientId === undefined) return fail(400, 'clientId is required')
    if (secret === undefined) return fail(400, 'secret is required')
    const id = String(clientId).trim().toLowerCase()
    const token = tokens.find(
      (candidate) => candidate.clientId === id && candidate.secret === secret,
    )
    const tenantToken = token
      ? undefined
      : demoTenantTokens(state).find((candidate) => candidate.clientId === id)
    if (tenantToken) return tenantTokenSignIn(tenantToken, secret, now)
    const profile = demoProfile(state)
    if (!token || !profile)
      return fail(401, 'Invalid client id or secret', WIRE_ERROR_CODES.invalidCredentials)
    if (token.expires !== null && Date.parse(token.expires) <= now) {
      return fail(401, 'This API token has expired', WIRE_ERROR_CODES.invalidCredentials)
    }
    const iat = Math.floor(now / 1000)
    const expiresIn = 600
    const accessToken = createDemoToken({
      sub: profile.id,
      email: profile.email,
      name: profile.name,
      tenantId: DEMO_TENANT.tenantId,
      tenantIds: [DEMO_TENANT.tenantId],
      roles: profile.roles.map((role) => role.key),
      permissions: profile.permissions.map((permission) => permission.key),
      type: 'userToken',
      iss: 'foyer-demo',
      iat,
      exp: iat + expiresIn,
    })
    state.tokens.add(accessToken)
    return ok({ accessToken, expiresIn, expires: new Date((iat + expiresIn) * 1000).toISOString() })
  })
}
