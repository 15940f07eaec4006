import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows, roleId } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await createTestServer()
  token = (await login(server)).token
})
afterAll(() => server.close())

const member = async (email: string, roleKeys = ['Viewer']) =>
  addUser(server, { email, password: admin.password, roleKeys })

const send = (path: string, init: { method?: string; body?: unknown; as?: string } = {}) =>
  call(server, path, { method: init.method ?? 'POST', body: init.body, token: init.as ?? token })

const errorOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

const signIn = (email: string) =>
  call(server, '/identity/resources/auth/v1/user', { body: { email, password: admin.password } })

describe('team member changes', () => {
  it('removes a member from the tenant: gone from the list, audited High', async () => {
    const id = await member('leaving@example.com')
    const response = await send(`/team/resources/members/v1/${id}`, { method: 'DELETE' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id, email: 'leaving@example.com' })
    const listed = await call(server, `/identity/resources/users/v3?ids=${id}`, { token })
    expect(await listed.json()).toMatchObject({ items: [] })
    const again = await send(`/team/resources/members/v1/${id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect((await auditRows(server, 'user.removed'))[0]).toMatchObject({ severity: 'High' })
    const bad = await send('/team/resources/members/v1/not-an-id', { method: 'DELETE' })
    expect(bad.status).toBe(404)
  })

  it('never deletes or disables the last administrator, and never strips its Admin role', async () => {
    const deleted = await send(`/team/resources/members/v1/${server.adminUserId}`, {
      method: 'DELETE',
    })
    expect(deleted.status).toBe(400)
    expect(await errorOf(deleted)).toBe('The last administrator of the account cannot be deleted')
    const disabled = await send(
      `/identity/resources/tenants/users/v1/${server.adminUserId}/disable`,
    )
    expect(disabled.status).toBe(400)
    const stripped = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id: server.adminUserId, roleIds: [''] },
    })
    expect(stripped.status).toBe(400)
    expect(await errorOf(stripped)).toBe(
      'The last administrator of the account cannot lose the Admin role',
    )
    const second = await member('second-admin@example.com', ['Admin'])
    const removed = await send(`/team/resources/members/v1/${second}`, { method: 'DELETE' })
    expect(removed.status).toBe(200)
  })

  it('counts Admin held through a group: the direct grant may go, the only one may not', async () => {
    const tenant = await addTenant(server, 'Grouped admins', 'group-admin@example.com')
    const own = (await login(server, 'group-admin@example.com', admin.password)).token
    const adminRole = await roleId(server, 'Admin')
    const viewer = await roleId(server, 'Viewer')
    const groups = '/identity/resources/groups/v1'
    const created = await send(groups, { body: { name: 'Administrators' }, as: own })
    const group = ((await created.json()) as { id: string }).id
    await send(`${groups}/${group}/roles`, { body: { roleIds: [adminRole] }, as: own })
    await send(`${groups}/${group}/users`, { body: { userIds: [tenant.userId] }, as: own })
    // The only administrator keeps Admin through the group: losing the direct grant is fine.
    const direct = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id: tenant.userId, roleIds: [viewer] },
      as: own,
    })
    expect(direct.status).toBe(200)
    expect(await direct.json()).toMatchObject({ roleIds: [viewer] })
    // Now the group holds their only Admin: neither leaving it nor the group losing Admin goes.
    const left = await send(`${groups}/${group}/users`, {
      method: 'DELETE',
      body: { userIds: [tenant.userId] },
      as: own,
    })
    expect(left.status).toBe(400)
    expect(await errorOf(left)).toBe(
      'The last administrator of the account cannot lose the Admin role',
    )
    const stripped = await send(`${groups}/${group}/roles`, {
      method: 'DELETE',
      body: { roleIds: [adminRole] },
      as: own,
    })
    expect(stripped.status).toBe(400)
    const deleted = await send(`/team/resources/members/v1/${tenant.userId}`, {
      method: 'DELETE',
      as: own,
    })
    expect(deleted.status).toBe(400)
    const members = await server.db
      .selectFrom('group_users')
      .select('user_id')
      .where('group_id', '=', group)
      .execute()
    expect(members).toEqual([{ user_id: tenant.userId }])
  })

  it("replaces a member's roles; [''] means none; unknown ids are 400 naming roleIds", async () => {
    const id = await member('roles@example.com')
    const editor = await roleId(server, 'Editor')
    const set = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id, roleIds: [editor] },
    })
    expect(await set.json()).toMatchObject({ id, roleIds: [editor] })
    const cleared = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id, roleIds: [''] },
    })
    expect(await cleared.json()).toMatchObject({ id, roleIds: [] })
    const unknown = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id, roleIds: ['00000000-0000-4000-8000-000000000000'] },
    })
    expect(unknown.status).toBe(400)
    expect(await errorOf(unknown)).toMatch(/^roleIds/)
    const malformed = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id, roleIds: ['x'] },
    })
    expect(malformed.status).toBe(400)
    expect((await auditRows(server, 'user.roles.updated')).length).toBeGreaterThanOrEqual(2)
  })

  it('refuses granting a role with a permission the caller lacks (Support cannot grant Admin)', async () => {
    const support = await member('support@example.com', ['Support'])
    const target = await member('target@example.com')
    const supportToken = (await login(server, 'support@example.com', admin.password)).token
    const adminRole = await roleId(server, 'Admin')
    const escalated = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id: target, roleIds: [adminRole] },
      as: supportToken,
    })
    expect(escalated.status).toBe(403)
    const self = await send('/team/resources/members/v1', {
      method: 'PUT',
      body: { id: support, roleIds: [adminRole] },
      as: supportToken,
    })
    expect(self.status).toBe(403)
    const deleting = await send(`/team/resources/members/v1/${target}`, {
      method: 'DELETE',
      as: supportToken,
    })
    expect(deleting.status).toBe(403)
  })

  it('locks a member out until unlocked', async () => {
    const id = await member('locked-out@example.com')
    expect((await signIn('locked-out@example.com')).status).toBe(200)
    expect((await send(`/identity/resources/users/v1/${id}/lock`)).status).toBe(200)
    expect((await signIn('locked-out@example.com')).status).not.toBe(200)
    const listed = await call(server, `/identity/resources/users/v3?ids=${id}`, { token })
    expect(await listed.json()).toMatchObject({ items: [{ id, isLocked: true }] })
    expect((await send(`/identity/resources/users/v1/${id}/unlock`)).status).toBe(200)
    expect((await signIn('locked-out@example.com')).status).toBe(200)
  })

  it('disables and enables a member with separate calls; a disabled one cannot refresh', async () => {
    const id = await member('paused@example.com')
    const { cookie } = await login(server, 'paused@example.com', admin.password)
    expect((await send(`/identity/resources/tenants/users/v1/${id}/disable`)).status).toBe(200)
    const listed = await call(server, `/identity/resources/users/v3?ids=${id}`, { token })
    expect(await listed.json()).toMatchObject({ items: [{ id, isDisabled: true }] })
    const refresh = await call(server, '/identity/resources/auth/v1/user/token/refresh', {
      body: {},
      headers: { cookie },
    })
    expect(refresh.status).toBe(401)
    expect((await send(`/identity/resources/tenants/users/v1/${id}/enable`)).status).toBe(200)
    expect((await signIn('paused@example.com')).status).toBe(200)
  })

  it('makes a member temporary only when enabled, and permanent again', async () => {
    const id = await member('temp@example.com')
    const path = `/identity/resources/users/temporary/v1/${id}`
    const off = await send(path, { method: 'PUT', body: { expirationInSeconds: 3600 } })
    expect(off.status).toBe(400)
    await writeVendorConfiguration(server.db, { temporaryUsersEnabled: true }, new Date())
    const config = await call(server, '/identity/resources/users/temporary/v1/configuration', {
      token,
    })
    expect(await config.json()).toEqual({ enabled: true })
    const tooShort = await send(path, { method: 'PUT', body: { expirationInSeconds: 1 } })
    expect(await errorOf(tooShort)).toMatch(/^expirationInSeconds/)
    expect((await send(path, { method: 'PUT', body: { expirationInSeconds: 3600 } })).status).toBe(
      200,
    )
    const listed = await call(server, `/identity/resources/users/v3?ids=${id}`, { token })
    const [item] = ((await listed.json()) as { items: { temporaryExpirationDate?: string }[] })
      .items
    const expiry = Date.parse(item?.temporaryExpirationDate ?? '')
    expect(Math.abs(expiry - (Date.now() + 3_600_000))).toBeLessThan(60_000)
    expect((await send(path, { method: 'DELETE' })).status).toBe(200)
    const after = await call(server, `/identity/resources/users/v3?ids=${id}`, { token })
    expect(JSON.stringify(await after.json())).not.toContain('temporaryExpirationDate')
  })

  it('mails one reset link to each breached member, and lists them with the preset', async () => {
    const breached = await member('breached@example.com')
    await member('fine@example.com')
    await server.db
      .updateTable('users')
      .set({ password_breached_at: new Date() })
      .where('id', '=', breached)
      .execute()
    const listed = await call(server, '/identity/resources/users/v3?_preset=breached-passwords', {
      token,
    })
    const page = (await listed.json()) as { items: { id: string }[] }
    expect(page.items.map((item) => item.id)).toEqual([breached])
    expect((await send('/identity/resources/users/v1/passwords/breached/reset/bulk')).status).toBe(
      200,
    )
    const mails = await readMailbox(server.db, { to: 'breached@example.com' })
    expect(mails.filter((mail) => mail.purpose === 'password-reset')).toHaveLength(1)
    const fine = await readMailbox(server.db, { to: 'fine@example.com' })
    expect(fine).toHaveLength(0)
  })

  it('resends a pending invitation of every tenant that invited the person', async () => {
    await send('/identity/resources/users/v2', { body: { email: 'invitee@example.com' } })
    expect(
      (
        await send('/identity/resources/users/v1/invitation/reset/all', {
          body: { email: 'invitee@example.com' },
        })
      ).status,
    ).toBe(200)
    const mails = await readMailbox(server.db, { to: 'invitee@example.com' })
    expect(mails.filter((mail) => mail.purpose === 'invitation')).toHaveLength(2)
    const nobody = await send('/identity/resources/users/v1/invitation/reset/all', {
      body: { email: 'nobody@example.com' },
    })
    expect(nobody.status).toBe(404)
  })
})
