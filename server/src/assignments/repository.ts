import { randomUUID } from 'node:crypto'
import { badRequest, notFound } from '../http/api-error'
import { requireChanges } from '../http/guards/changes'
import { isUuid } from '../http/uuid'
import type { Db } from '../db/database'

/** A plan assignment (entitlements v2) as the management API shows it. */
export interface AssignmentView {
  id: string
  planId: string
  tenantId: string
  userId: string | null
  /** ISO 8601; `null` for an assignment that never expires. */
  expirationDate: string | null
  createdAt: string
}

/** What an assignment is created from. */
export interface AssignmentInput {
  planId: string
  tenantId: string
  userId?: string | null
  expirationDate?: string | null
}

interface AssignmentRow {
  id: string
  plan_id: string
  tenant_id: string
  user_id: string | null
  expiration_date: Date | null
  created_at: Date
}

const toView = (row: AssignmentRow): AssignmentView => ({
  id: row.id,
  planId: row.plan_id,
  tenantId: row.tenant_id,
  userId: row.user_id,
  expirationDate: row.expiration_date?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
})

/** Filters and paging of the assignment list. */
export interface AssignmentQuery {
  tenantId?: string
  planId?: string
  limit: number
  offset: number
}

/** Assignments, newest first, with the total count of the filter. */
export const listAssignments = async (
  db: Db,
  query: AssignmentQuery,
): Promise<{ items: AssignmentView[]; totalItems: number }> => {
  let base = db.selectFrom('plan_assignments')
  if (query.tenantId !== undefined) base = base.where('tenant_id', '=', query.tenantId)
  if (query.planId !== undefined) base = base.where('plan_id', '=', query.planId)
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toView), totalItems: Number(count.count) }
}

/** One assignment, or a 404. */
export const getAssignment = async (db: Db, id: string): Promise<AssignmentView> => {
  const row = isUuid(id)
    ? await db.selectFrom('plan_assignments').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined
  if (!row) throw notFound('Entitlement not found')
  return toView(row)
}

/** 400 naming the field when the plan, the tenant or the user (a member of it) is unknown. */
const checkReferences = async (db: Db, input: AssignmentInput) => {
  const plan = await db
    .selectFrom('plans')
    .select('id')
    .where('id', '=', input.planId)
    .executeTakeFirst()
  if (!plan) throw badRequest(`planId: no plan ${input.planId}`)
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', input.tenantId)
    .executeTakeFirst()
  if (!tenant) throw badRequest(`tenantId: no tenant ${input.tenantId}`)
  if (input.userId === undefined || input.userId === null) return
  const member = await db
    .selectFrom('tenant_memberships')
    .select('user_id')
    .where('user_id', '=', input.userId)
    .where('tenant_id', '=', input.tenantId)
    .executeTakeFirst()
  if (!member) throw badRequest(`userId: no user ${input.userId} in tenant ${input.tenantId}`)
}

/** Assigns a plan to a tenant or to one of its users. */
export const createAssignment = async (
  db: Db,
  input: AssignmentInput,
  now: Date,
): Promise<AssignmentView> => {
  await checkReferences(db, input)
  const row = await db
    .insertInto('plan_assignments')
    .values({
      id: randomUUID(),
      plan_id: input.planId,
      tenant_id: input.tenantId,
      user_id: input.userId ?? null,
      expiration_date:
        input.expirationDate === undefined || input.expirationDate === null
          ? null
          : new Date(input.expirationDate),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toView(row)
}

/** Changes an assignment's expiry (`null`: never) or its user; 404 when it does not exist. */
export const updateAssignment = async (
  db: Db,
  id: string,
  patch: { expirationDate?: string | null; userId?: string | null },
): Promise<AssignmentView> => {
  const current = await getAssignment(db, id)
  if (patch.userId !== undefined) await checkReferences(db, { ...current, userId: patch.userId })
  const row = await db
    .updateTable('plan_assignments')
    .set(
      requireChanges({
        ...(patch.expirationDate === undefined
          ? {}
          : {
              expiration_date:
                patch.expirationDate === null ? null : new Date(patch.expirationDate),
            }),
        ...(patch.userId === undefined ? {} : { user_id: patch.userId }),
      }),
    )
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toView(row)
}

/** Removes an assignment; 404 when it does not exist. */
export const deleteAssignment = async (db: Db, id: string): Promise<AssignmentView> => {
  const assignment = await getAssignment(db, id)
  await db.deleteFrom('plan_assignments').where('id', '=', id).execute()
  return assignment
}
