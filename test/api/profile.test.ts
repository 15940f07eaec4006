import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/api/client'
import {
  getMyUsername,
  pictureChange,
  PROFILE_PATHS,
  saveUsername,
  updateProfile,
} from '../../src/api/profile'
import { createDemoFetch } from '../../src/demo'
import type { ApiClient } from '../../src/api/client'

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

/** A client of a fresh demo, signed in, that records the paths it calls. */
const signedInClient = async () => {
  const baseUrl = 'https://profile-api.foyer.test'
  const demo = createDemoFetch({ delayMs: 0 }).forApi({ baseUrl, apiPrefix: 'api' })
  const calls: string[] = []
  const session: { token?: string } = {}
  const recording = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString())
    calls.push(`${init?.method ?? 'GET'} ${url.pathname.replace('/api', '')}`)
    return demo(input, init)
  }
  const client: ApiClient = createApiClient({
    baseUrl,
    fetch: recording as typeof globalThis.fetch,
    getAccessToken: () => session.token,
  })
  const login = await client.post<{ accessToken: string }>('/identity/resources/auth/v1/user', {
    email: 'admin@example.com',
    password: 'correct horse battery',
  })
  session.token = login.accessToken
  calls.length = 0
  return { client, calls }
}

describe('saveUsername: the rules of spec §5', () => {
  it('sends nothing for the same value, deletes first on a change, only deletes for empty', async () => {
    const { client, calls } = await signedInClient()
    await saveUsername(client, null, ' first.name ')
    expect(await getMyUsername(client)).toBe('first.name')
    calls.length = 0
    await saveUsername(client, 'first.name', 'first.name')
    expect(calls).toEqual([])
    await saveUsername(client, 'first.name', 'second.name')
    expect(calls).toEqual([
      `DELETE ${PROFILE_PATHS.usernames}/first.name`,
      `POST ${PROFILE_PATHS.usernames}`,
    ])
    calls.length = 0
    await saveUsername(client, 'second.name', '  ')
    expect(calls).toEqual([`DELETE ${PROFILE_PATHS.usernames}/second.name`])
    expect(await getMyUsername(client)).toBeNull()
  })
})

describe('pictureChange: only a data-URL image that differs from the current one', () => {
  it('sends a new data URL, null to remove, and nothing otherwise', () => {
    expect(pictureChange(null, PNG)).toEqual({ profilePictureUrl: PNG })
    expect(pictureChange(PNG, PNG)).toEqual({})
    expect(pictureChange('https://x/pic?t=1', 'https://x/pic?t=1')).toEqual({})
    expect(pictureChange('https://x/pic?t=1', 'data:text/html;base64,PGI+')).toEqual({})
    expect(pictureChange('https://x/pic?t=1', null)).toEqual({ profilePictureUrl: null })
    expect(pictureChange(null, null)).toEqual({})
    expect(pictureChange(null, undefined)).toEqual({})
  })

  it('leaves the picture out of the update when it did not change', async () => {
    const { client } = await signedInClient()
    const saved = await updateProfile(client, { profilePictureUrl: PNG })
    const url = saved.profilePictureUrl ?? ''
    expect(url).toMatch(/t=\d+$/)
    const again = await updateProfile(client, { name: 'Kept', profilePictureUrl: url }, url)
    expect(again.profilePictureUrl).toBe(url)
    expect(again.name).toBe('Kept')
  })
})
