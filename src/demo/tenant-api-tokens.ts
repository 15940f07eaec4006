import { ROLES_PATHS } from '../api/roles'
import { TENANT_API_TOKENS_PATHS } from '../api/tenant-api-tokens'
import { DEMO_PERMISSIONS, DEMO_ROLES } from './fixtures/roles'
import { DEMO_TENANT } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { demoProfile } from './state'
import type { TenantApiToken } from '../api/tenant-api-tokens'
import type { Role } from '../api/types'
import type { DemoModule } from './app'
import type { DemoState } from './state'

const maxExpiresInMinutes = 5 * 365 * 24 * 60
const maxTokens = 100

const randomSecret = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The server's message for a bad creation body, or null; `roles` are the account's. */
const creationError = (body: unknown, roles: readonly Role[]): string | null => {
  const description = field(body, 'description')
  const minutes = field(body, 'expiresInMinutes')
  const roleIds = field(body, 'roleIds')
  if (description === undefined) return 'description is required'
  if (typeof description !== 'string') return 'description: Expected string'
  if (description.trim() === '') return 'description: description is required'
  if (description.trim().length > 255)
    return 'description: description must be at most 255 characters'
  if (minutes === undefined) return 'expiresInMinutes is required'
  if (minutes !== null) {
    if (typeof minutes !== 'number') return 'expiresInMinutes: Expected number'
    if (!Number.isInteger(minutes)) return 'expiresInMinutes: must be a whole number of minutes'
    if (minutes < 1) return 'expiresInMinutes: must be at least 1'
    if (minutes > maxExpiresInMinutes)
      return `expiresInMinutes: must be at most ${maxExpiresInMinutes}`
  }
  if (roleIds === undefined) return 'roleIds is required'
  if (!Array.isArray(roleIds)) return 'roleIds: Expected array'
  const unknown = roleIds.findIndex((id) => !roles.some((role) => role.id === id))
  if (unknown >= 0) return `roleIds.${unknown}: no such role in this account`
  return null
}

type Kind = 'apiToken' | 'accessToken'
/** A token as kept: with its secret, and the keys of its roles and their permissions. */
export type StoredTenantToken = TenantApiToken & {
  secret: string
  kind: Kind
  grants: { roles: string[]; permissions: string[] }
}
type StoredToken = StoredTenantToken

const lists = {
  apiToken: {
    get: TENANT_API_TOKENS_PATHS.tokens,
    post: TENANT_API_TOKENS_PATHS.create,
    one: TENANT_API_TOKENS_PATHS.token,
    param: 'tokenId',
    label: 'API token',
  },
  accessToken: {
    get: TENANT_API_TOKENS_PATHS.accessTokens,
    post: TENANT_API_TOKENS_PATHS.accessTokens,
    one: TENANT_API_TOKENS_PATHS.accessToken,
    param: 'id',
    label: 'access token',
  },
} as const

/** A token as its list answers it: access tokens carry `id` too, and come wrapped. */
const wireToken = (
  { kind, secret, grants: _grants, ...token }: StoredToken,
  withSecret: boolean,
) => ({
  ...(kind === 'accessToken' ? { id: token.clientId } : {}),
  ...token,
  ...(withSecret ? { secret } : {}),
})

/** The keys of `roleIds`' roles and of their permissions: what a token signs in with. */
const grantsOf = (roles: readonly Role[], roleIds: readonly string[]) => {
  const given = roles.filter((role) => roleIds.includes(role.id))
  const ids = new Set(given.flatMap((role) => role.permissions))
  return {
    roles: given.map((role) => role.key),
    permissions: DEMO_PERMISSIONS.filter((p) => ids.has(p.id)).map((p) => p.key),
  }
}

/** Each demo's tenant tokens, which the token sign-in (`api-tokens.ts`) reads too. */
const stores = new WeakMap<DemoState, StoredToken[]>()

