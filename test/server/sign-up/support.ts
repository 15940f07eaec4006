import { writeVendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import { readMailbox } from '../../../server/src/delivery/mailbox'
import { call } from '../helpers'
import type { VendorConfiguration } from '../../../server/src/configuration/vendor-configuration'
import type { TestServer } from '../helpers'

/** Stores the vendor configuration the way its endpoint would (tests write it directly). */
export const configure = (server: TestServer, patch: Partial<VendorConfiguration>) =>
  server.db.transaction().execute((trx) => writeVendorConfiguration(trx, patch, server.clock.now()))

/** The paths under test. */
export const paths = {
  signUp: '/identity/resources/users/v1/signUp',
  signUpByPhone: '/identity/resources/users/v1/signUp/phoneNumber',
  activate: '/identity/resources/users/v1/activate',
  activateWithCode: '/identity/resources/users/v1/activate/code',
  strategy: '/identity/resources/users/v1/activate/strategy',
  resend: '/identity/resources/users/v1/activate/reset',
} as const

/** A sign-up body with a fresh email, company and password; `overrides` win. */
export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: `visitor-${Math.random().toString(36).slice(2, 10)}@example.com`,
  name: 'Visitor',
  companyName: 'Visitors Ltd',
  password: 'a long enough password',
  ...overrides,
})

/** Posts JSON and answers the status and parsed body. */
export const post = async <T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await call(server, path, { body, headers })
  return { status: response.status, body: (await response.json()) as T, response }
}

/** The newest activation mail to `email`, with its link's userId and token and its code. */
export const activationMail = async (server: TestServer, email: string) => {
  const [message] = (await readMailbox(server.db, { to: email })).filter(
    (m) => m.purpose === 'activation',
  )
  if (!message) throw new Error(`no activation mail to ${email}`)
  const link = new URL(/https?:\/\/\S+/.exec(message.text)?.[0] ?? '')
  return {
    message,
    link,
    userId: link.searchParams.get('userId') ?? '',
    token: link.searchParams.get('token') ?? '',
    code: /\b\d{6}\b/.exec(message.text)?.[0] ?? '',
  }
}
