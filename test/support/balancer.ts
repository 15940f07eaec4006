import { Agent, createServer, request } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What the balancer did, per backend port: requests answered by it and requests it refused. */
export interface BalancerCounts {
  /** Requests a backend answered (any status), by its port. */
  answered: Map<number, number>
  /** Connections a backend refused (the request went to the next one), by its port. */
  refused: Map<number, number>
  /** Requests the balancer answered 502 itself: a backend dropped them after they were sent. */
  dropped: number
}

/** A round-robin HTTP balancer on loopback, in front of server processes. */
export interface Balancer {
  /** `http://127.0.0.1:<port>`. */
  url: string
  counts: BalancerCounts
  /** Replaces the backends (ports on 127.0.0.1) the next requests are spread over. */
  use: (ports: number[]) => void
  close: () => Promise<void>
}

/** How long a backend that refused a connection is left out before it is tried again. */
const restMs = 2000

const bump = (map: Map<number, number>, port: number) => map.set(port, (map.get(port) ?? 0) + 1)

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })

/**
 * Starts a balancer as a deployment puts one in front of Foyer's instances (nginx, HAProxy, a
 * cloud load balancer, here a few lines of `node:http`): each request goes to the next backend in
 * turn; `X-Forwarded-For` gets the client's address appended (the instances trust 127.0.0.1
 * through FOYER_TRUSTED_PROXIES). By default each request has a connection of its own: a backend
 * that refuses it (its process is gone) gets nothing for `restMs` and the request goes to the next
 * one, which is safe since nothing was sent, while a request a backend dropped after it was sent
 * (killed mid-request) is answered 502 and not retried: it may have been carried out, and a POST
 * is not repeated. With `keepAlive` (benchmarks) connections to the backends are reused and any
 * failure is a 502.
 */
export const startBalancer = async (
  initial: number[],
  options: { keepAlive?: boolean } = {},
): Promise<Balancer> => {
  const agent = options.keepAlive ? new Agent({ keepAlive: true, maxSockets: 64 }) : false
  let ports = [...initial]
  let next = 0
  const restingUntil = new Map<number, number>()
  const counts: BalancerCounts = { answered: new Map(), refused: new Map(), dropped: 0 }

  const pick = (): number | undefined => {
    const now = Date.now()
    for (let tried = 0; tried < ports.length; tried++) {
      const port = ports[next++ % ports.length]
      if (port !== undefined && (restingUntil.get(port) ?? 0) <= now) return port
    }
    return undefined
  }

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
    client: string,
    tries: number,
  ) => {
    const port = pick()
    if (port === undefined || tries > ports.length) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('No instance is answering')
      return
    }
    const forwardedFor = req.headers['x-forwarded-for']
    const upstream = request(
      {
        host: '127.0.0.1',
        port,
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          connection: agent ? 'keep-alive' : 'close',
          'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
        },
      },
      (answer) => {
        bump(counts.answered, port)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.on('aborted', () => res.destroy())
        answer.pipe(res)
      },
    )
    let sent = Boolean(agent)
    if (!agent) upstream.on('socket', (socket) => socket.once('connect', () => (sent = true)))
    upstream.on('error', () => {
      if (!sent) {
        bump(counts.refused, port)
        restingUntil.set(port, Date.now() + restMs)
        forward(req, res, body, client, tries + 1)
        return
      }
      counts.dropped++
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('The instance went away')
    })
    upstream.end(body)
  }

  const server = createServer((req, res) => {
    readBody(req).then(
      (body) => forward(req, res, body, req.socket.remoteAddress ?? '127.0.0.1', 0),
      () => res.writeHead(400).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The balancer has no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    counts,
    use: (list) => {
      ports = [...list]
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (agent) agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
