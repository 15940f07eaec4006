import { readMailbox } from '../../../server/src/delivery/mailbox'
import type { TestServer } from '../helpers'

/** The newest message of a purpose to `to` in the outbox, or a failed test. */
export const lastMessage = async (server: TestServer, to: string, purpose: string) => {
  const message = (await readMailbox(server.db, { to })).find((m) => m.purpose === purpose)
  if (!message) throw new Error(`No ${purpose} message to ${to}`)
  return message
}

/** The user id and token of the reset link in the newest reset mail to `to`. */
export const resetLink = async (server: TestServer, to: string) => {
  const message = await lastMessage(server, to, 'password-reset')
  const href = /https?:\/\/\S+reset-password\S+/.exec(message.text)?.[0]
  if (!href) throw new Error('The reset mail has no link')
  const url = new URL(href)
  return {
    url,
    userId: url.searchParams.get('userId') ?? '',
    token: url.searchParams.get('token') ?? '',
  }
}

/** The 6-digit code in the newest message of a purpose to `to`. */
export const lastCode = async (server: TestServer, to: string, purpose: string) => {
  const message = await lastMessage(server, to, purpose)
  const code = /\b\d{6}\b/.exec(message.text)?.[0]
  if (!code) throw new Error(`The ${purpose} message has no code`)
  return code
}

/** A code other than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
