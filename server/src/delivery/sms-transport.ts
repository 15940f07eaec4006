import type { ClaimedMessage } from './claims'
import type { SmsCredentials } from './settings'
import type { Transport } from './transports'

/** The provider's own words when it refuses a message (Twilio: `{code, message}`). */
const refusal = async (response: Response): Promise<string> => {
  const body = await response.text().catch(() => '')
  try {
    const parsed = JSON.parse(body) as { code?: unknown; message?: unknown }
    if (typeof parsed.message === 'string') {
      return `${response.status} ${parsed.message}${parsed.code ? ` (${String(parsed.code)})` : ''}`
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return `${response.status} ${response.statusText}`
}

/**
 * Text messages through a Twilio-compatible HTTP API: `POST {url}/2010-04-01/Accounts/{sid}/
 * Messages.json`, form-encoded `To`, `From` (or `MessagingServiceSid`) and `Body`, basic auth with
 * the account id and token. Any 2xx is accepted; anything else fails the attempt.
 */
export const createSmsTransport = (options: {
  url: string
  credentials: SmsCredentials
}): Transport => {
  const { accountSid, authToken, from } = options.credentials
  const endpoint = `${options.url}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
  return {
    send: async (message: ClaimedMessage) => {
      const form = new URLSearchParams({ To: message.recipient, Body: message.text })
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from)
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form,
        redirect: 'error',
        signal: AbortSignal.timeout(20_000),
      })
      if (!response.ok)
        throw new Error(`SMS provider refused the message: ${await refusal(response)}`)
      await response.body?.cancel()
    },
    close: () => undefined,
  }
}
