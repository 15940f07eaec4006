import { createApiToken, deleteApiToken, getApiTokens } from '../api/api-tokens'
import { createMutation } from './mutation'
import { createServerList } from './server-list'
import type { ApiToken } from '../api/api-tokens'

/**
 * The signed-in user's personal API tokens in the current tenant (never their secrets), newest first.
 * The list is one unpaged answer (at most 50 tokens a user and tenant).
 */
export const apiTokensList = createServerList<ApiToken, 'createdAt', Record<string, never>>({
  defaultQuery: { page: 0, pageSize: 50, sortBy: 'createdAt', order: 'DESC', filter: {} },
  maxPageSize: 50,
  fetchPage: async (client) => {
    const tokens = await getApiTokens(client)
    return { items: tokens, _metadata: { totalItems: tokens.length, totalPages: 1 } }
  },
})

/** What the creation form sends: the expiry already in minutes (`null` never expires). */
export interface NewApiToken {
  description: string
  expiresInMinutes: number | null
}

/**
 * Creates a personal token. The answer carries the secret, this once; the list gets the token without
 * it, first (the list's order is newest first).
 */
export const createApiTokenMutation = createMutation<NewApiToken, ApiToken & { secret: string }>({
  run: (client, input) => createApiToken(client, input),
  onSuccess: (get, set, created) => {
    const { secret: _secret, ...listed } = created
    apiTokensList.editItems(get, set, (state) => ({
      ...state,
      items: [listed, ...state.items.filter((token) => token.clientId !== listed.clientId)],
      totalItems: state.totalItems + 1,
    }))
  },
})

/**
 * Deletes a personal token: it leaves the list at once, and comes back if the server refuses. Resolves
 * with the deleted token's client id.
 */
export const deleteApiTokenMutation = createMutation<string, string>({
  run: async (client, clientId) => {
    await deleteApiToken(client, clientId)
    return clientId
  },
  optimistic: (get, set, clientId) =>
    apiTokensList.editItems(get, set, (state) => {
      const items = state.items.filter((token) => token.clientId !== clientId)
      return { ...state, items, totalItems: items.length }
    }),
})
