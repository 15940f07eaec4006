import { describe, expect, it } from 'vitest'
import { addUser, createApiClient, deleteUser, getUsersV3, login } from '../../src/api'
import { switchTenant } from '../../src/api/tenants'
import { createDemoFetch } from '../../src/demo'

async function signedInClient() {
  const session: { token?: string } = {}
  const client = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch: createDemoFetch({ delayMs: 0 }),
    getAccessToken: () => session.token,
  })
  session.token = (
    await login(client, { email: 'ada@example.com', password: 'secret-1' })
  ).accessToken
  return client
}

describe('demo users are stateful', () => {
  it('lists an added user first, with the roles given', async () => {
    const client = await signedInClient()
    const added = await addUser(client, {
      email: 'new.person@example.com',
      name: 'New Person',
      roleIds: ['role-viewer'],
    })
    expect(added).toMatchObject({ email: 'new.person@example.com', roleIds: ['role-viewer'] })
    const page = await getUsersV3(client, {})
    expect(page.items[0]).toMatchObject({ id: added.id, name: 'New Person', verified: false })
    expect(page._metadata.totalItems).toBe(21)
  })

  it('refuses a taken email (409), a bad email and unknown roles (400)', async () => {
    const client = await signedInClient()
    await expect(
      addUser(client, { email: 'mia.novak@acme.test', roleIds: [] }),
    ).rejects.toMatchObject({ status: 409 })
    await expect(addUser(client, { email: 'not-an-email', roleIds: [] })).rejects.toMatchObject({
      status: 400,
    })
    await expect(
      addUser(client, { email: 'x@example.com', roleIds: ['role-nope'] }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('drops a removed user from the list, by the id in the path', async () => {
    const client = await signedInClient()
    const [target] = (await getUsersV3(client, { _email: 'mia.novak' })).items
    if (!target) throw new Error('The canned user is missing')
    await deleteUser(client, target.id)
    await expect(getUsersV3(client, { _email: 'mia.novak' })).resolves.toMatchObject({
      items: [],
      _metadata: { totalItems: 0 },
    })
    await expect(deleteUser(client, target.id)).rejects.toMatchObject({ status: 404 })
  })

  it('lists the members whose password was found in a breach under their preset', async () => {
    const client = await signedInClient()
    const page = await getUsersV3(client, { _preset: 'breached-passwords' })
    expect(page.items.map((user) => user.name).sort()).toEqual(['Mateo García', 'Samuel Mensah'])
  })

  it('keeps the signed-in admin', async () => {
    const client = await signedInClient()
    const [me] = (await getUsersV3(client, { _email: 'ada@example.com' })).items
    await expect(deleteUser(client, me?.id ?? '')).rejects.toMatchObject({ status: 403 })
  })

  it('shows each tenant its own team after a switch, the persona in both', async () => {
    const client = await signedInClient()
    const acme = await getUsersV3(client, { _limit: 50 })
    await switchTenant(client, { tenantId: 'demo-tenant-globex' })
    const globex = await getUsersV3(client, { _limit: 50 })
    const emails = (page: typeof acme) => page.items.map((user) => user.email ?? '')
    expect(emails(globex)).toContain('ada@example.com')
    expect(emails(acme)).toContain('ada@example.com')
    expect(emails(globex).filter((email) => email.endsWith('@globex.test'))).toHaveLength(4)
    expect(emails(globex).some((email) => email.endsWith('@acme.test'))).toBe(false)
    expect(emails(acme).some((email) => email.endsWith('@globex.test'))).toBe(false)
    const added = await addUser(client, { email: 'new.globex@example.com', roleIds: [] })
    expect((await getUsersV3(client, { _limit: 50 })).items[0]?.id).toBe(added.id)
    await switchTenant(client, { tenantId: 'demo-tenant' })
    const back = await getUsersV3(client, { _limit: 50 })
    expect(back.items.some((user) => user.id === added.id)).toBe(false)
    expect(back._metadata.totalItems).toBe(acme._metadata.totalItems)
  })
})
