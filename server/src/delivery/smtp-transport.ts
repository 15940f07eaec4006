import type { ClaimedMessage } from './claims'
import type { Transport } from './transports'
import type { Transporter } from 'nodemailer'

/** Connections kept open to the SMTP server; also how many mails the worker sends at once. */
export const smtpConnections = 5

/**
 * Mail over SMTP (nodemailer, pooled): `url` is FOYER_SMTP_URL (`smtp://user:pass@host:587`,
 * STARTTLS when offered; `smtps://` for TLS from the start), `from` FOYER_MAIL_FROM. Timeouts are
 * far below the worker's lease, so a hung server fails the attempt before another worker may
 * take the message again. nodemailer loads, and the pool opens, at the first mail (its import
 * added about 12 MB to every start).
 */
export const createSmtpTransport = (options: { url: string; from: string }): Transport => {
  let transporter: Promise<Transporter> | undefined
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer')
    return nodemailer.createTransport(
      {
        url: options.url,
        pool: true,
        maxConnections: smtpConnections,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      },
      { from: options.from },
    )
  }
  return {
    send: async (message: ClaimedMessage) => {
      transporter ??= open()
      await (
        await transporter
      ).sendMail({
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: {
          // Out-of-office replies stay away (RFC 3834); the id lets a catcher tell retries apart.
          'Auto-Submitted': 'auto-generated',
          'X-Foyer-Message-Id': message.id,
        },
      })
    },
    close: () => {
      void transporter?.then((opened) => opened.close())
    },
  }
}
