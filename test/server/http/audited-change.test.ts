import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAuditedChange } from '../../../server/src/audit/audited-change'
import { ApiError, badRequest } from '../../../server/src/http/api-error'
import { createTestServer } from '../helpers'
import type { ChangeOrigin } from '../../../server/src/audit/audited-change'
import type { TestServer } from '../helpers'

let server: TestServer
let origin: ChangeOrigin

beforeAll(async () => {
  server = await createTestServer()
  origin = {
    db: server.db,
    now: server.clock.now(),
    actor: {
      kind: 'user',
      userId: server.adminUserId,
      email: 'admin@example.com',
      tenantId: server.tenantId,
    },
    client: { ip: '203.0.113.7', userAgent: 'test' },
  }
})
afterAll(() => server.close())

const tenantNamed = (name: string) =>
  server.db.selectFrom('tenants').select('id').where('name', '=', name).executeTakeFirst()

const auditsOf = (action: string) =>
  server.db.selectFrom('audit_logs').selectAll().where('action', '=', action).execute()

/** Catalogued actions no other code of this file writes, one per case. */
const actionOf = {
  kept: 'webhook.created',
  orphan: 'webhook.updated',
  half: 'webhook.deleted',
  twin: 'webhook.tested',
  vendor: 'webhook.disabled',
} as const

/** A change that creates a tenant named `name`. */
const createTenantNamed = (name: keyof typeof actionOf, audit: { tenantId?: string | null } = {}) =>
  runAuditedChange(origin, async ({ trx, now }) => {
    const id = randomUUID()
    await trx.insertInto('tenants').values({ id, name, created_at: now, updated_at: now }).execute()
    return {
      result: id,
      audit: {
        action: actionOf[name],
        description: `Tenant ${name} created`,
        details: { id },
        ...audit,
      },
    }
  })

describe('runAuditedChange', () => {
  it('saves the change and its audit row, attributed to the tenant user', async () => {
    const id = await createTenantNamed('kept')
    expect((await tenantNamed('kept'))?.id).toBe(id)
    const [row, ...more] = await auditsOf(actionOf.kept)
    expect(more).toHaveLength(0)
    expect(row).toMatchObject({
      tenant_id: server.tenantId,
      user_id: server.adminUserId,
      email: 'admin@example.com',
      severity: 'Info',
      ip: '203.0.113.7',
    })
  })

  it('rolls the change back when its audit row cannot be written', async () => {
    await expect(createTenantNamed('orphan', { tenantId: 'not-a-uuid' })).rejects.toThrow()
    expect(await tenantNamed('orphan')).toBeUndefined()
    expect(await auditsOf(actionOf.orphan)).toHaveLength(0)
  })

  it('writes no audit row when the change fails half-way, and undoes its first writes', async () => {
    const failing = runAuditedChange(origin, async ({ trx, now }) => {
      await trx
        .insertInto('tenants')
        .values({ id: randomUUID(), name: 'half', created_at: now, updated_at: now })
        .execute()
      throw badRequest('name: taken')
    })
    await expect(failing).rejects.toMatchObject({ status: 400, message: 'name: taken' })
    expect(await tenantNamed('half')).toBeUndefined()
    expect(await auditsOf(actionOf.half)).toHaveLength(0)
  })

  it('answers a unique clash found only by the database as a 409', async () => {
    const id = randomUUID()
    const twice = runAuditedChange(origin, async ({ trx }) => {
      await trx.insertInto('tenants').values({ id, name: 'twin' }).execute()
      await trx.insertInto('tenants').values({ id, name: 'twin' }).execute()
      return { result: id, audit: { action: actionOf.twin, description: 'twin', details: {} } }
    })
    const error = await twice.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409 })
    expect(await tenantNamed('twin')).toBeUndefined()
  })

  it('records the vendor client id for a vendor change, with no user', async () => {
    await runAuditedChange(
      { ...origin, actor: { kind: 'vendor', clientId: 'acme' } },
      async () => ({
        result: null,
        audit: { action: actionOf.vendor, description: 'vendor', details: { what: 'x' } },
      }),
    )
    const [row] = await auditsOf(actionOf.vendor)
    expect(row).toMatchObject({ tenant_id: null, user_id: null, email: null })
    expect(row?.json).toEqual({ what: 'x', clientId: 'acme' })
  })
})
