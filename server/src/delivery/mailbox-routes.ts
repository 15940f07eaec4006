import { Hono } from 'hono'
import { readMailbox } from './mailbox'
import { renderMailboxPage } from './mailbox-page'
import { mailboxChannels } from './transports'
import type { AppDeps } from '../deps'
import type { Context } from 'hono'

// The page and the mails it links to run no script and load nothing; inline styles only.
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
const mailPolicy = `${pagePolicy}; sandbox`

/**
 * The development mailbox, served only while FOYER_DEV_MAILBOX is on and a channel has no carrier:
 * `GET /dev/mailbox` (a page), `GET /dev/mailbox/messages.json?to=…` (for tests) and
 * `GET /dev/mailbox/messages/{id}.html` (a mail as its reader would see it) list what the server
 * would have sent (mail while FOYER_SMTP_URL is unset, SMS while FOYER_SMS_URL is unset), newest
 * first. A channel with a carrier never shows here.
 */
export const createMailboxRoutes = ({ db, config }: AppDeps) => {
  const channels = mailboxChannels(config)
  const list = async (c: Context) => {
    const to = c.req.query('to')?.trim()
    const messages = await readMailbox(db, { ...(to ? { to } : {}), limit: 200 })
    c.header('cache-control', 'no-store')
    return { to, messages: messages.filter((message) => channels.includes(message.channel)) }
  }
  return new Hono()
    .get('/', async (c) => {
      const { to, messages } = await list(c)
      c.header('content-security-policy', pagePolicy)
      return c.html(renderMailboxPage(messages, to ? { to } : {}))
    })
    .get('/messages.json', async (c) => c.json((await list(c)).messages))
    .get('/messages/:file', async (c) => {
      const id = /^([0-9a-f-]{36})\.html$/.exec(c.req.param('file'))?.[1]
      const message =
        id && channels.includes('mail')
          ? await db
              .selectFrom('messages')
              .select('html')
              .where('id', '=', id)
              .where('channel', '=', 'mail')
              .executeTakeFirst()
          : undefined
      if (!message?.html) return c.text('No such mail', 404)
      c.header('cache-control', 'no-store')
      c.header('content-security-policy', mailPolicy)
      return c.html(message.html)
    })
}
