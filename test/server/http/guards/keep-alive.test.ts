import { Agent, request } from 'node:http'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestServer } from '../../helpers'
import type { TestServer } from '../../helpers'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

let server: TestServer
let http: Server
let port: number
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

beforeAll(async () => {
  server = await createTestServer()
  // As server/src/main.ts serves the app: @hono/node-server on a node:http server.
  http = serve({ fetch: server.app.fetch, port: 0 }) as Server
  await new Promise<void>((resolve) => http.once('listening', resolve))
  port = (http.address() as AddressInfo).port
})
afterAll(async () => {
  agent.destroy()
  await new Promise((resolve) => http.close(resolve))
  await server.close()
})

interface Answer {
  status: number
  body: string
  socket: unknown
}

/** One request over the shared keep-alive agent; answers the status, body and socket used. */
const send = (
  path: string,
  init: { method?: string; type?: string; body?: Buffer; chunked?: boolean } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        agent,
        port,
        path,
        method: init.method ?? 'GET',
        headers: init.type ? { 'content-type': init.type } : {},
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            socket: req.socket,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    // Without a length, node:http sends the body chunked.
    if (init.chunked) req.write(init.body)
    req.end(init.chunked ? undefined : init.body)
  })

const signIn = '/api/identity/resources/auth/v1/user'

describe('keep-alive after an answer that left the body unread', () => {
  const large = 256 * 1024
  it.each([
    ['a body over the size limit (413)', signIn, 'application/json', 1100 * 1024, false, 413],
    [
      'a chunked body over the size limit (413)',
      signIn,
      'application/json',
      1100 * 1024,
      true,
      413,
    ],
    ['a body of the wrong media type (415)', signIn, 'text/plain', large, false, 415],
    ['a body without a media type (415)', signIn, undefined, large, false, 415],
    ['a large body on an unknown route (404)', '/api/nowhere', 'text/plain', large, false, 404],
  ])('serves the next request on the same connection after %s', async (...args) => {
    const [, path, type, size, chunked, status] = args
    const body = Buffer.alloc(size, 0x61)
    const first = await send(path, { method: 'POST', type, body, chunked })
    expect(first.status).toBe(status)
    expect(JSON.parse(first.body)).toMatchObject({ errors: [expect.any(String)] })
    const next = await send('/health')
    expect(next).toMatchObject({ status: 200, body: '{"status":"ok"}' })
    expect(next.socket).toBe(first.socket)
  })
})
