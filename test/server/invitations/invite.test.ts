import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { addTenant, addUser, admin, call, createTestServer, login } from '../helpers'
import { auditRows, latestMail, linkQuery, roleId } from './support'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let adminToken: string
beforeAll(async () => {
  server = await createTestServer({ FOYER_APP_URL: 'https://app.example/base' })
  adminToken = (await login(server)).token
})
afterAll(() => server.close())

const invite = (body: Record<string, unknown>, token = adminToken) =>
  call(server, '/identity/resources/users/v2', { body: { provider: 'local', ...body }, token })

const accept = (body: Record<string, unknown>) =>
  call(server, '/identity/resources/users/v1/invitation/accept', { body })

describe('inviting a user (users v2)', () => {
  it('creates an unverified user with the roles given and mails an invitation link', async () => {
    const editor = await roleId(server, 'Editor')
    const response = await invite(
      { email: 'New.Person@example.com', name: 'New Person', roleIds: [editor] },
      adminToken,
    )
    expect(response.status).toBe(201)
    const user = (await response.json()) as Record<string, unknown>
    expect(user).toMatchObject({
      email: 'New.Person@example.com',
      name: 'New Person',
      tenantId: server.tenantId,
      roleIds: [editor],
      activatedForTenant: false,
      verified: false,
    })
    const mail = await latestMail(server, 'new.person@example.com', 'invitation')
    expect(mail.subject).toBe('You are invited to Default')
    expect(mail.text).toContain('https://app.example/base/account/invitation/accept?')
    const query = linkQuery(mail.text)
    expect(query.get('userId')).toBe(user.id)
    expect(query.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [audit] = await auditRows(server, 'user.invited')
    expect(audit).toMatchObject({ tenant_id: server.tenantId, email: admin.email })
  })

  it('writes the mail in the language the inviter reads', async () => {
    const response = await call(server, '/identity/resources/users/v2', {
      body: { email: 'french@example.com' },
      token: adminToken,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    })
    expect(response.status).toBe(201)
    const mail = await latestMail(server, 'french@example.com', 'invitation')
    expect(mail.subject).toBe('Vous êtes invité·e sur Default')
  })

  it('gives the default roles without roleIds, and refuses roles of another tenant', async () => {
    const response = await invite({ email: 'defaults@example.com' })
    expect(((await response.json()) as { roleIds: string[] }).roleIds).toEqual([
      await roleId(server, 'Viewer'),
    ])
    const other = await addTenant(server, 'Other', 'other-admin@example.com')
    const foreignRole = crypto.randomUUID()
    await server.db
      .insertInto('roles')
      .values({ id: foreignRole, tenant_id: other.tenantId, key: 'Theirs', name: 'Theirs' })
      .execute()
    const refused = await invite({ email: 'roles@example.com', roleIds: [foreignRole] })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toMatch(/^roleIds\.0/)
    const nobody = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'roles@example.com')
      .execute()
    expect(nobody).toEqual([])
    // The refused change wrote nothing, its mail included.
    expect(await readMailbox(server.db, { to: 'roles@example.com' })).toEqual([])
  })

  it('answers 400 naming the field for a bad email or phone number, 409 for a member', async () => {
    expect((await invite({ email: 'not an email' })).status).toBe(400)
    const phone = await invite({ email: 'phone@example.com', phoneNumber: '12' })
    expect(phone.status).toBe(400)
    expect(((await phone.json()) as WireErrorBody).errors[0]).toMatch(/^phoneNumber/)
    const member = await invite({ email: admin.email })
    expect(member.status).toBe(409)
  })

  it('is refused without fe.secure.write.users', async () => {
    await addUser(server, {
      email: 'viewer@example.com',
      password: admin.password,
      roleKeys: ['Viewer'],
    })
    const viewer = (await login(server, 'viewer@example.com')).token
    const response = await invite({ email: 'sneaky@example.com' }, viewer)
    expect(response.status).toBe(403)
    expect(
      (await call(server, '/identity/resources/users/v2', { body: { email: 'x@example.com' } }))
        .status,
    ).toBe(401)
  })

  it('refuses roles beyond the inviter: Support cannot invite an Admin (403, nothing written)', async () => {
    await addUser(server, {
      email: 'support-inviter@example.com',
      password: admin.password,
      roleKeys: ['Support'],
    })
    const support = (await login(server, 'support-inviter@example.com')).token
    const adminRole = await roleId(server, 'Admin')
    const refused = await invite(
      { email: 'would-be-admin@example.com', roleIds: [adminRole] },
      support,
    )
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as WireErrorBody).errors[0]).toMatch(
      /^You can only grant permissions you hold yourself/,
    )
    const nobody = await server.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'would-be-admin@example.com')
      .execute()
    expect(nobody).toEqual([])
    expect(await readMailbox(server.db, { to: 'would-be-admin@example.com' })).toEqual([])
    // Within their own permissions, and the defaults, Support may invite.
    const own = await invite(
      { email: 'supported@example.com', roleIds: [await roleId(server, 'Support')] },
      support,
    )
    expect(own.status).toBe(201)
    expect((await invite({ email: 'plain@example.com' }, support)).status).toBe(201)
  })

  it('adds an existing account of another tenant to this one, pending acceptance', async () => {
    const other = await addTenant(server, 'Elsewhere', 'elsewhere@example.com')
    const response = await invite({ email: 'ELSEWHERE@example.com' })
    expect(response.status).toBe(201)
    const user = (await response.json()) as {
      id: string
      verified: boolean
      activatedForTenant: boolean
    }
    expect(user).toMatchObject({ id: other.userId, verified: true, activatedForTenant: false })
    const tenantsOf = async () => {
      const { token } = await login(server, 'elsewhere@example.com')
      const answer = await call(server, '/identity/resources/users/v3/me/tenants', { token })
      const body = (await answer.json()) as { tenants: { tenantId: string }[] }
      return body.tenants.map((tenant) => tenant.tenantId)
    }
    // Not a tenant to work in before accepting.
    expect(await tenantsOf()).toEqual([other.tenantId])
    const mail = await latestMail(server, 'elsewhere@example.com', 'invitation')
    expect(
      await accept({ userId: user.id, token: linkQuery(mail.text).get('token') }),
    ).toHaveProperty('status', 200)
    expect(await tenantsOf()).toEqual([other.tenantId, server.tenantId])
    const membership = await server.db
      .selectFrom('tenant_memberships')
      .select('activated_for_tenant')
      .where('user_id', '=', user.id)
      .where('tenant_id', '=', server.tenantId)
      .executeTakeFirstOrThrow()
    expect(membership.activated_for_tenant).toBe(true)
  })
})

