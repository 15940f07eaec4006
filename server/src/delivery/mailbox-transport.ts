import type { ClaimedMessage } from './claims'
import type { Transport } from './transports'

/** The links and six-digit codes of a message's text, in order. */
export const linksAndCodes = (text: string): string[] =>
  [...text.matchAll(/https?:\/\/[^\s<>"]+|\b\d{6}\b/g)].map((match) => match[0])

/**
 * The development mailbox: the message stays in the database (the `/dev/mailbox` page reads it)
 * and one console line gives its recipient, subject and links or code, so a developer can follow
 * a flow without a mail server. Only this line ever prints a token.
 */
export const createMailboxTransport = (log: (line: string) => void): Transport => ({
  send: (message: ClaimedMessage) => {
    const what = message.channel === 'mail' ? `mail "${message.subject}"` : 'SMS'
    const found = linksAndCodes(message.text)
    log(
      `Foyer dev mailbox: ${what} to ${message.recipient} (${message.purpose})` +
        (found.length > 0 ? `: ${found.join(' ')}` : ''),
    )
    return Promise.resolve()
  },
  close: () => undefined,
})
