import { createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addUser, admin, createTestServer } from '../helpers'
import { roleId } from '../invitations/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The team endpoints through the real @frontegg/rest-api 7.x client over HTTP (as
 * rest-api.test.ts does): what the Team page and `<users-table>` call.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('team')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'team')
  await client.auth.login({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const listed = async (id: string) => (await client.users.getUsersV3({ ids: id })).items[0]

describe('@frontegg/rest-api 7.x: team', () => {
  it('updateUser sets roles; [""] clears them; deleteUser removes the member', async () => {
    const id = await addUser(server, { email: 'contract@example.com', roleKeys: ['Viewer'] })
    const editor = await roleId(server, 'Editor')
    expect(await client.teams.updateUser({ id, roleIds: [editor] })).toMatchObject({
      id,
      roleIds: [editor],
    })
    expect((await client.users.getUsersRoles({ ids: [id] }))[0]?.roleIds).toEqual([editor])
    expect((await client.teams.updateUser({ id, roleIds: [''] })).roleIds).toEqual([])
    expect(await listed(id)).toMatchObject({ id })
    expect(await client.teams.deleteUser({ userId: id })).toMatchObject({ id })
    expect(await listed(id)).toBeUndefined()
  })

  it('disableUser and enableUser; the last administrator cannot be disabled', async () => {
    const id = await addUser(server, { email: 'toggle@example.com' })
    await client.teams.disableUser(id)
    expect(await listed(id)).toMatchObject({ isDisabled: true })
    await client.teams.enableUser(id)
    expect(await listed(id)).toMatchObject({ isDisabled: false })
    const error: unknown = await client.teams
      .disableUser(server.adminUserId)
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).statusCode).toBe(400)
  })

  it('temporary users: configuration, updateUserExpirationTime and setPermanentUser', async () => {
    await writeVendorConfiguration(server.db, { temporaryUsersEnabled: true }, new Date())
    expect(await client.teams.getTemporaryUserConfiguration()).toEqual({ enabled: true })
    const id = await addUser(server, { email: 'temporary@example.com' })
    await client.teams.updateUserExpirationTime({ userId: id, expirationInSeconds: 86_400 })
    expect((await listed(id))?.temporaryExpirationDate).toBeDefined()
    await client.teams.setPermanentUser(id)
    expect((await listed(id))?.temporaryExpirationDate).toBeUndefined()
  })

  it('revokeSessionsForUser, resendInvitationLinkToAllTenants and sendResetBreachedPasswordEmails', async () => {
    const id = await addUser(server, { email: 'breach@example.com', password: admin.password })
    await client.auth.revokeSessionsForUser(id)
    await client.teams.addUser({ email: 'again@example.com', roleIds: [] })
    await client.teams.resendInvitationLinkToAllTenants({ email: 'again@example.com' })
    const invitations = await readMailbox(server.db, { to: 'again@example.com' })
    expect(invitations.filter((mail) => mail.purpose === 'invitation')).toHaveLength(2)
    await server.db
      .updateTable('users')
      .set({ password_breached_at: new Date() })
      .where('id', '=', id)
      .execute()
    const page = await client.users.getUsersV3({ _preset: 'breached-passwords' as never })
    expect(page.items.map((item) => item.id)).toEqual([id])
    await client.users.sendResetBreachedPasswordEmails()
    const resets = await readMailbox(server.db, { to: 'breach@example.com' })
    expect(resets.filter((mail) => mail.purpose === 'password-reset')).toHaveLength(1)
  })

  it('getUsersV3 searches name or email and sorts by name', async () => {
    await addUser(server, { email: 'zed@example.com', name: 'Aaron Search' })
    await addUser(server, { email: 'searchable@example.com', name: 'Zoe' })
    const page = await client.users.getUsersV3({
      _email: 'search',
      _sortBy: 'name' as never,
      _order: 'ASC' as never,
    })
    expect(page.items.map((item) => item.name)).toEqual(['Aaron Search', 'Zoe'])
  })
})
