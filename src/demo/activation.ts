import { ACTIVATION_PATHS } from '../api/activation'
import { fail, field, ok } from './http'
import {
  announceActivation,
  demoAccounts,
  demoCode,
  demoToken,
  saveDemoAccount,
} from './sign-up-store'
import { signInDemo } from './state'
import type { DemoModule } from './app'
import type { DemoPendingAccount } from './sign-up-store'

const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

type Reason = 'malformed' | 'invalid' | 'used' | 'expired' | 'tooManyAttempts'

const messages: Record<Reason, string> = {
  malformed: 'Invalid token specified',
  invalid: 'This activation link or code is not valid',
  used: 'This activation link or code was already used',
  expired: 'This activation link or code has expired',
  tooManyAttempts: 'This activation code was tried too often',
}

const refuse = (reason: Reason) => ({
  status: 400,
  body: { ...(fail(400, messages[reason]).body as object), context: { reason } },
})

const text = (body: unknown, name: string): string => String(field(body, name) ?? '')

/** The account a link names, or why it cannot be used (as the server decides). */
const byLink = (userId: string, token: string, now: number): DemoPendingAccount | Reason => {
  if (!WELL_FORMED.test(token)) return 'malformed'
  const account = demoAccounts().find((a) => a.userId === userId && a.token === token)
  if (!account) return 'invalid'
  if (account.activated) return 'used'
  return account.expiresAt <= now ? 'expired' : account
}

/** The account a code's id names, or why it cannot be used. */
const byCode = (userId: string, codeId: string): DemoPendingAccount | Reason => {
  const account = demoAccounts().find((a) => a.codeId === codeId && a.userId === userId)
  if (!account) return 'invalid'
  if (account.activated) return 'used'
  return account.codeTries >= 5 ? 'tooManyAttempts' : account
}

/** As the server: a resent mail's activation needs a new password, checked before anything. */
const passwordProblem = (account: DemoPendingAccount, body: unknown) => {
  if (!account.choosePassword) return undefined
  const password = field(body, 'password')
  if (typeof password !== 'string') return fail(400, 'password is required')
  const length = [...password].length
  // The spec's demo password rules: 6 to 128 characters.
  if (length < 6) return fail(400, 'Password must be at least 6 characters long')
  return length > 128 ? fail(400, 'Password must be at most 128 characters long') : undefined
}

/**
 * Activation as the server answers it: by link (signs in as the account's email), by code with
 * the sign-up's activationToken (5 tries), the strategy, and resend (the same answer for anyone).
 */
export const activation: DemoModule = ({ state, route }) => {
  const activate = (account: DemoPendingAccount, now: number) => {
    saveDemoAccount({ ...account, activated: true })
    return ok({ ...signInDemo(state, account.email, now), verified: true })
  }

  route('GET', ACTIVATION_PATHS.strategy, ({ query, now }) => {
    const userId = query.get('userId') ?? ''
    const token = query.get('token') ?? ''
    // As the server: the code route asks with the code's id, a mailed link with its token.
    const found = UUID.test(token) ? byCode(userId, token) : byLink(userId, token, now)
    if (typeof found === 'string') return refuse(found)
    return ok({ shouldSetPassword: found.choosePassword === true })
  })

  route('POST', ACTIVATION_PATHS.activate, ({ body, now }) => {
    const found = byLink(text(body, 'userId'), text(body, 'token'), now)
    return typeof found === 'string'
      ? refuse(found)
      : (passwordProblem(found, body) ?? activate(found, now))
  })

  route('POST', ACTIVATION_PATHS.activateWithCode, ({ body, now }) => {
    const token = text(body, 'token')
    if (!UUID.test(token)) return refuse('malformed')
    const account = byCode(text(body, 'userId'), token)
    if (typeof account === 'string') return refuse(account)
    const problem = passwordProblem(account, body)
    if (problem) return problem
    if (text(body, 'code') !== account.code) {
      const tries = account.codeTries + 1
      saveDemoAccount({ ...account, codeTries: tries })
      return refuse(tries >= 5 ? 'tooManyAttempts' : 'invalid')
    }
    return activate(account, now)
  })

  route('POST', ACTIVATION_PATHS.resend, ({ body }) => {
    const email = text(body, 'email').trim().toLowerCase()
    const account = demoAccounts().find((a) => a.email.toLowerCase() === email && !a.activated)
    if (account) {
      const fresh = {
        ...account,
        token: demoToken(),
        code: demoCode(),
        codeTries: 0,
        choosePassword: true,
      }
      saveDemoAccount(fresh)
      announceActivation(fresh, 'Activate your account')
    }
    return ok({})
  })
}
