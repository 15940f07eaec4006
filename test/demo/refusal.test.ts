import { beforeEach, describe, expect, it } from 'vitest'
import {
  addUser,
  ApiError,
  createApiClient,
  deleteUser,
  getMe,
  getUsersV3,
  login,
} from '../../src/api'
import { getGroupsOnly } from '../../src/api/groups'
import { switchUser } from '../../src/api/team'
import { createDemoFetch } from '../../src/demo'
import { vendorRoles } from '../../src/wire'
import { installSessionStorage } from './memory-storage'

beforeEach(() => {
  installSessionStorage()
})

/** A client of one demo transport, signed in as the persona of `email`. */
async function signedIn(email: string) {
  const session: { token?: string } = {}
  const client = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch: createDemoFetch({ delayMs: 0 }),
    getAccessToken: () => session.token,
  })
  session.token = (await login(client, { email, password: 'correct horse' })).accessToken
  return client
}

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(ApiError)
  const { status, errorCode, message, context } = error as ApiError
  return { status, errorCode, message, context }
}

describe('demo refusals', () => {
  it('gives each persona the permissions the server gives its role', async () => {
    for (const [email, key] of [
      ['viewer@acme.test', 'Viewer'],
      ['support@acme.test', 'Support'],
      ['readonly@acme.test', 'ReadOnly'],
      ['editor@acme.test', 'Editor'],
      ['ada@acme.test', 'Admin'],
    ] as const) {
      const me = await getMe(await signedIn(email))
      const role = vendorRoles.find((entry) => entry.key === key)
      expect(me.roles.map((held) => held.key)).toEqual([key])
      expect(me.permissions.length).toBeGreaterThan(0)
      expect(me.permissions.every((permission) => role?.permissions(permission.key))).toBe(true)
    }
  })

  it("refuses a Viewer's writes and unreadable lists with the server's 403, in words", async () => {
    const viewer = await signedIn('viewer@acme.test')
    const team = await getUsersV3(viewer, { _limit: 5, _offset: 0 })
    expect(team.items.length).toBeGreaterThan(0)
    expect(await refusal(addUser(viewer, { email: 'new@acme.test', roleIds: [] }))).toEqual({
      status: 403,
      errorCode: 'ER-FOYER-1006',
      message: 'You need the Edit Users permission; ask an administrator.',
      context: { permissions: ['fe.secure.write.users'] },
    })
    const someone = team.items.find((user) => user.email !== 'viewer@acme.test')
    expect((await refusal(switchUser(viewer, 'lock', someone?.id ?? ''))).status).toBe(403)
    expect((await refusal(deleteUser(viewer, someone?.id ?? ''))).context).toEqual({
      permissions: ['fe.secure.delete.users'],
    })
    expect((await refusal(getGroupsOnly(viewer))).context).toEqual({
      permissions: ['fe.secure.read.groups'],
    })
  })

  it('lets Support manage users but not remove them, and the Admin do both', async () => {
    const support = await signedIn('support@acme.test')
    await expect(addUser(support, { email: 'one@acme.test', roleIds: [] })).resolves.toMatchObject({
      email: 'one@acme.test',
    })
    const added = (await getUsersV3(support, { _limit: 200, _offset: 0 })).items.find(
      (user) => user.email === 'one@acme.test',
    )
    expect((await refusal(deleteUser(support, added?.id ?? ''))).status).toBe(403)
    const admin = await signedIn('ada@acme.test')
    const mine = await addUser(admin, { email: 'two@acme.test', roleIds: [] })
    await expect(deleteUser(admin, mine.id)).resolves.toBeUndefined()
  })

  it('lets Support lock a member it is as strong as, never an administrator, as the server', async () => {
    const support = await signedIn('support@acme.test')
    const team = (await getUsersV3(support, { _limit: 200, _offset: 0 })).items
    const administrator = team.find((user) =>
      user.tenants[0]?.roles.some((role) => role.key === 'Admin'),
    )
    const viewer = team.find((user) => user.tenants[0]?.roles.some((role) => role.key === 'Viewer'))
    const refused = await refusal(switchUser(support, 'lock', administrator?.id ?? ''))
    expect(refused.status).toBe(403)
    expect(refused.message).toMatch(
      /^You can only manage members whose permissions you hold yourself; .+ also holds /,
    )
    expect(administrator && viewer).toBeTruthy()
    // A Viewer holds nothing Support lacks: locked (the call would throw if refused).
    await switchUser(support, 'lock', viewer?.id ?? '')
  })
})
