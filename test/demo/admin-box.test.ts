import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError, createApiClient } from '../../src/api'
import { ADMIN_BOX_PATH, getAdminBoxMetadata } from '../../src/api/admin-box'
import { createDemoFetch } from '../../src/demo'
import { DEMO_PORTAL_PAGES, DEMO_PORTAL_TABS } from '../../src/demo/admin-box'
import { PORTAL_PAGE_KEYS, PORTAL_TABS } from '../../src/wire/portal-navigation'
import { installSessionStorage } from './memory-storage'

beforeEach(() => {
  installSessionStorage()
})

/** A demo transport with a vendor client (its token from `POST /auth/vendor`). */
async function vendorDemo() {
  const fetch = createDemoFetch({ delayMs: 0 })
  const held: { token?: string } = {}
  const client = createApiClient({
    baseUrl: 'https://demo.foyer.test',
    fetch,
    getAccessToken: () => held.token,
  })
  const answer = await client.post<{ token: string }>('/auth/vendor', {
    clientId: 'demo',
    secret: 'demo',
  })
  held.token = answer.token
  return client
}

describe('the demo admin portal configuration', () => {
  it('knows the portal’s pages and tabs (its copy of wire/portal-navigation.ts)', () => {
    expect(DEMO_PORTAL_PAGES).toEqual(PORTAL_PAGE_KEYS)
    expect(DEMO_PORTAL_TABS).toEqual(PORTAL_TABS)
  })

  it('applies set, merge and reset with a vendor token, as the server does', async () => {
    const vendor = await vendorDemo()
    expect(await getAdminBoxMetadata(vendor)).toEqual({ configuration: {}, updatedAt: null })
    await vendor.post(ADMIN_BOX_PATH, {
      actions: [
        { type: 'setConfiguration', payload: { navigation: { roles: { visibility: 'always' } } } },
        {
          type: 'mergeConfiguration',
          payload: { pages: { security: { tabs: { ipRestrictions: 'hidden' } } } },
        },
      ],
    })
    expect((await getAdminBoxMetadata(vendor)).configuration).toEqual({
      navigation: { roles: { visibility: 'always' } },
      pages: { security: { tabs: { ipRestrictions: 'hidden' } } },
    })
    await vendor.post(ADMIN_BOX_PATH, { actions: [{ type: 'resetConfiguration' }] })
    expect((await getAdminBoxMetadata(vendor)).configuration).toEqual({})
  })

  it('refuses an unknown page, tab or visibility with a 400 naming it, and keeps what it had', async () => {
    const vendor = await vendorDemo()
    for (const payload of [
      { navigation: { userz: {} } },
      { pages: { security: { tabs: { mfa: 'hidden' } } } },
      { navigation: { users: { visibility: 'sometimes' } } },
    ]) {
      const error = await vendor
        .post(ADMIN_BOX_PATH, { actions: [{ type: 'setConfiguration', payload }] })
        .catch((reason: unknown) => reason)
      expect(error).toBeInstanceOf(ApiError)
      expect((error as ApiError).status).toBe(400)
    }
    expect((await getAdminBoxMetadata(vendor)).configuration).toEqual({})
  })
})
