import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FetchRefused,
  guardedFetch,
  isPrivateAddress,
  privateNetworkAllowed,
} from '../../../server/src/federation/fetch-guard'
import type { AddressInfo } from 'node:net'

// A loopback peer standing in for an IdP's metadata endpoint.
const peer = createServer((request, response) => {
  if (request.url === '/big') {
    response.end('x'.repeat(2048))
    return
  }
  if (request.url === '/moved') {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
    return
  }
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    response.setHeader('content-type', 'application/json')
    response.end(
      JSON.stringify({ method: request.method, body, type: request.headers['content-type'] }),
    )
  })
})
let port = 0
beforeAll(async () => {
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve))
  port = (peer.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())))

const refused = (promise: Promise<unknown>) => expect(promise).rejects.toBeInstanceOf(FetchRefused)

describe('the fetch guard', () => {
  it('know private, loopback, link-local and reserved addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true)
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false)
    }
  })

  it('refuse loopback and private targets, by literal or by name, unless allowed', async () => {
    const closed = { allowPrivateNetwork: false }
    await refused(guardedFetch(`https://127.0.0.1:${port}/`, {}, closed))
    await refused(guardedFetch(`https://[::1]:${port}/`, {}, closed))
    // A name is checked in the connection's own lookup: what it resolves to is what is refused.
    await refused(guardedFetch(`https://localhost:${port}/`, {}, closed))
    await refused(guardedFetch('https://169.254.169.254/latest/meta-data', {}, closed))
    await refused(guardedFetch(`http://example.com/`, {}, closed))
    await refused(guardedFetch('https://user:pass@example.com/', {}, closed))
    await refused(guardedFetch('file:///etc/passwd', {}, { allowPrivateNetwork: true }))
  })

  it('fetch from loopback when private networks are allowed, and send the body', async () => {
    const open = { allowPrivateNetwork: true }
    const response = await guardedFetch(
      `http://localhost:${port}/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ a: '1' }),
      },
      open,
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      method: 'POST',
      body: 'a=1',
      type: 'application/x-www-form-urlencoded',
    })
  })

  it('never follow a redirect, and cap the answer’s size', async () => {
    const open = { allowPrivateNetwork: true }
    const moved = await guardedFetch(`http://127.0.0.1:${port}/moved`, {}, open)
    expect(moved.status).toBe(302)
    await refused(guardedFetch(`http://127.0.0.1:${port}/big`, {}, { ...open, maxBytes: 1024 }))
  })

  it('read FOYER_ALLOW_PRIVATE_NETWORK', () => {
    expect(privateNetworkAllowed({})).toBe(false)
    expect(privateNetworkAllowed({ FOYER_ALLOW_PRIVATE_NETWORK: 'false' })).toBe(false)
    expect(privateNetworkAllowed({ FOYER_ALLOW_PRIVATE_NETWORK: '1' })).toBe(true)
  })
})