describe('resending an invitation', () => {
  it('mails a fresh link; the older one stops working', async () => {
    await invite({ email: 'resend@example.com' })
    const first = linkQuery((await latestMail(server, 'resend@example.com', 'invitation')).text)
    const resent = await call(server, '/identity/resources/users/v1/invitation/reset', {
      body: { email: 'resend@example.com' },
      token: adminToken,
    })
    expect(resent.status).toBe(200)
    const second = linkQuery((await latestMail(server, 'resend@example.com', 'invitation')).text)
    expect(second.get('token')).not.toBe(first.get('token'))
    const old = await accept({
      userId: first.get('userId'),
      token: first.get('token'),
      password: 'a fine password',
    })
    expect(old.status).toBe(400)
    expect((await auditRows(server, 'user.invitation.resent')).length).toBeGreaterThan(0)
  })

  it("cannot reach another tenant's invitations: the same 404 as nobody", async () => {
    const other = await addTenant(server, 'Tenant B', 'b-admin@example.com')
    const bToken = (await login(server, 'b-admin@example.com')).token
    // A tenant in the body changes nothing: the invitation goes into the caller's own tenant.
    const invitedByB = await invite(
      { email: 'b-invitee@example.com', tenantId: server.tenantId },
      bToken,
    )
    expect(invitedByB.status).toBe(201)
    const memberships = await server.db
      .selectFrom('tenant_memberships')
      .innerJoin('users', 'users.id', 'tenant_memberships.user_id')
      .select('tenant_memberships.tenant_id')
      .where('users.email', '=', 'b-invitee@example.com')
      .execute()
    expect(memberships.map((row) => row.tenant_id)).toEqual([other.tenantId])
    expect(other.tenantId).not.toBe(server.tenantId)
    const before = (await auditRows(server, 'user.invitation.resent')).length
    for (const email of ['b-invitee@example.com', 'nobody-at-all@example.com']) {
      const response = await call(server, '/identity/resources/users/v1/invitation/reset', {
        body: { email },
        token: adminToken,
      })
      expect(response.status).toBe(404)
      expect(((await response.json()) as WireErrorBody).errors).toEqual([
        'No pending invitation for this email in this account',
      ])
    }
    expect((await auditRows(server, 'user.invitation.resent')).length).toBe(before)
  })
})

