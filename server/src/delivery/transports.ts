import { createMailboxTransport } from './mailbox-transport'
import { createSmsTransport } from './sms-transport'
import { createSmtpTransport } from './smtp-transport'
import type { ServerConfig } from '../config'
import type { ClaimedMessage } from './claims'

/** Hands a message to whatever carries it; rejects when it was not accepted. */
export interface Transport {
  send: (message: ClaimedMessage) => Promise<void>
  /** Closes pooled connections. */
  close: () => void
}

/** The carrier of each channel. */
export interface Transports {
  mail: Transport
  sms: Transport
}

/**
 * The carriers the configuration names: SMTP over FOYER_SMTP_URL and the Twilio-compatible API
 * at FOYER_SMS_URL; a channel without one goes to the development mailbox, which keeps the
 * message in the database (the `/dev/mailbox` page) and prints one line with its links and code
 * through `log`.
 */
export const createTransports = (
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'smsUrl' | 'sms'>,
  log: (line: string) => void,
): Transports => ({
  mail: config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : createMailboxTransport(log),
  sms:
    config.smsUrl && config.sms
      ? createSmsTransport({ url: config.smsUrl, credentials: config.sms })
      : createMailboxTransport(log),
})
