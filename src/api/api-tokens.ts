import type { ApiClient } from './client'

/**
 * Paths of personal API tokens (wire-api §5.1 rows 129-131), user access tokens (rows 123-125,
 * the same tokens in a list of their own) and the sign-in with either.
 */
export const API_TOKENS_PATHS = {
  tokens: '/identity/resources/users/api-tokens/v1',
  token: '/identity/resources/users/api-tokens/v1/:tokenId',
  signIn: '/identity/resources/auth/v1/api-token',
  accessTokens: '/identity/resources/users/access-tokens/v1',
  accessToken: '/identity/resources/users/access-tokens/v1/:id',
} as const

/** Minutes in a day: the portal asks for days and sends minutes. */
export const MINUTES_PER_DAY = 1440

/** `IUserApiTokensData`: a personal token; `secret` only in the answer that creates it. */
export interface ApiToken {
  clientId: string
  description: string
  createdAt: string
  /** ISO 8601; null never expires. */
  expires: string | null
  secret?: string
}

/** The caller's personal tokens in the current tenant (never their secrets). */
export async function getApiTokens(client: ApiClient): Promise<ApiToken[]> {
  return client.get<ApiToken[]>(API_TOKENS_PATHS.tokens)
}

/** Creates a personal token; its secret is in this answer only. */
export async function createApiToken(
  client: ApiClient,
  input: { description: string; expiresInMinutes: number | null },
): Promise<ApiToken & { secret: string }> {
  return client.post<ApiToken & { secret: string }>(API_TOKENS_PATHS.tokens, input)
}

/** Deletes a personal token: sign-ins with it fail from now on. */
export async function deleteApiToken(client: ApiClient, clientId: string): Promise<void> {
  await client.delete(API_TOKENS_PATHS.token.replace(':tokenId', encodeURIComponent(clientId)))
}

/** Client-credentials sign-in with a personal token: an access token for its user. */
export async function signInWithApiToken(
  client: ApiClient,
  credentials: { clientId: string; secret: string },
): Promise<{ accessToken: string; expiresIn: number; expires: string }> {
  return client.post(API_TOKENS_PATHS.signIn, credentials)
}

/** `IAccessTokensData`: a user access token; `secret` only in the answer that creates it. */
export interface AccessToken {
  id: string
  clientId: string
  description: string
  createdAt: string
  expires: string | null
  secret?: string
}

/** The caller's access tokens in the current tenant (never their secrets). */
export async function getAccessTokens(client: ApiClient): Promise<AccessToken[]> {
  const answer = await client.get<{ accessTokens: AccessToken[] }>(API_TOKENS_PATHS.accessTokens)
  return answer.accessTokens
}

/** Creates an access token; its secret is in this answer only. */
export async function createAccessToken(
  client: ApiClient,
  input: { description: string; expiresInMinutes: number | null },
): Promise<AccessToken & { secret: string }> {
  return client.post<AccessToken & { secret: string }>(API_TOKENS_PATHS.accessTokens, input)
}

/** Deletes an access token: sign-ins with it fail from now on. */
export async function deleteAccessToken(client: ApiClient, id: string): Promise<void> {
  await client.delete(API_TOKENS_PATHS.accessToken.replace(':id', encodeURIComponent(id)))
}
