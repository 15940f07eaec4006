import { request } from 'node:http'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bufferNodeBody, unreadNodeRequest } from '../../../../server/src/http/guards/node-body'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

// A route that reads its body as the app's routes do (hono's body cache), then as a web Request.
const app = new Hono()
app.onError((error, c) => c.json({ error: error.message }, 413))
app.post('/echo', async (c) => {
  const incoming = unreadNodeRequest(c)
  if (!incoming) return c.json({ error: 'no node request' }, 500)
  await bufferNodeBody(c, incoming, 64, () => {
    throw new Error('too large')
  })
  return c.json({ cached: await c.req.text(), raw: await c.req.raw.text() })
})

let server: Server
let port: number
beforeAll(async () => {
  server = serve({ fetch: app.fetch, port: 0 }) as Server
  await new Promise<void>((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends `chunks` one write at a time (chunked, no length) and answers the status and body. */
const send = (chunks: Buffer[]) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      { port, path: '/echo', method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (part: Buffer) => parts.push(part))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(parts).toString()),
          }),
        )
      },
    )
    req.on('error', reject)
    for (const chunk of chunks) req.write(chunk)
    req.end()
  })

describe('a JSON body read straight from the Node request', () => {
  it('reads as the Fetch API reads it, and a web Request made later still has it', async () => {
    // A byte-order mark first, and an é split between two chunks.
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"René"}')])
    const split = bytes.indexOf(0xc3) + 1
    const answer = await send([bytes.subarray(0, split), bytes.subarray(split)])
    const expected = await new Response(bytes).text()
    expect(expected).toBe('{"name":"René"}')
    expect(answer).toEqual({ status: 200, body: { cached: expected, raw: expected } })
  })

  it('stops at the size limit, counted over every chunk', async () => {
    const answer = await send([Buffer.alloc(40, 0x61), Buffer.alloc(40, 0x61)])
    expect(answer).toEqual({ status: 413, body: { error: 'too large' } })
  })
})
