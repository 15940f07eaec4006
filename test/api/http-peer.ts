import { createServer } from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the peer received. */
export interface PeerRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
  at: number
}

/** What the peer answers. */
export interface PeerAnswer {
  status: number
  body?: string
  headers?: Record<string, string>
}

/** A real HTTP server on 127.0.0.1 (port 0) that records requests and answers as told. */
export interface HttpPeer {
  url: string
  requests: PeerRequest[]
  answer: (request: PeerRequest) => PeerAnswer
  close: () => Promise<void>
}

/** Starts a peer; `answer` can be replaced per test. */
export async function startPeer(): Promise<HttpPeer> {
  const peer: HttpPeer = {
    url: '',
    requests: [],
    answer: () => ({ status: 200, body: '{}' }),
    close: async () => undefined,
  }
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const request: PeerRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      }
      peer.requests.push(request)
      const { status, body, headers } = peer.answer(request)
      outgoing.writeHead(status, headers)
      outgoing.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  peer.url = `http://127.0.0.1:${port}`
  peer.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    })
  return peer
}
