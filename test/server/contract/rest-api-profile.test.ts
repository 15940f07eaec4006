import { ContextHolder, createApiClient, FronteggApiError } from '@frontegg/rest-api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addUser, createTestServer } from '../helpers'
import { lastCode } from '../recovery/recovery-helpers'
import { serveForRestApi } from './rest-api-peer'
import type { TestServer } from '../helpers'

/**
 * The profile page's endpoints (wire §5.3 row 10, §5.4 rows 2 and 6, §5.12) through the real
 * @frontegg/rest-api 7.x client over HTTP, with the browser globals it reads.
 */
let server: TestServer
let peer: Awaited<ReturnType<typeof serveForRestApi>>
const client = createApiClient('profile')
const email = 'client-profile@example.com'

beforeAll(async () => {
  server = await createTestServer()
  peer = await serveForRestApi(server, 'profile')
  await addUser(server, { email, password: 'client profile 1', name: 'Client' })
  const login = await client.auth.login({ email, password: 'client profile 1' })
  ContextHolder.for('profile').setAccessToken(login.accessToken)
})

afterAll(async () => {
  await peer.close()
  await server.close()
})

const failureOf = async (promise: Promise<unknown>) => {
  const error: unknown = await promise.catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FronteggApiError)
  return error as FronteggApiError
}

describe('@frontegg/rest-api 7.x: the profile', () => {
  it('updates the profile with updateUserProfileV2 and teams.updateProfile', async () => {
    const metadata = JSON.stringify({ address: '2 Side St', jobTitle: 'Tester' })
    const profile = await client.users.updateUserProfileV2({ name: 'Client Renamed', metadata })
    expect(profile.name).toBe('Client Renamed')
    expect(JSON.parse(profile.metadata)).toEqual({ address: '2 Side St', jobTitle: 'Tester' })
    const again = await client.teams.updateProfile({ name: 'Client Again' })
    expect(again.name).toBe('Client Again')
    const error = await failureOf(client.users.updateUserProfileV2({ name: ' ' }))
    expect(error.statusCode).toBe(400)
    expect(error.message).toBe('name must not be empty')
  })

  it('sets, reads and deletes the username', async () => {
    await client.usernames.createUsername({ username: 'client.name' })
    expect(await client.usernames.getUserOwnUsername()).toMatchObject({ username: 'client.name' })
    await client.usernames.deleteUsername('client.name')
    const gone = await failureOf(client.usernames.getUserOwnUsername())
    expect(gone.statusCode).toBe(404)
  })

  it('changes the password with teams.changePassword', async () => {
    const wrong = await failureOf(
      client.teams.changePassword({ password: 'not it', newPassword: 'client profile 2' }),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.message).toBe('The current password is incorrect')
    await client.teams.changePassword({
      password: 'client profile 1',
      newPassword: 'client profile 2',
    })
    const login = await client.auth.login({ email, password: 'client profile 2' })
    expect(login.accessToken).toEqual(expect.any(String))
  })

  it('adds, verifies, lists and deletes a phone number with userPhoneNumbers', async () => {
    const bad = await failureOf(client.userPhoneNumbers.createPhoneNumber({ phoneNumber: 'x' }))
    expect(bad.statusCode).toBe(400)
    expect(bad.message).toBe('phoneNumber is not a valid phone number')
    const { otcToken } = await client.userPhoneNumbers.createPhoneNumber({
      phoneNumber: '+12015550177',
    })
    const code = await lastCode(server, '+12015550177', 'phone-number-add')
    await client.userPhoneNumbers.verifyPhoneNumber({ otcToken: otcToken ?? '', code })
    const page = await client.userPhoneNumbers.getUserPhoneNumbers({ _limit: 10, _offset: 0 })
    expect(page.items).toEqual([
      expect.objectContaining({ phoneNumber: '+12015550177', verified: true }),
    ])
    const id = page.items[0]?.id ?? ''
    const asked = await client.userPhoneNumbers.deletePhoneNumber(id)
    const deleteCode = await lastCode(server, '+12015550177', 'phone-number-delete')
    await client.userPhoneNumbers.verifyDeletePhoneNumber(id, {
      otcToken: asked.otcToken,
      code: deleteCode,
    })
    expect(await client.userPhoneNumbers.getUserOwnPhoneNumbers()).toEqual([])
  })

  it('uploads a picture with teams.updateProfileImage (FormData) and answers its URL', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const form = new FormData()
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png')
    const url = await client.teams.updateProfileImage(form)
    expect(url).toMatch(/\/api\/identity\/resources\/users\/v1\/pictures\/[0-9a-f-]{36}$/)
    // The URL names the configured issuer; fetch it from this test's listening port.
    const served = await fetch(`${peer.url}${new URL(url).pathname}`)
    expect(served.headers.get('content-type')).toBe('image/png')
    const profile = await client.users.updateUserProfileV2({ profilePictureUrl: `${url}?t=1` })
    expect(profile.profilePictureUrl).toMatch(new RegExp(`^${url}\\?t=\\d+$`))
  })

  it('changes the email with teams.updateEmail and verifyEmail', async () => {
    const bad = await failureOf(client.teams.updateEmail('not an address'))
    expect(bad.message).toBe('email is not a valid email address')
    await client.teams.updateEmail('client-renamed@example.com')
    const code = await lastCode(server, 'client-renamed@example.com', 'email-change')
    await client.teams.verifyEmail('client-renamed@example.com', code)
    const login = await client.auth.login({
      email: 'client-renamed@example.com',
      password: 'client profile 2',
    })
    expect(login.accessToken).toEqual(expect.any(String))
  })

  it('lists usernames with getUsernamesV1 only for a reader of users', async () => {
    const error = await failureOf(client.usernames.getUsernamesV1({ _limit: 10 }))
    expect(error.statusCode).toBe(403)
  })
})
