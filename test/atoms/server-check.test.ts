import { createStore } from 'jotai/vanilla'
import { describe, expect, it } from 'vitest'
import { recheckServerAtom, serverCheckAtom } from '../../src/atoms'
import { configAtom } from '../../src/atoms/config'

/** A store whose transport is `fetch`, recording the URLs and headers it was asked for. */
function storeWith(fetch: typeof globalThis.fetch) {
  const store = createStore()
  store.set(configAtom, {
    baseUrl: 'https://id.acme.test',
    apiPrefix: 'api',
    credentials: 'include',
    demo: false,
    fetch,
    appId: 'app-1',
  })
  return store
}

describe('server check', () => {
  it('is ok when the public configuration answers, sending the headers real calls send', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = []
    const store = storeWith(async (input, init) => {
      seen.push({ url: String(input), init })
      return new Response('{}', { status: 200 })
    })
    await expect(store.get(serverCheckAtom)).resolves.toEqual({ status: 'ok' })
    expect(seen[0]?.url).toBe(
      'https://id.acme.test/api/identity/resources/configurations/v1/public',
    )
    expect(seen[0]?.init?.credentials).toBe('include')
    expect(seen[0]?.init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'frontegg-requested-application-id': 'app-1',
    })
  })

  it('calls a failed fetch (server down or CORS refused) unreachable, once, without retries', async () => {
    let calls = 0
    const store = storeWith(() => {
      calls += 1
      return Promise.reject(new TypeError('Failed to fetch'))
    })
    await expect(store.get(serverCheckAtom)).resolves.toMatchObject({
      status: 'unreachable',
      baseUrl: 'https://id.acme.test',
    })
    expect(calls).toBe(1)
  })

  it('tells an HTTP error apart, and checks again on demand', async () => {
    let status = 404
    const store = storeWith(async () => new Response('not here', { status }))
    await expect(store.get(serverCheckAtom)).resolves.toEqual({
      status: 'http',
      httpStatus: 404,
      baseUrl: 'https://id.acme.test',
    })
    status = 200
    store.set(recheckServerAtom)
    await expect(store.get(serverCheckAtom)).resolves.toEqual({ status: 'ok' })
  })
})
