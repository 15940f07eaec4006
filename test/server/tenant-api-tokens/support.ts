import { call } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

export const apiBase = '/identity/resources/tenants/api-tokens'
export const accessBase = '/identity/resources/tenants/access-tokens/v1'
export const signInPath = '/identity/resources/auth/v1/api-token'

/** `ITenantApiTokensData` as the server answers it. */
export interface TenantTokenBody {
  clientId: string
  description: string
  tenantId: string
  createdByUserId: string | null
  roleIds: string[]
  createdAt: string
  expires: string | null
  secret?: string
}

/** Creates a tenant API token (row 133) as `token`. */
export const createToken = async (server: TestServer, token: string, body: unknown) => {
  const response = await call(server, `${apiBase}/v2`, { body, token })
  return {
    status: response.status,
    body: (await response.json()) as TenantTokenBody & WireErrorBody,
  }
}

/** The tenant's API tokens (row 132) as `token` sees them. */
export const listTokens = async (server: TestServer, token: string) =>
  (await (await call(server, `${apiBase}/v1`, { token })).json()) as TenantTokenBody[]

/** Signs in with a token's client id and secret; answers the access token, or the failure. */
export const tokenSignIn = async (server: TestServer, clientId: string, secret: string) => {
  const response = await call(server, signInPath, { body: { clientId, secret } })
  const body = (await response.json()) as { accessToken: string } & WireErrorBody
  return { status: response.status, accessToken: body.accessToken, errors: body.errors }
}
