import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../../scripts/build-server'
import { writeAudit } from '../../../server/src/audit/repository'
import { startBalancer } from '../../support/balancer'
import { startServerProcess } from '../../support/server-process'
import { startSmtpCatcher } from '../../support/smtp-catcher'
import { enqueueTestMail } from '../delivery/worker-support'
import { addUser, admin, createTestServer, refreshCookie } from '../helpers'
import { startReceiver } from '../webhooks/receiver'
import { bouncerBinary, startBouncer } from './bouncer'
import type { Balancer } from '../../support/balancer'
import type { ServerProcess } from '../../support/server-process'
import type { CaughtMail, SmtpCatcher } from '../../support/smtp-catcher'
import type { TestServer } from '../helpers'

/**
 * Four compiled servers (`node server/dist/main.cjs`, each a process of its own with its pools,
 * limiters, delivery and event workers) on one PostgreSQL behind a round-robin balancer: first two
 * of them, then all four. The second and fourth reach PostgreSQL through PgBouncer in transaction
 * mode with prepared statements off (when Debian's `pgbouncer` is installed, as in CI).
 * `instances.test.ts` and `pgbouncer.test.ts` show the shared decisions with apps in one process;
 * here what only processes show: the balancer's forwarded address counted by every process, the
 * workers of four processes racing for one outbox and one event queue, and a SIGKILL under load.
 * Each process sends its mail to an SMTP catcher of its own, so the test sees who sent what.
 */
const onPostgres = process.env.FOYER_TEST_DB === 'postgres'
const password = 'the right password'
const sendLimit = 6
const identity = '/identity/resources'

let server: TestServer
let buildDir: string
let balancer: Balancer
let bouncer: Awaited<ReturnType<typeof startBouncer>> | undefined
let receiver: Awaited<ReturnType<typeof startReceiver>>
const catchers: SmtpCatcher[] = []
const processes: ServerProcess[] = []

beforeAll(async () => {
  if (!onPostgres) return
  // Under the repository, so that the bundle's packages resolve from its node_modules.
  await mkdir(resolve('.tmp'), { recursive: true })
  buildDir = await mkdtemp(join(resolve('.tmp'), 'processes-'))
  const [entry, test] = await Promise.all([buildServer(buildDir), createTestServer()])
  server = test
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(server.db)
  const url = new URL(process.env.FOYER_TEST_DATABASE_URL ?? '')
  url.pathname = `/${rows[0]?.name ?? ''}`
  const database = rows[0]?.name ?? ''
  bouncer = existsSync(bouncerBinary) ? await startBouncer(database, 4) : undefined
  receiver = await startReceiver()
  for (let i = 0; i < 4; i++) catchers.push(await startSmtpCatcher())
  balancer = await startBalancer([])
  const encryptionKey = randomBytes(32).toString('hex')
  // Migrated and seeded already: the four start at once and find nothing to do.
  const started = await Promise.all(
    catchers.map((catcher, i) =>
      startServerProcess(entry, {
        ...(bouncer && i % 2 === 1
          ? { DATABASE_URL: bouncer.url, FOYER_DATABASE_PREPARED_STATEMENTS: 'off' }
          : { DATABASE_URL: url.toString() }),
        FOYER_ENCRYPTION_KEY: encryptionKey,
        FOYER_ISSUER: balancer.url,
        FOYER_TRUSTED_PROXIES: '127.0.0.1',
        FOYER_SMTP_URL: catcher.url,
        FOYER_DEV_MAILBOX: '0',
        FOYER_DELIVERY_LEASE: '5',
        FOYER_REFRESH_REUSE_GRACE: '0',
        FOYER_LIMIT_SEND_IP: `${sendLimit}/3600`,
        FOYER_ALLOW_PRIVATE_NETWORK: '1',
      }),
    ),
  )
  processes.push(...started)
  balancer.use(processes.slice(0, 2).map((p) => p.port))
}, 90_000)

afterAll(async () => {
  if (!onPostgres) return
  await Promise.all(processes.map((p) => p.stop()))
  await balancer?.close()
  await receiver?.close()
  await Promise.all(catchers.map((catcher) => catcher.close()))
  await bouncer?.stop()
  await server?.close()
  if (buildDir) await rm(buildDir, { recursive: true, force: true })
})

