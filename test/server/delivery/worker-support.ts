import { enqueueMail } from '../../../server/src/delivery/outbox'
import { createTransports } from '../../../server/src/delivery/transports'
import { startDeliveryWorker } from '../../../server/src/delivery/worker'
import type { Db } from '../../../server/src/db/database'
import type { Transports } from '../../../server/src/delivery/transports'
import type { DeliveryWorker } from '../../../server/src/delivery/worker'
import type { TestServer } from '../helpers'

/** Workers started by a test file, stopped after each test. */
export const startedWorkers: DeliveryWorker[] = []

/** Starts a delivery worker over the test server with fast polls and short retry waits. */
export const startWorker = (
  server: TestServer,
  options: {
    maxAttempts?: number
    leaseSeconds?: number
    transports?: Transports
    db?: Db
    pollMs?: number
  } = {},
) => {
  const lines: string[] = []
  const worker = startDeliveryWorker({
    db: options.db ?? server.db,
    transports: options.transports ?? createTransports(server.config, (line) => lines.push(line)),
    now: server.clock.now,
    settings: {
      leaseSeconds: options.leaseSeconds ?? server.config.delivery.leaseSeconds,
      maxAttempts: options.maxAttempts ?? server.config.delivery.maxAttempts,
    },
    pollMs: options.pollMs ?? 20,
    retry: { baseMs: 10, maxMs: 40 },
    log: (line) => lines.push(line),
  })
  startedWorkers.push(worker)
  return { worker, lines }
}

/** Stops every worker a test started. */
export const stopWorkers = async () => {
  await Promise.all(startedWorkers.splice(0).map((worker) => worker.stop({ graceMs: 2000 })))
}

/** Enqueues a mail with a link in its own committed transaction; answers its id. */
export const enqueueTestMail = (
  server: TestServer,
  to: string,
  extra: { purpose?: string; db?: Db } = {},
) =>
  (extra.db ?? server.db).transaction().execute((trx) =>
    enqueueMail(trx, {
      purpose: extra.purpose ?? 'password-reset',
      to,
      tenantId: server.tenantId,
      userId: server.adminUserId,
      locale: 'en',
      brand: 'Acme',
      content: {
        subject: 'Reset your password',
        heading: 'Reset your password',
        paragraphs: ['Someone asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url: `https://app.test/reset?to=${to}` },
      },
      now: server.clock.now(),
    }),
  )

/** The outbox row of a message. */
export const messageRow = (server: TestServer, id: string) =>
  server.db
    .selectFrom('messages')
    .select(['status', 'attempts', 'last_error', 'delivered_at', 'locked_until', 'claim_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
