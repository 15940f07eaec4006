import { EventEmitter } from 'node:events'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { SMTPServerDataStream, SMTPServerSession } from 'smtp-server'

/** A mail the catcher accepted (answered 250). */
export interface CaughtMail {
  /** Envelope recipients, lower-cased. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  headers: Map<string, unknown>
  /** The server's outbox id (`X-Foyer-Message-Id`), to tell a retry from a second send. */
  messageId: string | undefined
}

/** A real SMTP server on loopback that keeps what it is sent. */
export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>`: the FOYER_SMTP_URL to give the server. */
  url: string
  /** Accepted mail, in order. */
  messages: CaughtMail[]
  /** Mails whose data arrived, accepted or not yet answered (held, delayed, refused). */
  received: number
  /** Resolves with the first accepted mail to `to` (and matching `match`); fails after the timeout. */
  waitFor: (
    to: string,
    options?: { timeoutMs?: number; match?: (mail: CaughtMail) => boolean },
  ) => Promise<CaughtMail>
  /** Resolves once `count` mails have arrived (`received`), answered or not. */
  waitForReceived: (count: number, timeoutMs?: number) => Promise<void>
  /** Answers the next `count` mails `code` (default 451, a temporary refusal) and keeps none. */
  refuseNext: (count: number, code?: number) => void
  /** Waits this long before answering each mail (a slow server). */
  setDelay: (ms: number) => void
  /** Holds every mail unanswered until `release()`: a sender that dies meanwhile delivered nothing. */
  hold: () => void
  release: () => void
  close: () => Promise<void>
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms)
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error as Error)),
    )
  })

/**
 * Starts an SMTP catcher (smtp-server + mailparser) on a random loopback port: no TLS, any
 * credentials accepted. `delayMs` delays every answer (a 2 s-per-message server for benchmarks).
 */
export const startSmtpCatcher = async (
  options: { delayMs?: number } = {},
): Promise<SmtpCatcher> => {
  const events = new EventEmitter()
  events.setMaxListeners(0)
  const messages: CaughtMail[] = []
  const closed = new Set<string>()
  let delayMs = options.delayMs ?? 0
  let refusals: { count: number; code: number } = { count: 0, code: 451 }
  let held: Promise<void> | undefined
  let releaseHeld: () => void = () => undefined
  let received = 0

  const onData = (
    stream: SMTPServerDataStream,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
  ) => {
    void (async () => {
      const parsed = await simpleParser(stream)
      received++
      events.emit('received')
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 }
        const error = new Error('Try again later') as Error & { responseCode: number }
        error.responseCode = refusals.code
        return callback(error)
      }
      if (held) await held
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      // The sender went away before our answer: it never learnt the mail was taken.
      if (closed.has(session.id)) return
      const header = parsed.headers.get('x-foyer-message-id')
      const mail: CaughtMail = {
        to: session.envelope.rcptTo.map((address) => address.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: parsed.headers,
        messageId: typeof header === 'string' ? header : undefined,
      }
      messages.push(mail)
      callback()
      events.emit('mail', mail)
    })().catch((error: unknown) => callback(error as Error))
  }

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'any' }),
    onData,
    onClose: (session) => {
      closed.add(session.id)
    },
  })
  server.on('error', () => undefined)
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })

  const find = (to: string, match?: (mail: CaughtMail) => boolean) =>
    messages.find((mail) => mail.to.includes(to.toLowerCase()) && (!match || match(mail)))

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get received() {
      return received
    },
    waitFor: (to, { timeoutMs = 10_000, match } = {}) => {
      const found = find(to, match)
      if (found) return Promise.resolve(found)
      let listener: () => void = () => undefined
      const arrival = new Promise<CaughtMail>((resolve) => {
        listener = () => {
          const mail = find(to, match)
          if (mail) resolve(mail)
        }
        events.on('mail', listener)
      })
      return within(arrival, timeoutMs, `no mail to ${to}`).finally(() =>
        events.off('mail', listener),
      )
    },
    waitForReceived: (count, timeoutMs = 10_000) => {
      if (received >= count) return Promise.resolve()
      let listener: () => void = () => undefined
      const arrival = new Promise<void>((resolve) => {
        listener = () => {
          if (received >= count) resolve()
        }
        events.on('received', listener)
      })
      return within(arrival, timeoutMs, `fewer than ${count} mails arrived`).finally(() =>
        events.off('received', listener),
      )
    },
    refuseNext: (count, code = 451) => {
      refusals = { count, code }
    },
    setDelay: (ms) => {
      delayMs = ms
    },
    hold: () => {
      held = new Promise<void>((resolve) => (releaseHeld = resolve))
    },
    release: () => {
      held = undefined
      releaseHeld()
    },
    close: () =>
      new Promise<void>((resolve) => {
        releaseHeld()
        server.close(() => resolve())
      }),
  }
}
