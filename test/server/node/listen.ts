import { createServer } from 'node:http'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** A loopback HTTP server whose handler is set after it listens (its URL is known by then). */
export const listenOnLoopback = async () => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end()
  }
  const server: Server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    handle: (next: typeof handler) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as one Cookie header. */
export const cookiesOf = (response: Response, names?: string[]) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !names || names.some((name) => pair.startsWith(`${name}=`)))
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
