import { createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addTenant, addUser, admin, call, createTestServer } from '../helpers'
import { latestMail, linkQuery, roleId } from '../invitations/support'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The invitation and unlock endpoints through the real @frontegg/rest-api 7.x client over HTTP,
 * with the browser globals it reads (as rest-api.test.ts does).
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('invitations')

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'invitations')
  await client.auth.login({ email: admin.email, password: admin.password })
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

describe('@frontegg/rest-api 7.x: invitations and unlock', () => {
  it('invites with addUser, resends, and accepts an existing account with acceptInvitation', async () => {
    const other = await addTenant(server, 'Elsewhere', 'someone@example.com')
    const editor = await roleId(server, 'Editor')
    const user = await client.teams.addUser({ email: 'someone@example.com', roleIds: [editor] })
    expect(user).toMatchObject({ id: other.userId, roleIds: [editor], activatedForTenant: false })
    await client.teams.resendInvitationLink({ email: 'someone@example.com' })
    await client.auth.resendInvitationEmail({ email: 'someone@example.com' })
    const mails = (await readMailbox(server.db, { to: 'someone@example.com' })).filter(
      (mail) => mail.purpose === 'invitation',
    )
    expect(mails).toHaveLength(3)
    const query = linkQuery((await latestMail(server, 'someone@example.com', 'invitation')).text)
    await client.auth.acceptInvitation({
      userId: query.get('userId') ?? '',
      token: query.get('token') ?? '',
    })
    const error: unknown = await client.auth
      .acceptInvitation({ userId: query.get('userId') ?? '', token: 'bad' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(FronteggApiError)
    expect((error as FronteggApiError).message).toBe('Invalid token specified')
    const refused: unknown = await client.auth
      .acceptInvitationWithOTC({ userId: other.userId, token: 'A'.repeat(43), code: '123456' })
      .catch((caught: unknown) => caught)
    expect((refused as FronteggApiError).statusCode).toBe(400)
  })

  it("answers the invite link configuration from the vendor's settings", async () => {
    expect(await client.teams.getInviteLinkConfiguration()).toEqual({
      tenantInvitationsAllowed: true,
      emailsEnabled: true,
    })
    const patch = { tenantInvitationsAllowed: false, inviteLinkEmailsEnabled: false }
    await writeVendorConfiguration(server.db, patch, server.clock.now())
    expect(await client.teams.getInviteLinkConfiguration()).toEqual({
      tenantInvitationsAllowed: false,
      emailsEnabled: false,
    })
    const restore = { tenantInvitationsAllowed: true, inviteLinkEmailsEnabled: true }
    await writeVendorConfiguration(server.db, restore, server.clock.now())
  })

  it('creates, reads, updates and deletes the invite link; verifyInviteToken answers the tenant', async () => {
    const created = await client.teams.createInviteUserLink({})
    expect(created.tenantId).toBe(server.tenantId)
    expect((await client.teams.getInviteUserLink()).token).toBe(created.token)
    const updated = await client.teams.updateInviteUserLink({ shouldSendEmail: true })
    expect(updated).toMatchObject({ token: created.token, shouldSendEmail: true })
    expect(await client.auth.verifyInviteToken({ token: created.token })).toBe('Default')
    const v2 = await client.teams.createInviteUserLinkV2({ expiresInMinutes: 10 })
    expect(v2.token).not.toBe(created.token)
    await client.teams.deleteInviteUserLink()
    const gone: unknown = await client.teams.getInviteUserLink().catch((caught: unknown) => caught)
    expect((gone as FronteggApiError).statusCode).toBe(404)
  })

  it('unlocks with unlockMe and the token of the unlock mail', async () => {
    await addUser(server, { email: 'locked@example.com', password: admin.password })
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await client.auth
        .login({ email: 'locked@example.com', password: 'wrong one' })
        .catch(() => null)
    }
    const query = linkQuery((await latestMail(server, 'locked@example.com', 'unlock')).text)
    await client.users.unlockMe({ token: query.get('token') ?? '' })
    const signedIn = await client.auth.login({
      email: 'locked@example.com',
      password: admin.password,
    })
    expect(signedIn.email).toBe('locked@example.com')
  })

  it('acceptInvitationWithOTC accepts with the code the code route sent (invitation strategy code)', async () => {
    const strategy = { strategy: 'code' as const, codeChannel: 'email' as const }
    await writeVendorConfiguration(server.db, { invitationStrategy: strategy }, server.clock.now())
    // The unlock case above left the client signed in as someone else.
    await client.auth.login({ email: admin.email, password: admin.password })
    // Someone with an account (and so a password) elsewhere: the code alone accepts.
    await addTenant(server, 'Coded Inc', 'coded@example.com')
    await client.teams.addUser({ email: 'coded@example.com', roleIds: [] })
    const query = linkQuery((await latestMail(server, 'coded@example.com', 'invitation')).text)
    const link = { userId: query.get('userId') ?? '', token: query.get('token') ?? '' }
    // Foyer's own call, made by the box when the code route opens.
    expect(
      (await call(server, '/identity/resources/users/v1/invitation/code', { body: link })).status,
    ).toBe(200)
    const mail = await latestMail(server, 'coded@example.com', 'invitation-code')
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
    const withoutCode: unknown = await client.auth
      .acceptInvitation(link)
      .catch((caught: unknown) => caught)
    expect((withoutCode as FronteggApiError).statusCode).toBe(400)
    await client.auth.acceptInvitationWithOTC({ ...link, code })
    const user = await server.db
      .selectFrom('tenant_memberships')
      .select('activated_for_tenant')
      .where('user_id', '=', link.userId)
      .where('tenant_id', '=', server.tenantId)
      .executeTakeFirstOrThrow()
    expect(user.activated_for_tenant).toBe(true)
  })
})
