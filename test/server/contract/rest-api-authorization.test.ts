import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, admin, call, createTestServer, login } from '../helpers'
import { roleId } from '../invitations/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * Issue 18, finding 1, through the real @frontegg/rest-api 7.x client: admin Y changes admin X,
 * and X's client, still holding the access token it had before, is refused at once.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const y = createApiClient('authorization-y')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'authorization-y')
  await y.auth.login({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

let count = 0
/** Admin X with its own client context, signed in. */
const adminX = async () => {
  count += 1
  const name = `authorization-x${count}`
  ContextHolder.for(name).setContext({
    baseUrl: peer.url,
    urlPrefix: 'api',
    requestCredentials: 'include',
  })
  const email = `rest-x${count}@example.com`
  const id = await addUser(server, { email, password: admin.password, roleKeys: ['Admin'] })
  const client = createApiClient(name)
  await client.auth.login({ email, password: admin.password })
  return { id, client }
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error instanceof FronteggApiError ? error.statusCode : -1),
  )

describe('@frontegg/rest-api 7.x: a change to a member takes effect on its next call', () => {
  it('demoted: updateUser giving itself Admin back is refused', async () => {
    const x = await adminX()
    await y.teams.updateUser({ id: x.id, roleIds: [await roleId(server, 'Viewer')] })
    const admins = await roleId(server, 'Admin')
    expect(await statusOf(x.client.teams.updateUser({ id: x.id, roleIds: [admins] }))).toBe(403)
    expect((await y.users.getUsersRoles({ ids: [x.id] }))[0]?.roleIds).not.toContain(admins)
  })

  it('locked (the client has no lock call: Y locks over HTTP): removing a member is refused', async () => {
    const x = await adminX()
    const { token } = await login(server)
    const locked = await call(server, `/identity/resources/users/v1/${x.id}/lock`, {
      method: 'POST',
      token,
    })
    expect(locked.status).toBe(200)
    const other = await addUser(server, { email: `other${count}@example.com`, roleKeys: [] })
    expect(await statusOf(x.client.teams.deleteUser({ userId: other }))).toBe(401)
    expect((await y.users.getUsersV3({ ids: other })).items[0]).toMatchObject({ id: other })
  })

  it('disabled: enabling itself is refused', async () => {
    const x = await adminX()
    await y.teams.disableUser(x.id)
    expect(await statusOf(x.client.teams.enableUser(x.id))).toBe(401)
    expect((await y.users.getUsersV3({ ids: x.id })).items[0]).toMatchObject({ isDisabled: true })
  })
})
