import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../../../src/api/client'
import { loadLateData } from '../../../../src/react/widgets/users-table/late-columns'
import { MULTI_APPS_FLAG } from '../../../../src/react/widgets/users-table/multi-apps'

/** The users' applications follow the vendor's multi-apps-admin-portal flag (spec 000 §6). */
const storeWith = (flags: Record<string, 'on' | 'off'>) => ({
  // The store's one read here: the loaded flags.
  get: (() => ({ status: 'loaded', flags, error: null })) as never,
})

const recording = () => {
  const asked: string[] = []
  const client = createApiClient({
    baseUrl: 'http://foyer.test',
    fetch: (input) => {
      asked.push(String(input))
      return Promise.resolve(
        new Response('[]', { headers: { 'content-type': 'application/json' } }),
      )
    },
  })
  return { asked, client }
}

describe('the Users page’s applications', () => {
  it('are neither read nor shown without the flag', async () => {
    const { asked, client } = recording()
    const data = await loadLateData(client, ['u1'], null, storeWith({}))
    expect(data).toMatchObject({ apps: null, multiApps: false })
    expect(asked).toEqual([])
  })

  it('are read and shown with the flag on', async () => {
    const { asked, client } = recording()
    const data = await loadLateData(client, ['u1'], null, storeWith({ [MULTI_APPS_FLAG]: 'on' }))
    expect(data.multiApps).toBe(true)
    expect(asked.some((url) => url.includes('/applications/'))).toBe(true)
  })
})
