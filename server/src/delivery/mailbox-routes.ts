import { Hono } from 'hono'
import { readMailbox } from './mailbox'
import type { AppDeps } from '../deps'

/**
 * The development mailbox, served only while no SMTP server (or no SMS provider) is configured:
 * `GET /dev/mailbox/messages.json?to=…` lists what the server would have sent (mail while
 * FOYER_SMTP_URL is unset, SMS while FOYER_SMS_URL is unset), newest first.
 */
export const createMailboxRoutes = ({ db, config }: AppDeps) => {
  const channels = [
    ...(config.smtpUrl ? [] : (['mail'] as const)),
    ...(config.smsUrl ? [] : (['sms'] as const)),
  ]
  return new Hono().get('/messages.json', async (c) => {
    const to = c.req.query('to')
    const messages = await readMailbox(db, { ...(to ? { to } : {}), limit: 200 })
    c.header('cache-control', 'no-store')
    return c.json(messages.filter((message) => channels.includes(message.channel)))
  })
}
