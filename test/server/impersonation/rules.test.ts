import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addTenant, addUser, createTestServer, login, vendorEnv } from '../helpers'
import {
  auditRows,
  claimsOf,
  grantRole,
  impersonate,
  impersonator,
  refreshCookie,
  vendorToken,
} from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let vendor: string
let viewerId: string
const reason = 'Ticket 4711: the user cannot see the reports page'

beforeAll(async () => {
  server = await createTestServer(vendorEnv)
  vendor = await vendorToken(server)
  viewerId = await addUser(server, { email: 'viewer@example.com', roleKeys: ['Viewer'] })
})
afterAll(() => server.close())

const refusal = async (response: Response) => {
  const body = (await response.json()) as WireErrorBody
  return { status: response.status, message: body.errors[0] }
}

describe('POST /identity/resources/impersonation/v1: who may', () => {
  it('lets the vendor act as a member: a Bearer session whose token carries act, and a cookie', async () => {
    const response = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: vendor,
      reason,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, unknown>
    expect(body).toMatchObject({ tokenType: 'Bearer' })
    expect(typeof body.refreshToken).toBe('string')
    expect(body.expiresIn).toBeLessThanOrEqual(30 * 60)
    expect(Date.parse(body.expires as string)).toBeGreaterThan(Date.now())
    const claims = claimsOf(body.accessToken as string)
    expect(claims).toMatchObject({ sub: viewerId, tenantId: server.tenantId })
    expect(claims.act).toEqual({ sub: 'test-vendor', sid: expect.any(String) })
    expect(claims.auth_time).toBeUndefined()
    expect(refreshCookie(response)).toBeDefined()
    const [started] = await auditRows(server, server.tenantId, 'impersonation.started')
    expect(started).toMatchObject({ user_id: viewerId, severity: 'High' })
    expect(started?.description).toContain(reason)
    expect(started?.json).toMatchObject({ actorKind: 'vendor', actorSub: 'test-vendor', reason })
  })

  it('lets a member the vendor granted the permission act as someone holding no more than they do', async () => {
    const actor = await impersonator(server, 'support@example.com')
    const response = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: actor.token,
      reason,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { accessToken: string }
    expect(claimsOf(body.accessToken).act).toMatchObject({ sub: actor.userId })
  })

  it('requires a reason', async () => {
    const response = await impersonate(server, { impersonatedUserId: viewerId, actorToken: vendor })
    expect(await refusal(response)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/reason/),
    })
  })
})

describe('POST /identity/resources/impersonation/v1: who may not', () => {
  it('refuses a member without the permission, even an administrator, and audits it', async () => {
    const { token } = await login(server)
    const response = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: token,
      reason,
    })
    expect(await refusal(response)).toEqual({
      status: 403,
      message: expect.stringMatching(/only the vendor can grant the Impersonate users permission/),
    })
    const [row] = await auditRows(server, server.tenantId, 'impersonation.refused')
    expect(row).toMatchObject({ severity: 'High' })
  })

  it('refuses impersonating an account administrator (a super user), even to the vendor', async () => {
    const response = await impersonate(server, {
      impersonatedUserId: server.adminUserId,
      actorToken: vendor,
      reason,
    })
    expect(await refusal(response)).toEqual({
      status: 403,
      message: "An account's administrators cannot be impersonated",
    })
  })

  it('refuses impersonating another impersonator', async () => {
    const other = await impersonator(server, 'other-support@example.com')
    const response = await impersonate(server, {
      impersonatedUserId: other.userId,
      actorToken: vendor,
      reason,
    })
    expect((await refusal(response)).message).toBe(
      'A member who may impersonate others cannot be impersonated',
    )
  })

  it('refuses a member gaining a permission they lack, naming it', async () => {
    const actor = await impersonator(server, 'reader@example.com', ['fe.secure.read.users'])
    const editorId = await addUser(server, { email: 'writer@example.com' })
    await grantRole(server, { userId: editorId, permissionKeys: ['fe.secure.write.users'] })
    const response = await impersonate(server, {
      impersonatedUserId: editorId,
      actorToken: actor.token,
      reason,
    })
    expect(await refusal(response)).toEqual({
      status: 403,
      message: expect.stringMatching(/holds permissions you do not \(Edit Users\)/),
    })
  })

  it('refuses impersonating oneself', async () => {
    const actor = await impersonator(server, 'self@example.com')
    const response = await impersonate(server, {
      impersonatedUserId: actor.userId,
      actorToken: actor.token,
      reason,
    })
    expect(await refusal(response)).toEqual({
      status: 400,
      message: 'You cannot impersonate yourself',
    })
  })

  it('refuses an impersonation token as actor, and an invalid token with a 401', async () => {
    const started = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: vendor,
      reason,
    })
    const { accessToken } = (await started.json()) as { accessToken: string }
    const chained = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: accessToken,
      reason,
    })
    expect((await refusal(chained)).status).toBe(403)
    const invalid = await impersonate(server, {
      impersonatedUserId: viewerId,
      actorToken: 'x.y.z',
      reason,
    })
    expect(await refusal(invalid)).toEqual({
      status: 401,
      message: 'The actor token is invalid or expired',
    })
  })
})

describe('POST /identity/resources/impersonation/v1: across tenants', () => {
  it("never reaches another tenant's member: a member's own account only; the vendor the one it names", async () => {
    const other = await addTenant(server, 'Other', 'owner@other.example')
    const outsiderId = await addUser(server, {
      email: 'outsider@other.example',
      tenantId: other.tenantId,
      roleKeys: ['Viewer'],
    })
    const actor = await impersonator(server, 'cross@example.com')
    const crossed = await impersonate(server, {
      impersonatedUserId: outsiderId,
      actorToken: actor.token,
      reason,
    })
    expect(await refusal(crossed)).toEqual({
      status: 404,
      message: 'There is no such user in this account',
    })
    // Nothing is written in the other tenant about it.
    expect(await auditRows(server, other.tenantId, 'impersonation.refused')).toEqual([])
    const named = await impersonate(
      server,
      { impersonatedUserId: viewerId, actorToken: vendor, reason },
      { 'frontegg-tenant-id': other.tenantId },
    )
    expect((await refusal(named)).status).toBe(404)
    const right = await impersonate(
      server,
      { impersonatedUserId: outsiderId, actorToken: vendor, reason },
      { 'frontegg-tenant-id': other.tenantId },
    )
    expect(right.status).toBe(200)
    const [row] = await auditRows(server, other.tenantId, 'impersonation.started')
    expect(row).toMatchObject({ user_id: outsiderId, severity: 'High' })
  })
})
