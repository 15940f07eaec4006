import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { call } from '../helpers'
import type { VendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import type { TestServer } from '../helpers'

/** The passwordless endpoints' base path. */
export const PASSWORDLESS = '/identity/resources/auth/v1/passwordless'

/** Sets the vendor's configuration as the configuration endpoint will. */
export const configure = (server: TestServer, patch: Partial<VendorConfiguration>) =>
  writeVendorConfiguration(server.db, patch, server.clock.now())

/** A pre-login, with an optional cookie header. */
export const preLogin = (
  server: TestServer,
  strategy: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(server, `${PASSWORDLESS}/${strategy}/prelogin`, { body, headers })

/** A post-login, with an optional cookie header. */
export const postLogin = (
  server: TestServer,
  type: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => call(server, `${PASSWORDLESS}/${type}/postlogin`, { body, headers })

/** The `name=value` of the binding cookie a response sets. */
export const bindingCookie = (response: Response): string | undefined =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('foyer_passwordless='))

/** The newest message to `to` (mail or SMS), failing when there is none. */
export const newestMessage = async (server: TestServer, to: string) => {
  const [message] = await readMailbox(server.db, { to, limit: 1 })
  if (!message) throw new Error(`No message to ${to}`)
  return message
}

/** The 6-digit code of a message. */
export const codeOf = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error('No code in the message')
  return code
}

/** The magic link's token of a message. */
export const tokenOf = (text: string): string => {
  const token = /[?&]token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
  if (!token) throw new Error('No magic link in the message')
  return token
}

/** How many messages went to `to`. */
export const messageCount = async (server: TestServer, to: string) =>
  (await readMailbox(server.db, { to })).length
