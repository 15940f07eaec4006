import { randomUUID } from 'node:crypto'
import { IMPERSONATE_PERMISSION } from '../../../server/src/permissions/impersonate'
import { addUser, admin, call, login, refreshCookie, vendorCredentials } from '../helpers'
import type { TestServer } from '../helpers'

/** A vendor token of `vendorEnv`'s credentials. */
export const vendorToken = async (server: TestServer): Promise<string> => {
  const response = await call(server, '/auth/vendor', { body: vendorCredentials })
  return ((await response.json()) as { token: string }).token
}

/**
 * Gives `userId` a role of the tenant holding exactly `permissionKeys` (the impersonation
 * permission is one only the vendor grants: a test grants it as the vendor would, to a role).
 */
export const grantRole = async (
  server: TestServer,
  input: { userId: string; tenantId?: string; permissionKeys: string[] },
): Promise<void> => {
  const tenantId = input.tenantId ?? server.tenantId
  const roleId = randomUUID()
  await server.db
    .insertInto('roles')
    .values({ id: roleId, tenant_id: tenantId, key: `role-${roleId}`, name: `Role ${roleId}` })
    .execute()
  const permissions = await server.db
    .selectFrom('permissions')
    .select('id')
    .where('key', 'in', input.permissionKeys)
    .execute()
  await server.db
    .insertInto('role_permissions')
    .values(permissions.map((permission) => ({ role_id: roleId, permission_id: permission.id })))
    .execute()
  await server.db
    .insertInto('user_tenant_roles')
    .values({ user_id: input.userId, tenant_id: tenantId, role_id: roleId })
    .execute()
}

/** A member who may impersonate, holding `extra` permissions besides; signed in. */
export const impersonator = async (
  server: TestServer,
  email: string,
  extra: string[] = ['fe.secure.read.users', 'fe.secure.read.roles'],
  tenantId?: string,
) => {
  const userId = await addUser(server, {
    email,
    password: admin.password,
    ...(tenantId ? { tenantId } : {}),
  })
  await grantRole(server, {
    userId,
    permissionKeys: [IMPERSONATE_PERMISSION, ...extra],
    ...(tenantId ? { tenantId } : {}),
  })
  return { userId, ...(await login(server, email)) }
}

/** Calls the impersonation route. */
export const impersonate = (
  server: TestServer,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(server, '/identity/resources/impersonation/v1', { body, headers })

/** The claims of a JWT, unverified (the server verified it). */
export const claimsOf = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >

/** The audit rows of `action` in a tenant, newest first. */
export const auditRows = (server: TestServer, tenantId: string, action: string) =>
  server.db
    .selectFrom('audit_logs')
    .select(['tenant_id', 'user_id', 'severity', 'description', 'json'])
    .where('tenant_id', '=', tenantId)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute()

/** A refresh with a session cookie. */
export const refreshWith = (server: TestServer, cookie: string) =>
  call(server, '/identity/resources/auth/v1/user/token/refresh', {
    body: {},
    headers: { cookie },
  })

export { refreshCookie }