/** A JSON POST to the API through the balancer (or straight to `port`), from client address `from`. */
const post = (
  path: string,
  body: unknown,
  options: { from?: string; token?: string; cookie?: string; port?: number } = {},
) =>
  fetch(`${options.port ? `http://127.0.0.1:${options.port}` : balancer.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.from ? { 'x-forwarded-for': options.from } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  })

const signIn = (email: string, pass: string, options: { from?: string; port?: number } = {}) =>
  post(`${identity}/auth/v1/user`, { email, password: pass }, options)
const refresh = (cookie: string, port: number) =>
  post(`${identity}/auth/v1/user/token/refresh`, { tenantId: null }, { cookie, port })

/** The admin's access token, from one sign-in through the balancer: every process accepts it. */
let adminToken: Promise<string> | undefined
const adminSignIn = () =>
  (adminToken ??= signIn(admin.email, admin.password).then(async (response) => {
    expect(response.status).toBe(200)
    return ((await response.json()) as { accessToken: string }).accessToken
  }))
const invite = (email: string, from: string) =>
  adminSignIn().then((token) =>
    post(`${identity}/users/v2`, { email, name: email.split('@')[0] }, { from, token }),
  )

/** Every accepted mail of the four catchers, with the process (index) that sent it. */
const accepted = () =>
  catchers.flatMap((catcher, sender) => catcher.messages.map((mail) => ({ ...mail, sender })))
const timesEach = (mails: CaughtMail[]) => {
  const times = new Map<string, number>()
  for (const mail of mails)
    times.set(mail.messageId ?? '', (times.get(mail.messageId ?? '') ?? 0) + 1)
  return times
}
const undelivered = async () =>
  (
    await server.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '!=', 'delivered')
      .executeTakeFirstOrThrow()
  ).n

