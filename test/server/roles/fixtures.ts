import { addUser, call, login } from '../helpers'
import type { TestServer } from '../helpers'

/** A permission of the catalogue as the API answers it. */
export interface WirePermission {
  id: string
  key: string
  categoryId: string
  roleIds: string[]
  assignmentType: string
}

/** A role as the API answers it. */
export interface WireRole {
  id: string
  key: string
  name: string
  isDefault: boolean
  permissions: string[]
  tenantId?: string
}

/** The permission catalogue, by key. */
export const permissionsByKey = async (server: TestServer, token: string) => {
  const response = await call(server, '/identity/resources/permissions/v1', { token })
  const list = (await response.json()) as WirePermission[]
  return new Map(list.map((permission) => [permission.key, permission]))
}

/** The id of `key` in `byKey`; throws when the catalogue lacks it. */
export const idOf = (byKey: Map<string, WirePermission>, key: string): string => {
  const permission = byKey.get(key)
  if (!permission) throw new Error(`No permission ${key}`)
  return permission.id
}

/** The id of a vendor role by key. */
export const vendorRoleIdOf = async (server: TestServer, key: string) =>
  (
    await server.db
      .selectFrom('roles')
      .select('id')
      .where('tenant_id', 'is', null)
      .where('key', '=', key)
      .executeTakeFirstOrThrow()
  ).id

/** A user of the default tenant holding `roleKeys`, signed in. */
export const signedInUser = async (server: TestServer, email: string, roleKeys: string[]) => {
  const password = 'member password 123'
  const userId = await addUser(server, { email, password, roleKeys })
  const session = await login(server, email, password)
  return { userId, ...session }
}

/** Refreshes a session with its cookie; answers the new access token's permission keys. */
export const refreshedPermissions = async (server: TestServer, cookie: string) => {
  const response = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: {},
    headers: { cookie },
  })
  if (response.status !== 200) throw new Error(`Refresh failed with ${response.status}`)
  const body = (await response.json()) as { accessToken: string }
  const [, payload = ''] = body.accessToken.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    permissions: string[]
    roles: string[]
  }
  return { ...claims, token: body.accessToken }
}