describe('accepting an invitation', () => {
  const invited = async (email: string) => {
    await invite({ email })
    return linkQuery((await latestMail(server, email, 'invitation')).text)
  }

  it('needs a password from someone without one, then verifies them; the token works once', async () => {
    const query = await invited('accept@example.com')
    const userId = query.get('userId') ?? ''
    const token = query.get('token') ?? ''
    const strategy = await call(server, '/identity/resources/users/v1/invitation/strategy', {
      body: { userId, token },
    })
    expect(await strategy.json()).toEqual({
      shouldSetPassword: true,
      email: 'accept@example.com',
      verified: false,
      acceptWith: 'link',
    })
    const withoutPassword = await accept({ userId, token })
    expect(withoutPassword.status).toBe(400)
    expect(await accept({ userId, token, password: 'short' })).toHaveProperty('status', 400)
    expect(await accept({ userId, token, password: 'a fine password' })).toHaveProperty(
      'status',
      200,
    )
    const [audit] = await auditRows(server, 'user.invitation.accepted')
    expect(audit).toMatchObject({ user_id: userId, tenant_id: server.tenantId })
    const again = await accept({ userId, token, password: 'another password' })
    expect(again.status).toBe(400)
    expect(((await again.json()) as WireErrorBody).errors).toEqual([
      'This invitation is invalid or has expired',
    ])
    const signedIn = await login(server, 'accept@example.com', 'a fine password')
    expect(signedIn.body.tenantId).toBe(server.tenantId)
  })

  it("is bound to its user and purpose; malformed is 'Invalid token specified'", async () => {
    const query = await invited('bound@example.com')
    const token = query.get('token') ?? ''
    const wrongUser = await accept({
      userId: server.adminUserId,
      token,
      password: 'a fine password',
    })
    expect(wrongUser.status).toBe(400)
    const malformed = await accept({ userId: query.get('userId'), token: 'not-a-token' })
    expect(((await malformed.json()) as WireErrorBody).errors).toEqual(['Invalid token specified'])
    const unlock = await call(server, '/identity/resources/users/v3/me/unlock', { body: { token } })
    expect(unlock.status).toBe(400)
    expect(
      await accept({ userId: query.get('userId'), token, password: 'a fine password' }),
    ).toHaveProperty('status', 200)
  })

  it('answers the same whether or not the user exists', async () => {
    const token = 'Z'.repeat(43)
    const answers = await Promise.all(
      [server.adminUserId, crypto.randomUUID()].map(async (userId) => {
        const response = await accept({ userId, token, password: 'a fine password' })
        return { status: response.status, body: (await response.json()) as unknown }
      }),
    )
    expect(answers[0]).toEqual(answers[1])
    expect(answers[0]?.status).toBe(400)
  })

  it('refuses an expired link', async () => {
    const query = await invited('expired@example.com')
    server.clock.advance(8 * 24 * 60 * 60 * 1000)
    const response = await accept({
      userId: query.get('userId'),
      token: query.get('token'),
      password: 'a fine password',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as WireErrorBody).errors).toEqual([
      'This invitation is invalid or has expired',
    ])
  })
})
