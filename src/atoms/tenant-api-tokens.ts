import { atom } from 'jotai/vanilla'
import { getRoles } from '../api/roles'
import {
  createTenantAccessToken,
  createTenantApiToken,
  deleteTenantAccessToken,
  deleteTenantApiToken,
  getTenantAccessTokens,
  getTenantApiTokens,
} from '../api/tenant-api-tokens'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import { sessionKeyAtom } from './session-key'
import type {
  CreatedTenantApiToken,
  NewTenantApiToken,
  TenantApiToken,
} from '../api/tenant-api-tokens'
import type { Role } from '../api/types'
import type { PersonalTokenKind } from './api-tokens'
import type { Mutation } from './mutation'
import type { ServerList } from './server-list'

/** The atoms of one kind of tenant token: its list, its creation and its deletion. */
export interface TenantTokens {
  /** Newest first, never with secrets; one unpaged answer (at most 100 of a kind a tenant). */
  list: ServerList<TenantApiToken, 'createdAt', Record<string, never>>
  /** The list gets the new token (without its secret) first. */
  create: Mutation<NewTenantApiToken, CreatedTenantApiToken>
  /** Takes the client id; the token leaves the list at once and comes back if the server refuses. */
  remove: Mutation<string, string>
}

const calls = {
  apiToken: {
    get: getTenantApiTokens,
    create: createTenantApiToken,
    remove: deleteTenantApiToken,
  },
  accessToken: {
    get: getTenantAccessTokens,
    create: createTenantAccessToken,
    remove: deleteTenantAccessToken,
  },
}

function tenantTokens(kind: PersonalTokenKind): TenantTokens {
  const call = calls[kind]
  const list = createServerList<TenantApiToken, 'createdAt', Record<string, never>>({
    defaultQuery: { page: 0, pageSize: 100, sortBy: 'createdAt', order: 'DESC', filter: {} },
    maxPageSize: 100,
    fetchPage: async (client) => {
      const tokens = await call.get(client)
      return { items: tokens, _metadata: { totalItems: tokens.length, totalPages: 1 } }
    },
  })
  const create = createMutation<NewTenantApiToken, CreatedTenantApiToken>({
    run: (client, input) => call.create(client, input),
    onSuccess: (get, set, created) => {
      const { secret: _secret, ...listed } = created
      list.editItems(get, set, (state) => ({
        ...state,
        items: [listed, ...state.items.filter((token) => token.clientId !== listed.clientId)],
        totalItems: state.totalItems + 1,
      }))
    },
  })
  const remove = createMutation<string, string>({
    run: async (client, clientId) => {
      await call.remove(client, clientId)
      return clientId
    },
    optimistic: (get, set, clientId) =>
      list.optimisticEdit(get, set, (state) => {
        const items = state.items.filter((token) => token.clientId !== clientId)
        return { ...state, items, totalItems: items.length }
      }),
  })
  return { list, create, remove }
}

/**
 * The account's tokens of each kind (the vendor's machine-to-machine strategy picks one, read by
 * `personalTokenKindAtom`): API tokens with a client id and secret, or access tokens.
 */
export const tenantTokenAtoms: Readonly<Record<PersonalTokenKind, TenantTokens>> = {
  apiToken: tenantTokens('apiToken'),
  accessToken: tenantTokens('accessToken'),
}

const tokenRolesReadAtom = atom(0)

/**
 * The account's roles (the vendor's and the account's own), for the token's roles picker; read
 * once per session and again at each `refreshTokenRolesAtom` (null if unreadable).
 */
export const tokenRolesAtom = atom(async (get): Promise<Role[] | null> => {
  get(sessionKeyAtom)
  get(tokenRolesReadAtom)
  try {
    return await getRoles(get(apiClientAtom))
  } catch {
    return null
  }
})

/** Reads the account's roles again: a role may have been added on the Roles page meanwhile. */
export const refreshTokenRolesAtom = atom(null, (_get, set) => {
  set(tokenRolesReadAtom, (count) => count + 1)
})
