import { atom } from 'jotai/vanilla'
import {
  createAccessToken,
  createApiToken,
  deleteAccessToken,
  deleteApiToken,
  getAccessTokens,
  getApiTokens,
} from '../api/api-tokens'
import { getVendorConfig } from '../api/auth'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { ApiToken } from '../api/api-tokens'
import type { ApiClient } from '../api/client'
import type { Mutation } from './mutation'
import type { ServerList } from './server-list'

/** What the creation form sends: the expiry already in minutes (`null` never expires). */
export interface NewApiToken {
  description: string
  expiresInMinutes: number | null
}

/** A token just created: its secret is in this answer only. */
export type CreatedApiToken = ApiToken & { secret: string }

/**
 * Which personal tokens a user makes (spec 001: the vendor's machine-to-machine strategy decides):
 * client-credentials API tokens, or user access tokens (the same tokens in a list of their own).
 */
export type PersonalTokenKind = 'apiToken' | 'accessToken'

/** The atoms of one kind of personal token: its list, its creation and its deletion. */
export interface PersonalTokens {
  /** Newest first, never with secrets; one unpaged answer (at most 50 a user and tenant). */
  list: ServerList<ApiToken, 'createdAt', Record<string, never>>
  /** The list gets the new token (without its secret) first. */
  create: Mutation<NewApiToken, CreatedApiToken>
  /** Takes the client id; the token leaves the list at once and comes back if the server refuses. */
  remove: Mutation<string, string>
}

/** The calls of each kind; an access token's `id` is its client id. */
const calls = {
  apiToken: {
    get: getApiTokens,
    create: createApiToken,
    remove: deleteApiToken,
  },
  accessToken: {
    get: getAccessTokens,
    create: createAccessToken,
    remove: deleteAccessToken,
  },
} satisfies Record<
  PersonalTokenKind,
  {
    get: (client: ApiClient) => Promise<ApiToken[]>
    create: (client: ApiClient, input: NewApiToken) => Promise<CreatedApiToken>
    remove: (client: ApiClient, clientId: string) => Promise<void>
  }
>

function personalTokens(kind: PersonalTokenKind): PersonalTokens {
  const call = calls[kind]
  const list = createServerList<ApiToken, 'createdAt', Record<string, never>>({
    defaultQuery: { page: 0, pageSize: 50, sortBy: 'createdAt', order: 'DESC', filter: {} },
    maxPageSize: 50,
    fetchPage: async (client) => {
      const tokens = await call.get(client)
      return { items: tokens, _metadata: { totalItems: tokens.length, totalPages: 1 } }
    },
  })
  const create = createMutation<NewApiToken, CreatedApiToken>({
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

/** The signed-in user's personal tokens of each kind, in the current tenant. */
export const personalTokenAtoms: Readonly<Record<PersonalTokenKind, PersonalTokens>> = {
  apiToken: personalTokens('apiToken'),
  accessToken: personalTokens('accessToken'),
}

/**
 * The kind of personal token this vendor uses (API tokens unless it chose access tokens), read once
 * per store from the public vendor configuration. Its own call rather than the login box's
 * `authStrategiesAtom`, whose module (the whole sign-in) a portal page should not pull in; if the
 * configuration cannot be read, API tokens (the server's default).
 */
export const personalTokenKindAtom = atom(async (get): Promise<PersonalTokenKind> => {
  try {
    const vendor = await getVendorConfig(get(apiClientAtom))
    return vendor.machineToMachineAuthStrategy === 'AccessToken' ? 'accessToken' : 'apiToken'
  } catch {
    return 'apiToken'
  }
})
