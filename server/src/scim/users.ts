import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { checkEmailDomainAllowed } from '../email-domains/check'
import { assertNotLastAdmin } from '../roles/last-admin'
import { removeMember, setMemberDisabled } from '../team/members'
import { ScimError } from './errors'
import { scimFilter } from './filter'
import type { Db } from '../db/database'
import type { FilterAttributes } from './filter'
import type { ScimUserFields, ScimUserRow } from './user-resource'

/** The user attributes a filter may name. */
export const userFilterAttributes: FilterAttributes = {
  id: { column: 's.user_id', kind: 'id' },
  username: { column: 's.user_name', kind: 'text' },
  externalid: { column: 's.external_id', kind: 'exactText' },
  displayname: { column: 's.display_name', kind: 'text' },
  active: { column: 's.active', kind: 'boolean' },
  emails: { column: 'u.email', kind: 'text' },
  'emails.value': { column: 'u.email', kind: 'text' },
  'meta.created': { column: 's.created_at', kind: 'instant' },
  'meta.lastmodified': { column: 's.updated_at', kind: 'instant' },
}

const scimUsers = (db: Db, connectionId: string) =>
  db
    .selectFrom('scim_users as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.connection_id', '=', connectionId)

const columns = [
  's.user_id',
  's.user_name',
  's.external_id',
  's.display_name',
  's.active',
  's.resource',
  's.created_at',
  's.updated_at',
  'u.email',
  'u.name',
] as const

/** A page of the connection's users (1-based `startIndex`), and how many match in all. */
export const listScimUsers = async (
  db: Db,
  connectionId: string,
  page: { filter: string | undefined; startIndex: number; count: number },
): Promise<{ total: number; rows: ScimUserRow[] }> => {
  const condition = page.filter ? scimFilter(page.filter, userFilterAttributes) : undefined
  const base = condition
    ? scimUsers(db, connectionId).where(condition)
    : scimUsers(db, connectionId)
  // Counting needs the accounts only when the filter reads one of their columns.
  const counted = condition?.aliases.has('u')
    ? base
    : db
        .selectFrom('scim_users as s')
        .where('s.connection_id', '=', connectionId)
        .$call((query) => (condition ? query.where(condition) : query))
  const [totals, rows] = await Promise.all([
    counted.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
    page.count === 0
      ? Promise.resolve([])
      : base
          .select(columns)
          .orderBy('s.created_at')
          .orderBy('s.user_id')
          .offset(page.startIndex - 1)
          .limit(page.count)
          .execute(),
  ])
  return { total: Number(totals?.n ?? 0), rows }
}

/** The connection's user `userId`, or a 404 (another connection's user reads as none). */
export const findScimUser = async (db: Db, connectionId: string, userId: string) => {
  const row = await scimUsers(db, connectionId)
    .select(columns)
    .where('s.user_id', '=', userId)
    .executeTakeFirst()
  if (!row) throw new ScimError(404, 'User not found')
  return row
}

const otherTenantCount = async (trx: Db, userId: string, tenantId: string) =>
  Number(
    (
      await trx
        .selectFrom('tenant_memberships')
        .select(sql<string>`count(*)`.as('n'))
        .where('user_id', '=', userId)
        .where('tenant_id', '!=', tenantId)
        .executeTakeFirst()
    )?.n ?? 0,
  )

/**
 * Provisions a user into the connection's tenant: a new account, or the existing account of
 * the address (a member already is adopted, anyone else joins the tenant). 409 `uniqueness`
 * when the connection or another one of the tenant manages that person already.
 */
export const createScimUser = async (
  trx: Db,
  caller: { connectionId: string; tenantId: string },
  fields: ScimUserFields,
  now: Date,
): Promise<string> => {
  const { tenantId } = caller
  await checkEmailDomainAllowed(trx, tenantId, fields.email)
  const existing = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', fields.email.toLowerCase())
    .executeTakeFirst()
  const userId = existing?.id ?? randomUUID()
  if (!existing) {
    await trx
      .insertInto('users')
      .values({
        id: userId,
        email: fields.email,
        name: fields.name,
        password_hash: null,
        verified: true,
        tenant_id: tenantId,
        last_login: null,
        locked_until: null,
      })
      .execute()
  } else {
    const linked = await trx
      .selectFrom('scim_users')
      .select('connection_id')
      .where('user_id', '=', userId)
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst()
    if (linked) throw new ScimError(409, 'A user with this email exists already', 'uniqueness')
  }
  await trx
    .insertInto('tenant_memberships')
    .values({ user_id: userId, tenant_id: tenantId })
    .onConflict((oc) => oc.columns(['user_id', 'tenant_id']).doNothing())
    .execute()
  await trx
    .insertInto('scim_users')
    .values({
      user_id: userId,
      tenant_id: tenantId,
      connection_id: caller.connectionId,
      user_name: fields.userName,
      external_id: fields.externalId,
      display_name: fields.displayName,
      active: true,
      resource: JSON.stringify(fields.rest),
      created_at: now,
      updated_at: now,
    })
    .execute()
  if (!fields.active) await setScimUserActive(trx, { tenantId, userId, active: false, now })
  return userId
}

/** Turns the member off (sessions in the tenant end at once) or back on. */
export const setScimUserActive = async (
  trx: Db,
  change: { tenantId: string; userId: string; active: boolean; now: Date },
) => {
  const { tenantId, userId, now } = change
  if (!change.active) await assertNotLastAdmin(trx, { tenantId, userId, loss: 'disable' })
  await setMemberDisabled(trx, { tenantId, userId, disabled: !change.active, now })
  await trx
    .updateTable('scim_users')
    .set({ active: change.active })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute()
}

/**
 * Replaces the SCIM user's attributes with `fields`. The account's address and name follow the
 * directory only when the account belongs to this tenant alone (another tenant's member keeps
 * what it has); a new address passes the tenant's email-domain restrictions.
 */
export const replaceScimUser = async (
  trx: Db,
  caller: { connectionId: string; tenantId: string },
  before: ScimUserRow,
  fields: ScimUserFields,
  now: Date,
) => {
  const { tenantId } = caller
  const userId = before.user_id
  const emailChanged = fields.email.toLowerCase() !== (before.email ?? '').toLowerCase()
  const ownsAccount = (await otherTenantCount(trx, userId, tenantId)) === 0
  if (emailChanged) {
    if (!ownsAccount) {
      throw new ScimError(
        400,
        'This person belongs to other accounts too: their email cannot be changed from here',
        'mutability',
      )
    }
    await checkEmailDomainAllowed(trx, tenantId, fields.email)
  }
  if (ownsAccount) {
    await trx
      .updateTable('users')
      .set({ email: fields.email, name: fields.name, updated_at: now })
      .where('id', '=', userId)
      .execute()
  }
  await trx
    .updateTable('scim_users')
    .set({
      user_name: fields.userName,
      external_id: fields.externalId,
      display_name: fields.displayName,
      resource: JSON.stringify(fields.rest),
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .where('tenant_id', '=', tenantId)
    .execute()
  if (fields.active !== before.active) {
    await setScimUserActive(trx, { tenantId, userId, active: fields.active, now })
  }
}

/** Removes the user from the tenant (roles, groups, sessions there; never the last Admin). */
export const deleteScimUser = async (trx: Db, tenantId: string, userId: string, now: Date) => {
  await assertNotLastAdmin(trx, { tenantId, userId, loss: 'delete' })
  await removeMember(trx, { tenantId, userId, now })
}
