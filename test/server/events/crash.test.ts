import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook } from 'standardwebhooks'
import { afterAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../../../server/src/db/create-database'
import { startServer } from '../../e2e/start-server'
import { listenOnLoopback } from '../node/listen'
import type { ServerProcess } from '../../e2e/start-server'
import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Kill -9 of the server process while webhook deliveries are pending: after a restart on the same
 * data every event reaches the endpoint, and only the delivery whose call was in flight (sent,
 * never answered) is sent a second time, with the same webhook-id.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'foyer-webhook-crash-'))
const leaseSeconds = 16
const adminLogin = { email: 'crash-admin@example.com', password: 'crash admin password 1' }
const env = {
  FOYER_ADMIN_EMAIL: adminLogin.email,
  FOYER_ADMIN_PASSWORD: adminLogin.password,
  FOYER_ALLOW_PRIVATE_NETWORK: '1',
  FOYER_DELIVERY_LEASE: String(leaseSeconds),
  FOYER_DEV_MAILBOX: '0',
}
let running: ServerProcess | undefined
let receiver: Awaited<ReturnType<typeof listenOnLoopback>> | undefined

afterAll(async () => {
  if (running) {
    running.child.kill('SIGTERM')
    await running.exited
  }
  await receiver?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

interface Request {
  id: string
  verified: boolean
  status: number | 'held'
}

const api = async <T>(server: ServerProcess, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const until = async (what: string, check: () => boolean | Promise<boolean>, ms = 30_000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('a server killed while webhook deliveries are pending', () => {
  it('delivers every event after a restart, sending again only the one in flight', async () => {
    const http = await listenOnLoopback()
    receiver = http
    const requests: Request[] = []
    let secret = ''
    let holding = true
    http.handle((req: IncomingMessage, res: ServerResponse) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const headers = {
          'webhook-id': String(req.headers['webhook-id']),
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        }
        let verified = true
        try {
          new Webhook(secret).verify(Buffer.concat(chunks).toString('utf8'), headers)
        } catch {
          verified = false
        }
        // The first delivery is never answered while the first server lives: it is in flight.
        if (holding) {
          holding = false
          requests.push({ id: headers['webhook-id'], verified, status: 'held' })
          return
        }
        requests.push({ id: headers['webhook-id'], verified, status: 200 })
        res.writeHead(200).end('ok')
      })
    })

    const first = await startServer(dataDir, env)
    running = first
    const access = (
      await api<{ accessToken: string }>(
        first,
        '/identity/resources/auth/v1/user',
        undefined,
        adminLogin,
      )
    ).body.accessToken
    const hook = await api<{ _id: string; secret: string }>(first, '/webhook/custom', access, {
      url: `${http.url}/hook`,
      secret: null,
      displayName: 'Crash receiver',
      description: '',
      eventKeys: ['user.invited'],
      isActive: true,
    })
    expect(hook.status).toBe(200)
    secret = hook.body.secret
    const invited = 5
    for (let index = 0; index < invited; index++) {
      const invite = await api(first, '/identity/resources/users/v2', access, {
        email: `crash-${index}@example.com`,
        name: `Crash ${index}`,
      })
      expect(invite.status).toBe(201)
    }
    // Every delivery reached the endpoint; all but the held one are answered and logged (the held
    // one would time out after half the lease, 8 s: the kill comes long before).
    await until('five requests', () => requests.length === invited)
    await until('four logged deliveries', async () => {
      const log = await api<{ count: number }>(first, `/webhook/logs/?id=${hook.body._id}`, access)
      return log.body.count === invited - 1
    })
    first.child.kill('SIGKILL')
    await first.exited
    running = undefined
    const held = requests.find((request) => request.status === 'held')?.id

    const second = await startServer(dataDir, env)
    running = second
    await until('the held delivery sent again', () =>
      requests.some((request) => request.id === held && request.status === 200),
    )
    second.child.kill('SIGTERM')
    await second.exited
    running = undefined

    const ids = new Set(requests.map((request) => request.id))
    expect(ids.size).toBe(invited)
    expect(requests.every((request) => request.verified)).toBe(true)
    // Sent twice: only the one in flight at the kill; every other delivery exactly once.
    for (const id of ids) {
      expect(requests.filter((request) => request.id === id)).toHaveLength(id === held ? 2 : 1)
    }
    const db = await createDatabase({ kind: 'pglite', dataDir })
    try {
      const rows = await db.selectFrom('webhook_deliveries').select(['status']).execute()
      expect(rows.map((row) => row.status)).toEqual(Array(invited).fill('delivered'))
      expect(await db.selectFrom('events').select('id').execute()).toEqual([])
    } finally {
      await db.destroy()
    }
  }, 120_000)
})
