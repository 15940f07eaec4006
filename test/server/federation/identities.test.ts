import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  findFederatedIdentity,
  linkFederatedIdentity,
  listFederatedIdentities,
} from '../../../server/src/federation/identities'
import { addUser, createTestServer, type TestServer } from '../helpers'

let server: TestServer
beforeAll(async () => {
  server = await createTestServer()
})
afterAll(() => server.close())

const okta = { kind: 'saml' as const, provider: 'config-1', subject: 'ada@corp.example' }

describe('federated identities', () => {
  it('link a subject to one user and record each later sign-in', async () => {
    expect(await findFederatedIdentity(server.db, okta)).toBeNull()
    const first = new Date('2026-11-01T10:00:00Z')
    const later = new Date('2026-11-02T10:00:00Z')
    const linked = { ...okta, userId: server.adminUserId, email: 'ada@corp.example' }
    expect(await linkFederatedIdentity(server.db, { ...linked, now: first })).toBe(true)
    expect(await linkFederatedIdentity(server.db, { ...linked, now: later })).toBe(true)
    const found = await findFederatedIdentity(server.db, okta)
    expect(found).toMatchObject({ userId: server.adminUserId, lastSignInAt: later })
    expect(await listFederatedIdentities(server.db, server.adminUserId)).toHaveLength(1)
  })

  it('never move a linked subject to another user', async () => {
    const other = await addUser(server, { email: 'mallory@example.com' })
    const moved = await linkFederatedIdentity(server.db, {
      ...okta,
      userId: other,
      email: 'mallory@example.com',
      now: new Date(),
    })
    expect(moved).toBe(false)
    expect(await findFederatedIdentity(server.db, okta)).toMatchObject({
      userId: server.adminUserId,
      email: 'ada@corp.example',
    })
  })

  it('keep the same subject apart at different providers', async () => {
    const github = { kind: 'social' as const, provider: 'github', subject: okta.subject }
    expect(await findFederatedIdentity(server.db, github)).toBeNull()
  })
})
