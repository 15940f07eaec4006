import { readMailbox } from '../../../server/src/delivery/mailbox'
import type { TestServer } from '../helpers'

/** The newest mail to `to` of `purpose` in the server's outbox; fails the test when none. */
export const latestMail = async (server: TestServer, to: string, purpose: string) => {
  const mail = (await readMailbox(server.db, { to })).find((message) => message.purpose === purpose)
  if (!mail) throw new Error(`no ${purpose} mail to ${to}`)
  return mail
}

/** The query of the first link of a mail's text (`userId`, `token`, …). */
export const linkQuery = (text: string): URLSearchParams => {
  const link = /https?:\/\/\S+/.exec(text)?.[0]
  if (!link) throw new Error('no link in the mail')
  return new URL(link).searchParams
}

/** Audit rows of an action, newest first. */
export const auditRows = (server: TestServer, action: string) =>
  server.db
    .selectFrom('audit_logs')
    .select(['tenant_id', 'user_id', 'email', 'action', 'severity', 'json'])
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .execute()

/** Role id of a vendor role by key. */
export const roleId = async (server: TestServer, key: string) =>
  (
    await server.db
      .selectFrom('roles')
      .select('id')
      .where('key', '=', key)
      .where('tenant_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).id
