import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resolveInvitationToken } from '../../../server/src/invitations/invite-links'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows, roleId } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const path = '/identity/resources/tenants/invites/v1/user'
interface Link {
  id: string
  tenantId: string
  token: string
  expires: string
  shouldSendEmail: boolean
  roleIds: string[]
  url: string
}

describe('tenant invite links', () => {
  it('are created with a token and a 43200-minute expiry, read back, changed and deleted', async () => {
    expect((await call(server, path, { token: adminToken })).status).toBe(404)
    const created = await call(server, path, { method: 'POST', body: {}, token: adminToken })
    expect(created.status).toBe(200)
    const link = (await created.json()) as Link
    expect(link.tenantId).toBe(server.tenantId)
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The address to share is the app's sign-up route (FOYER_APP_URL), whatever the caller's origin.
    const shared = new URL(link.url)
    expect(shared.origin + shared.pathname).toBe(
      new URL('/account/sign-up', server.config.appUrl).href,
    )
    expect(shared.searchParams.get('invitationToken')).toBe(link.token)
    const days = (Date.parse(link.expires) - server.clock.now().getTime()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(await (await call(server, path, { token: adminToken })).json()).toEqual(link)
    const editor = await roleId(server, 'Editor')
    const patched = await call(server, path, {
      method: 'PATCH',
      body: { expiresInMinutes: 60, shouldSendEmail: true, roleIds: [editor] },
      token: adminToken,
    })
    const changed = (await patched.json()) as Link
    expect(changed).toMatchObject({ token: link.token, shouldSendEmail: true, roleIds: [editor] })
    expect(await resolveInvitationToken(server.db, link.token, server.clock.now())).toEqual({
      ok: true,
      tenantId: server.tenantId,
      tenantName: 'Default',
      roleIds: [editor],
      shouldSendEmail: true,
      createdBy: server.adminUserId,
    })
    const verified = await call(server, '/identity/resources/tenants/invites/v1/verify', {
      body: { token: link.token },
    })
    expect(await verified.json()).toBe('Default')
    expect((await auditRows(server, 'tenant.inviteLink.updated')).length).toBe(1)
    expect((await call(server, path, { method: 'DELETE', token: adminToken })).status).toBe(200)
    expect(await resolveInvitationToken(server.db, link.token, server.clock.now())).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('a new link replaces the old one; an expired one resolves to nothing', async () => {
    const first = (await (
      await call(server, path, { method: 'POST', body: {}, token: adminToken })
    ).json()) as Link
    const second = (await (
      await call(server, path, { method: 'POST', body: { expiresInMinutes: 5 }, token: adminToken })
    ).json()) as Link
    expect(second.token).not.toBe(first.token)
    const now = server.clock.now()
    expect((await resolveInvitationToken(server.db, first.token, now)).ok).toBe(false)
    expect((await resolveInvitationToken(server.db, second.token, now)).ok).toBe(true)
    const later = new Date(now.getTime() + 6 * 60_000)
    expect(await resolveInvitationToken(server.db, second.token, later)).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await resolveInvitationToken(server.db, 'bad token', now)).toEqual({
      ok: false,
      reason: 'malformed',
    })
    const malformed = await call(server, '/identity/resources/tenants/invites/v1/verify', {
      body: { token: 'bad' },
    })
    expect(((await malformed.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
  })

  it('refuses roles beyond the caller, on create and on update (403, the link unchanged)', async () => {
    await addUser(server, {
      email: 'support-links@example.com',
      password: admin.password,
      roleKeys: ['Support'],
    })
    const support = (await login(server, 'support-links@example.com')).token
    const adminRole = await roleId(server, 'Admin')
    const supportRole = await roleId(server, 'Support')
    const escalated = { roleIds: [adminRole] }
    const created = await call(server, path, { method: 'POST', body: escalated, token: support })
    expect(created.status).toBe(403)
    const own = await call(server, path, {
      method: 'POST',
      body: { roleIds: [supportRole] },
      token: support,
    })
    expect(own.status).toBe(200)
    const updated = await call(server, path, { method: 'PATCH', body: escalated, token: support })
    expect(updated.status).toBe(403)
    const link = (await (await call(server, path, { token: support })).json()) as Link
    expect(link.roleIds).toEqual([supportRole])
  })

  it("belong to the caller's tenant and need the users permissions", async () => {
    await addTenant(server, 'B', 'b@example.com')
    const b = (await login(server, 'b@example.com')).token
    expect((await call(server, path, { token: b })).status).toBe(404)
    await addUser(server, {
      email: 'viewer@example.com',
      password: admin.password,
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'viewer@example.com')).token
    expect((await call(server, path, { method: 'POST', body: {}, token: viewer })).status).toBe(403)
    expect((await call(server, path, { method: 'DELETE', token: viewer })).status).toBe(403)
    const bad = await call(server, path, {
      method: 'POST',
      body: { expiresInMinutes: 0 },
      token: adminToken,
    })
    expect(bad.status).toBe(400)
  })
})
