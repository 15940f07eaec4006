import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import { roleId } from '../invitations/support'
import type { TestServer, WireErrorBody } from '../helpers'

// Issue 18, finding 1: tenant routes trusted the permissions inside the access token, so a member
// demoted, locked, disabled or removed kept its old power for the token's lifetime (600 s).

let server: TestServer
/** Admin Y, who changes X. */
let adminToken: string

beforeAll(async () => {
  server = await createTestServer()
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

let count = 0
/** Admin X: a second administrator, signed in before the change. */
const signedInAdmin = async (roleKeys = ['Admin']) => {
  count += 1
  const email = `x${count}@example.com`
  const id = await addUser(server, { email, password: admin.password, roleKeys })
  const { token } = await login(server, email)
  return { id, email, token }
}

const send = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  call(server, path, { method: init.method ?? 'POST', body: init.body, token })

const errorOf = async (response: Response) => ((await response.json()) as WireErrorBody).errors[0]

const demote = async (userId: string) => {
  const viewer = await roleId(server, 'Viewer')
  const response = await send('/team/resources/members/v1', adminToken, {
    method: 'PUT',
    body: { id: userId, roleIds: [viewer] },
  })
  expect(response.status).toBe(200)
}

describe('authorization on the member’s current state', () => {
  it('a demoted admin’s old token cannot give itself Admin back', async () => {
    const x = await signedInAdmin()
    await demote(x.id)
    const regrant = await send('/team/resources/members/v1', x.token, {
      method: 'PUT',
      body: { id: x.id, roleIds: [await roleId(server, 'Admin')] },
    })
    expect(regrant.status).toBe(403)
    const me = await call(server, '/identity/resources/users/v2/me', { token: x.token })
    expect(me.status).toBe(200)
    const roles = ((await me.json()) as { roles: { key: string }[] }).roles.map((r) => r.key)
    expect(roles).toEqual(['Viewer'])
  })

  it('a member promoted after its token was issued may act at once', async () => {
    const x = await signedInAdmin(['Viewer'])
    let targets = 0
    const lockSomeone = async () => {
      targets += 1
      const email = `target${targets}-of-${x.id}@example.com`
      const target = await addUser(server, { email, roleKeys: [] })
      return send(`/identity/resources/users/v1/${target}/lock`, x.token)
    }
    expect((await lockSomeone()).status).toBe(403)
    const promoted = await send('/team/resources/members/v1', adminToken, {
      method: 'PUT',
      body: { id: x.id, roleIds: [await roleId(server, 'Admin')] },
    })
    expect(promoted.status).toBe(200)
    expect((await lockSomeone()).status).toBe(200)
  })

  it('a locked admin cannot unlock itself with its old token', async () => {
    const x = await signedInAdmin()
    expect((await send(`/identity/resources/users/v1/${x.id}/lock`, adminToken)).status).toBe(200)
    const unlock = await send(`/identity/resources/users/v1/${x.id}/unlock`, x.token)
    expect(unlock.status).toBe(401)
    expect(await errorOf(unlock)).toBe('Your account is locked. Ask an administrator to unlock it')
    const signIn = await call(server, '/identity/resources/auth/v1/user', {
      body: { email: x.email, password: admin.password },
    })
    expect(signIn.status).not.toBe(200)
  })

  it('a disabled admin cannot enable itself with its old token', async () => {
    const x = await signedInAdmin()
    const path = (what: string) => `/identity/resources/tenants/users/v1/${x.id}/${what}`
    expect((await send(path('disable'), adminToken)).status).toBe(200)
    const enable = await send(path('enable'), x.token)
    expect(enable.status).toBe(401)
    expect(await errorOf(enable)).toBe('Your access to this account was disabled. Sign in again')
  })

  it('a removed admin can neither invite itself back nor remove another admin', async () => {
    const x = await signedInAdmin()
    const other = await signedInAdmin()
    const removed = await send(`/team/resources/members/v1/${x.id}`, adminToken, {
      method: 'DELETE',
    })
    expect(removed.status).toBe(200)
    const reinvite = await send('/identity/resources/users/v2', x.token, {
      body: { email: x.email, name: 'X', roleIds: [await roleId(server, 'Admin')] },
    })
    expect(reinvite.status).toBe(401)
    expect(await errorOf(reinvite)).toBe(
      'You are no longer a member of this account. Sign in again',
    )
    const deleteOther = await send(`/team/resources/members/v1/${other.id}`, x.token, {
      method: 'DELETE',
    })
    expect(deleteOther.status).toBe(401)
    const stillThere = await call(server, `/identity/resources/users/v3?ids=${other.id}`, {
      token: adminToken,
    })
    expect(await stillThere.json()).toMatchObject({ items: [{ id: other.id }] })
  })

  it('an admin removed and invited back as a viewer does not regain Admin through its old token', async () => {
    const x = await signedInAdmin()
    await send(`/team/resources/members/v1/${x.id}`, adminToken, { method: 'DELETE' })
    const viewer = await roleId(server, 'Viewer')
    const invited = await send('/identity/resources/users/v2', adminToken, {
      body: { email: x.email, name: 'X', roleIds: [viewer] },
    })
    expect(invited.status).toBe(201)
    // A membership exists again, as a viewer: the old token must not act as an administrator.
    const regrant = await send('/team/resources/members/v1', x.token, {
      method: 'PUT',
      body: { id: x.id, roleIds: [await roleId(server, 'Admin'), viewer] },
    })
    expect([401, 403]).toContain(regrant.status)
  })
})

describe('what a member holds changes on its next request, whatever the path', () => {
  const groups = '/identity/resources/groups/v1'
  /** A viewer signed in now, and a probe that needs `fe.secure.write.users`. */
  const signedInViewer = async () => {
    const x = await signedInAdmin(['Viewer'])
    let probes = 0
    const mayLock = async () => {
      probes += 1
      const email = `probe${probes}-of-${x.id}@example.com`
      const target = await addUser(server, { email, roleKeys: [] })
      return (await send(`/identity/resources/users/v1/${target}/lock`, x.token)).status
    }
    return { ...x, mayLock }
  }

  it('joining and leaving a group that grants Admin, and the tenant’s group-roles switch', async () => {
    const x = await signedInViewer()
    const created = await send(groups, adminToken, { body: { name: `Admins of ${x.id}` } })
    const group = (await created.json()) as { id: string }
    const admins = await roleId(server, 'Admin')
    await send(`${groups}/${group.id}/roles`, adminToken, { body: { roleIds: [admins] } })
    expect(await x.mayLock()).toBe(403)
    await send(`${groups}/${group.id}/users`, adminToken, { body: { userIds: [x.id] } })
    expect(await x.mayLock()).toBe(200)
    const off = await send(`${groups}/config`, adminToken, { body: { rolesEnabled: false } })
    expect(off.status).toBeLessThan(300)
    expect(await x.mayLock()).toBe(403)
    await send(`${groups}/config`, adminToken, { body: { rolesEnabled: true } })
    expect(await x.mayLock()).toBe(200)
    await send(`${groups}/${group.id}/users`, adminToken, {
      method: 'DELETE',
      body: { userIds: [x.id] },
    })
    expect(await x.mayLock()).toBe(403)
  })

  it('a permission taken from a role its holders hold', async () => {
    const permissions = (await (
      await call(server, '/identity/resources/permissions/v1', { token: adminToken })
    ).json()) as { id: string; key: string }[]
    const writeUsers = permissions.find((p) => p.key === 'fe.secure.write.users')?.id
    const readUsers = permissions.find((p) => p.key === 'fe.secure.read.users')?.id
    const role = (await (
      await send('/identity/resources/roles/v2', adminToken, {
        body: { key: 'lockers', name: 'Lockers', permissionIds: [writeUsers, readUsers] },
      })
    ).json()) as { id: string }
    const x = await signedInViewer()
    await send('/team/resources/members/v1', adminToken, {
      method: 'PUT',
      body: { id: x.id, roleIds: [role.id] },
    })
    expect(await x.mayLock()).toBe(200)
    const shrunk = await send(`/identity/resources/roles/v1/${role.id}/permissions`, adminToken, {
      method: 'PUT',
      body: { permissionIds: [readUsers] },
    })
    expect(shrunk.status).toBe(200)
    expect(await x.mayLock()).toBe(403)
  })
})
