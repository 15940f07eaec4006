import type { MailboxMessage } from '../../server/src/delivery/mailbox'

/**
 * Waits for a message to `to` in the started server's development mailbox (no SMTP server or SMS
 * provider configured: `GET /dev/mailbox/messages.json`), newest first, matching `purpose` when
 * given. Fails after `timeoutMs`.
 */
export async function waitForMessage(
  serverUrl: string,
  to: string,
  options: { purpose?: string; after?: Date; timeoutMs?: number } = {},
): Promise<MailboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  for (;;) {
    const response = await fetch(
      `${serverUrl}/dev/mailbox/messages.json?to=${encodeURIComponent(to)}`,
    )
    const messages = (await response.json()) as MailboxMessage[]
    const found = messages.find(
      (message) =>
        (options.purpose === undefined || message.purpose === options.purpose) &&
        (options.after === undefined || new Date(message.createdAt) >= options.after),
    )
    if (found) return found
    if (Date.now() > deadline) {
      throw new Error(`no message to ${to} (${options.purpose ?? 'any'}) within the time allowed`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The first link of a message's text. */
export const firstLink = (message: MailboxMessage): string => {
  const link = /https?:\/\/\S+/.exec(message.text)?.[0]
  if (!link) throw new Error(`no link in the message "${message.subject}"`)
  return link
}

/** The first six-digit code of a message's text. */
export const firstCode = (message: MailboxMessage): string => {
  const code = /\b\d{6}\b/.exec(message.text)?.[0]
  if (!code) throw new Error(`no code in the message "${message.subject}"`)
  return code
}