/** The demo's tenant API and access tokens (the sample one at first). */
export const demoTenantTokens = (state: DemoState): StoredToken[] => {
  const found = stores.get(state)
  if (found) return found
  const sampleRoles = DEMO_ROLES.slice(-1)
  const tokens: StoredToken[] = [
    {
      clientId: '5f0c7a52-3b1e-4c55-9d2f-8a9e6b1c0d41',
      description: 'Billing sync',
      tenantId: DEMO_TENANT.tenantId,
      createdByUserId: null,
      roleIds: DEMO_ROLES.slice(-1).map((role) => role.id),
      createdAt: '2026-01-05T09:30:00.000Z',
      expires: null,
      secret: randomSecret(),
      kind: 'apiToken',
      grants: grantsOf(
        sampleRoles,
        sampleRoles.map((role) => role.id),
      ),
    },
  ]
  stores.set(state, tokens)
  return tokens
}

/**
 * The account's API and access tokens (rows 126-128, 132-134) like the server: the secret answered
 * once, roles among the account's (the vendor's and its own, as the Roles page keeps them) and
 * limited to what the signed-in persona holds (a 403 otherwise), deletion at once. One sample
 * token so the list is not empty at first. Their sign-in is `api-tokens.ts`'s.
 */
export const tenantApiTokens: DemoModule = ({ state, route, signedIn, ask }) => {
  const tokens = demoTenantTokens(state)
  /** The account's roles as the Roles page keeps them (the vendor's alone if unreadable). */
  const accountRoles = async (token: string | null, now: number): Promise<Role[]> => {
    const answer = await ask(ROLES_PATHS.roles, token, now)
    return answer.status === 200 && Array.isArray(answer.body)
      ? (answer.body as Role[])
      : DEMO_ROLES
  }
  const escalation = (roles: readonly Role[], roleIds: readonly string[]) => {
    const held = new Set((demoProfile(state)?.permissions ?? []).map((p) => p.id))
    const missing = roles.filter(
      (role) => roleIds.includes(role.id) && role.permissions.some((id) => !held.has(id)),
    )
    return missing.length === 0
      ? null
      : fail(403, 'You can only grant permissions you hold yourself')
  }
  for (const kind of ['apiToken', 'accessToken'] as const) {
    const list = lists[kind]
    const own = () => tokens.filter((token) => token.kind === kind)
    route(
      'GET',
      list.get,
      signedIn(() => {
        const answer = own().map((token) => wireToken(token, false))
        return ok(kind === 'apiToken' ? answer : { accessTokens: answer })
      }, 'fe.secure.read.tenantApiTokens'),
    )
    route(
      'POST',
      list.post,
      signedIn(async ({ body, now, token: caller }) => {
        const roles = await accountRoles(caller, now)
        const error = creationError(body, roles)
        if (error !== null) return fail(400, error)
        const roleIds = [...new Set(field(body, 'roleIds') as string[])]
        const refused = escalation(roles, roleIds)
        if (refused) return refused
        if (own().length >= maxTokens) {
          return fail(400, `At most ${maxTokens} ${list.label}s: delete one first`)
        }
        const minutes = field(body, 'expiresInMinutes') as number | null
        const token: StoredToken = {
          clientId: crypto.randomUUID(),
          description: String(field(body, 'description')).trim(),
          tenantId: DEMO_TENANT.tenantId,
          createdByUserId: demoProfile(state)?.id ?? null,
          roleIds,
          createdAt: new Date(now).toISOString(),
          expires: minutes === null ? null : new Date(now + minutes * 60_000).toISOString(),
          secret: randomSecret(),
          kind,
          grants: grantsOf(roles, roleIds),
        }
        tokens.unshift(token)
        return ok(wireToken(token, true))
      }, 'fe.secure.write.tenantApiTokens'),
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
      }, 'fe.secure.delete.tenantApiTokens'),
    )
  }
}
