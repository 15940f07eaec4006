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

/**
 * The carrier of each channel. A channel without one (no carrier, development mailbox off) is
 * not delivered: its messages stay queued in the outbox until a carrier is configured.
 */
export interface Transports {
  mail: Transport | undefined
  sms: Transport | undefined
  /** Slack posts (`connectivity/slack-transport.ts`), when the server sends them. */
  slack?: Transport | undefined
}

/** A delivery channel. */
export type Channel = 'mail' | 'sms'

type CarrierConfig = Pick<ServerConfig, 'smtpUrl' | 'smsUrl' | 'sms'>

/** The channels the configuration names no carrier for (FOYER_SMTP_URL, FOYER_SMS_URL). */
export const channelsWithoutCarrier = (config: CarrierConfig): Channel[] => [
  ...(config.smtpUrl ? [] : (['mail'] as const)),
  ...(config.smsUrl && config.sms ? [] : (['sms'] as const)),
]

/**
 * The channels the development mailbox keeps: those without a carrier, and only while
 * FOYER_DEV_MAILBOX is on. Never a channel that has a carrier.
 */
export const mailboxChannels = (config: CarrierConfig & Pick<ServerConfig, 'devMailbox'>) =>
  config.devMailbox ? channelsWithoutCarrier(config) : []

/**
 * The carriers the configuration names: SMTP over FOYER_SMTP_URL and the Twilio-compatible API
 * at FOYER_SMS_URL; a channel without one goes to the development mailbox when FOYER_DEV_MAILBOX
 * is on (it keeps the message in the database for the `/dev/mailbox` page and prints one line with
 * its links and code through `log`), and otherwise has no transport.
 */
export const createTransports = (
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'smsUrl' | 'sms' | 'devMailbox'>,
  log: (line: string) => void,
): Transports => {
  const mailbox = mailboxChannels(config)
  return {
    mail: config.smtpUrl
      ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
      : mailbox.includes('mail')
        ? createMailboxTransport(log)
        : undefined,
    sms:
      config.smsUrl && config.sms
        ? createSmsTransport({ url: config.smsUrl, credentials: config.sms })
        : mailbox.includes('sms')
          ? createMailboxTransport(log)
          : undefined,
  }
}