describe.skipIf(!onPostgres)('four server processes behind a balancer (PostgreSQL only)', () => {
  it('two: count one lockout exactly under 12 wrong passwords spread over both', async () => {
    const email = 'processes-locked@example.com'
    await addUser(server, { email, password })
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(email, `guess ${i}`, { from: `198.51.100.${i + 1}` }),
        ),
      )
    ).map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(statuses.every((status) => [401, 403, 429].includes(status))).toBe(true)
    const [onFirst, onSecond] = processes
    expect((await signIn(email, password, { port: onFirst?.port })).status).toBe(403)
    expect((await signIn(email, password, { port: onSecond?.port })).status).toBe(403)
    const locks = await server.db
      .selectFrom('audit_logs')
      .select('id')
      .where('action', '=', 'user.locked')
      .where('email', '=', email)
      .execute()
    expect(locks).toHaveLength(1)
    expect([...balancer.counts.answered.values()].every((n) => n >= 6)).toBe(true)
  })

  it('two: share the send limit of the address the balancer forwards, exactly, under 12 invitations at once', async () => {
    const statuses = (
      await Promise.all(
        Array.from({ length: 2 * sendLimit }, (_, i) =>
          invite(`limited-${i}@example.com`, '203.0.113.7'),
        ),
      )
    ).map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(sendLimit)
    expect(statuses.filter((status) => status === 429)).toHaveLength(sendLimit)
    // Another address is not held back by it, on either process.
    expect((await invite('not-limited@example.com', '203.0.113.8')).status).toBe(201)
  })

  it('two: revoke the family when a token rotated on one process is replayed on the other', async () => {
    const email = 'processes-replay@example.com'
    await addUser(server, { email, password })
    const [first, second] = processes.map((p) => p.port)
    const signedIn = await signIn(email, password, { port: first })
    const cookie = refreshCookie(signedIn) ?? ''
    const rotated = await refresh(cookie, second ?? 0)
    expect(rotated.status).toBe(200)
    const next = refreshCookie(rotated) ?? ''
    // No grace window here (FOYER_REFRESH_REUSE_GRACE=0): the old token again is a stolen copy.
    expect((await refresh(cookie, first ?? 0)).status).toBe(401)
    expect((await refresh(next, second ?? 0)).status).toBe(401)
    expect((await refresh(next, first ?? 0)).status).toBe(401)
  })

  it('four: deliver 60 queued mails and 30 webhook calls exactly once, spread over the workers', async () => {
    balancer.use(processes.map((p) => p.port))
    const token = await adminSignIn()
    const created = await post(
      '/webhook/custom',
      {
        url: receiver.url,
        secret: null,
        displayName: 'Receiver',
        eventKeys: ['user.locked'],
        isActive: true,
      },
      { token },
    )
    expect(created.status).toBe(200)
    receiver.useSecret(((await created.json()) as { secret: string }).secret)
    // The carriers hold every mail unanswered at first: a worker keeps one batch in flight until its
    // carrier answers, so the first worker to look cannot send all 60 before the others look (they
    // poll at most two seconds apart when idle). Released once a second process has mail in hand.
    const before = catchers.map((catcher) => catcher.received)
    for (const catcher of catchers) catcher.hold()
    const mails = await Promise.all(
      Array.from({ length: 60 }, (_, i) => enqueueTestMail(server, `queued-${i}@example.com`)),
    )
    await server.db.transaction().execute(async (trx) => {
      for (let i = 0; i < 30; i++) {
        await writeAudit(trx, {
          tenantId: server.tenantId,
          userId: null,
          email: `hook-${i}@example.com`,
          action: 'user.locked',
          description: 'Locked',
          severity: 'High',
          ip: null,
          userAgent: null,
        })
      }
    })
    await expect
      .poll(() => catchers.filter((catcher, i) => catcher.received > (before[i] ?? 0)).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(1)
    for (const catcher of catchers) catcher.release()
    await expect.poll(undelivered, { timeout: 20_000 }).toBe('0')
    await receiver.waitFor(30, 20_000)
    const sent = accepted()
    const times = timesEach(sent)
    expect(mails.filter((id) => times.get(id) !== 1)).toEqual([])
    expect([...times.values()].every((n) => n === 1)).toBe(true)
    expect(
      new Set(sent.filter((m) => mails.includes(m.messageId ?? '')).map((m) => m.sender)).size,
    ).toBeGreaterThan(1)
    const hooks = receiver.received.filter((call) => call.type === 'user.locked')
    expect(hooks).toHaveLength(30)
    expect(new Set(hooks.map((call) => call.id)).size).toBe(30)
    expect(hooks.every((call) => call.verified)).toBe(true)
  }, 60_000)

  it('four: a SIGKILL of one under load loses no acknowledged write, the others keep answering, and its claimed mail goes out once after the lease', async () => {
    const victim = processes[3]
    const catcher = catchers[3]
    if (!victim || !catcher) throw new Error('four processes')
    const before = catcher.received
    const acceptedBefore = catcher.messages.length
    catcher.hold()
    const writes: { email: string; status: number; afterKill: boolean }[] = []
    let killed = false
    let stop = false
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const email = `load-${n}-${i}@example.com`
        const afterKill = killed
        const response = await invite(email, `198.18.${n}.${i % 250}`)
        await response.arrayBuffer()
        writes.push({ email, status: response.status, afterKill })
      }
    }
    const clients = Array.from({ length: 6 }, (_, n) => client(n))
    // The victim's worker holds an invitation mail in flight (its SMTP answer held): kill it.
    await catcher.waitForReceived(before + 1, 20_000)
    await victim.kill()
    killed = true
    await expect
      .poll(() => writes.filter((w) => w.afterKill).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(12)
    stop = true
    await Promise.all(clients)

    // Every request started after the kill was answered by the other three.
    expect(writes.filter((w) => w.afterKill && w.status !== 201)).toEqual([])
    expect(balancer.counts.refused.get(victim.port)).toBeGreaterThan(0)
    // Before: only what the victim dropped mid-request failed, as the balancer's 502.
    expect(writes.filter((w) => ![201, 502].includes(w.status))).toEqual([])
    expect(writes.filter((w) => w.status === 502)).toHaveLength(balancer.counts.dropped)
    // Every acknowledged invitation is there.
    const acknowledged = writes.filter((w) => w.status === 201).map((w) => w.email)
    const stored = await server.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', acknowledged)
      .execute()
    expect(stored).toHaveLength(acknowledged.length)

    // The mail the victim held comes from another process after its lease, once; all mail once.
    await expect.poll(undelivered, { timeout: 25_000 }).toBe('0')
    expect(catcher.messages).toHaveLength(acceptedBefore)
    const sent = accepted()
    expect([...timesEach(sent).values()].every((n) => n === 1)).toBe(true)
    for (const email of acknowledged) {
      expect(sent.filter((mail) => mail.to.includes(email))).toHaveLength(1)
    }
    const retaken = await server.db
      .selectFrom('messages')
      .select('id')
      .where('status', '=', 'delivered')
      .where('attempts', '>=', 2)
      .execute()
    expect(retaken.length).toBeGreaterThanOrEqual(catcher.received - before)
  }, 90_000)
})
