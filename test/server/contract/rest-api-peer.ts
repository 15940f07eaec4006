import { ContextHolder } from '@frontegg/rest-api'
import { serve } from '@hono/node-server'
import { vi } from 'vitest'
import type { TestServer } from '../helpers'
import type { ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'

/**
 * Serves a test server on loopback for the real `@frontegg/rest-api` client named `app`: the
 * browser globals the client reads (window, document, sessionStorage, and `fetch` when given,
 * e.g. one keeping cookies) are stubbed, and its context points at the server (`url`). `close()` undoes it.
 */
export async function serveForRestApi(
  server: TestServer,
  app: string,
  fetch?: typeof globalThis.fetch,
): Promise<{ url: string; close: () => Promise<void> }> {
  const http = await new Promise<ServerType>((resolve) => {
    const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  const { port } = http.address() as AddressInfo
  const storage = new Map<string, string>()
  if (fetch) vi.stubGlobal('fetch', fetch)
  vi.stubGlobal('window', { location: { href: `http://127.0.0.1:${port}/`, search: '' } })
  vi.stubGlobal('document', { cookie: '' })
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  })
  ContextHolder.for(app).setContext({
    baseUrl: `http://127.0.0.1:${port}`,
    urlPrefix: 'api',
    requestCredentials: 'include',
  })
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      vi.unstubAllGlobals()
      await new Promise((resolve) => http.close(resolve))
    },
  }
}
