import { randomUUID } from 'node:crypto'
import { addUser, admin, login } from '../helpers'
import type { TestServer } from '../helpers'

/** Turns sub-account management on for an account (the vendor's job; set directly here). */
export const makeReseller = async (server: TestServer, tenantId: string) => {
  await server.db
    .updateTable('tenants')
    .set({ is_reseller: true })
    .where('id', '=', tenantId)
    .execute()
}

/** Inserts an account under `parentId` (null: top level) and answers its id. */
export const insertTenant = async (
  server: TestServer,
  name: string,
  parentId: string | null,
  settings: { isReseller?: boolean; accessType?: 'defaultOff' | 'defaultOn' | 'alwaysOn' } = {},
) => {
  const id = randomUUID()
  await server.db
    .insertInto('tenants')
    .values({
      id,
      name,
      parent_id: parentId,
      is_reseller: settings.isReseller ?? false,
      sub_account_access_type: settings.accessType ?? 'defaultOff',
    })
    .execute()
  return id
}

/** An account with an Admin who can sign in: its id, the admin's id and token. */
export const accountWithAdmin = async (
  server: TestServer,
  name: string,
  parentId: string | null,
  settings: Parameters<typeof insertTenant>[3] = {},
) => {
  const tenantId = await insertTenant(server, name, parentId, settings)
  const email = `admin@${name.toLowerCase().replace(/\W+/g, '-')}.example`
  const userId = await addUser(server, {
    email,
    password: admin.password,
    tenantId,
    roleKeys: ['Admin'],
  })
  const { token } = await login(server, email)
  return { tenantId, userId, email, token }
}
