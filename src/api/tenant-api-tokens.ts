import type { ApiClient } from './client'

/**
 * Paths of tenant API tokens (wire-api §5.1 rows 132-134) and tenant access tokens (rows 126-128):
 * machines acting for the account with the roles given at creation and no user. Both sign in at
 * `POST auth/v1/api-token` with their client id and secret (`signInWithApiToken`).
 */
export const TENANT_API_TOKENS_PATHS = {
  tokens: '/identity/resources/tenants/api-tokens/v1',
  create: '/identity/resources/tenants/api-tokens/v2',
  token: '/identity/resources/tenants/api-tokens/v1/:tokenId',
  accessTokens: '/identity/resources/tenants/access-tokens/v1',
  accessToken: '/identity/resources/tenants/access-tokens/v1/:id',
} as const

/** `ITenantApiTokensData`: a tenant token; `secret` only in the answer that creates it. */
export interface TenantApiToken {
  clientId: string
  description: string
  tenantId: string
  createdByUserId: string | null
  roleIds: string[]
  createdAt: string
  /** ISO 8601; null never expires. */
  expires: string | null
  secret?: string
}

/** What creating a tenant token sends: the expiry already in minutes (`null` never expires). */
export interface NewTenantApiToken {
  description: string
  roleIds: string[]
  expiresInMinutes: number | null
}

/** A tenant token just created: its secret is in this answer only. */
export type CreatedTenantApiToken = TenantApiToken & { secret: string }

/** The account's API tokens (never their secrets). */
export async function getTenantApiTokens(client: ApiClient): Promise<TenantApiToken[]> {
  return client.get<TenantApiToken[]>(TENANT_API_TOKENS_PATHS.tokens)
}

/** Creates an API token of the account; its secret is in this answer only. */
export async function createTenantApiToken(
  client: ApiClient,
  input: NewTenantApiToken,
): Promise<CreatedTenantApiToken> {
  return client.post<CreatedTenantApiToken>(TENANT_API_TOKENS_PATHS.create, input)
}

/** Deletes an API token of the account: it and the access tokens it got stop working now. */
export async function deleteTenantApiToken(client: ApiClient, clientId: string): Promise<void> {
  await client.delete(
    TENANT_API_TOKENS_PATHS.token.replace(':tokenId', encodeURIComponent(clientId)),
  )
}

/** The account's access tokens (never their secrets); an access token's `id` is its client id. */
export async function getTenantAccessTokens(client: ApiClient): Promise<TenantApiToken[]> {
  const answer = await client.get<{ accessTokens: (TenantApiToken & { id: string })[] }>(
    TENANT_API_TOKENS_PATHS.accessTokens,
  )
  return answer.accessTokens.map(({ id, ...token }) => ({ ...token, clientId: id }))
}

/** Creates an access token of the account; its secret is in this answer only. */
export async function createTenantAccessToken(
  client: ApiClient,
  input: NewTenantApiToken,
): Promise<CreatedTenantApiToken> {
  const { id, ...token } = await client.post<CreatedTenantApiToken & { id: string }>(
    TENANT_API_TOKENS_PATHS.accessTokens,
    input,
  )
  return { ...token, clientId: id }
}

/** Deletes an access token of the account: it stops working now. */
export async function deleteTenantAccessToken(client: ApiClient, id: string): Promise<void> {
  await client.delete(TENANT_API_TOKENS_PATHS.accessToken.replace(':id', encodeURIComponent(id)))
}
