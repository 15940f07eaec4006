import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, call, createTestServer, login } from '../helpers'
import type { TestServer, WireErrorBody } from '../helpers'

let server: TestServer
let token: string
let userId: string

beforeAll(async () => {
  server = await createTestServer()
  userId = await addUser(server, {
    email: 'profile-owner@example.com',
    password: 'profile owner 1',
    name: 'Before',
  })
  await server.db
    .updateTable('users')
    .set({ phone_number: '+12015550123' })
    .where('id', '=', userId)
    .execute()
  token = (await login(server, 'profile-owner@example.com', 'profile owner 1')).token
})
afterAll(() => server.close())

const put = (body: unknown, bearer: string | undefined = token) =>
  call(server, '/identity/resources/users/v2/me', { method: 'PUT', body, token: bearer })

const refusal = async (body: unknown) => {
  const response = await put(body)
  expect(response.status).toBe(400)
  return ((await response.json()) as WireErrorBody).errors[0]
}

const auditRows = () =>
  server.db
    .selectFrom('audit_logs')
    .select(['action', 'json'])
    .where('user_id', '=', userId)
    .where('action', '=', 'user.profile.updated')
    .execute()

describe('PUT /identity/resources/users/v2/me', () => {
  it('saves the name, address and job title and answers the profile', async () => {
    const metadata = JSON.stringify({ address: '1 Main St', jobTitle: 'Engineer', team: 'core' })
    const response = await put({ name: '  After  ', metadata, userAgent: 'x', ipAddress: 'y' })
    expect(response.status).toBe(200)
    const profile = (await response.json()) as { name: string; metadata: string; id: string }
    expect(profile.id).toBe(userId)
    expect(profile.name).toBe('After')
    expect(JSON.parse(profile.metadata)).toEqual({
      address: '1 Main St',
      jobTitle: 'Engineer',
      team: 'core',
    })
    const me = await call(server, '/identity/resources/users/v2/me', { token })
    expect(((await me.json()) as { name: string }).name).toBe('After')
    const rows = await auditRows()
    expect(rows.map((row) => row.json as unknown)).toContainEqual({
      changed: ['name', 'metadata'],
    })
  })

  it('names the field of bad input and changes nothing', async () => {
    expect(await refusal({ name: '   ' })).toBe('name must not be empty')
    expect(await refusal({ name: 'ok', metadata: '[1]' })).toBe(
      'metadata must be JSON text of an object',
    )
    expect(await refusal({ metadata: 'not json' })).toBe('metadata must be JSON text of an object')
    expect(await refusal({ metadata: JSON.stringify({ jobTitle: 7 }) })).toBe(
      'metadata.jobTitle must be a string',
    )
    expect(await refusal({ metadata: JSON.stringify({ address: 'x'.repeat(301) }) })).toBe(
      'metadata.address must be at most 300 characters long',
    )
    expect(await refusal({ name: 'x'.repeat(201) })).toMatch(/^name: /)
    expect(await refusal({ phoneNumber: 'call me' })).toBe(
      'phoneNumber is not a valid phone number',
    )
    const user = await server.db
      .selectFrom('users')
      .select(['name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(user.name).toBe('After')
  })

  it('keeps the phone number: the same one is accepted, a new one needs its texted code', async () => {
    expect((await put({ phoneNumber: '+1 (201) 555-0123' })).status).toBe(200)
    expect(await refusal({ name: 'Changed', phoneNumber: '+14155550100' })).toBe(
      'phoneNumber changes only with a texted code (users/v1/phone)',
    )
    const user = await server.db
      .selectFrom('users')
      .select(['name', 'phone_number'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
    expect(user).toEqual({ name: 'After', phone_number: '+12015550123' })
  })

  it('refuses a caller without a valid token', async () => {
    expect((await put({ name: 'Nobody' }, '')).status).toBe(401)
    expect((await put({ name: 'Nobody' }, 'not.a.token')).status).toBe(401)
  })
})
