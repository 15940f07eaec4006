import { SIGN_UP_PATHS } from '../api/sign-up'
import { fail, field, ok } from './http'
import { demoLink, showDemoMessage } from './notices'
import {
  announceActivation,
  demoAccounts,
  demoCode,
  demoToken,
  saveDemoAccount,
} from './sign-up-store'
import type { DemoModule } from './app'
import type { DemoRequest } from './router'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
/** Demo activation links live as long as the server's (72 h). */
const LINK_TTL_MS = 72 * 3600 * 1000

const text = (body: unknown, name: string): string | undefined => {
  const value = field(body, name)
  return typeof value === 'string' ? value : undefined
}

/**
 * Sign-up as the server answers it with the demo vendor's configuration: sign-ups allowed,
 * activation required, phone strategy off. The activation mail is a demo
 * notice with its link and code.
 */
export const signUp: DemoModule = ({ state, route }) => {
  const handle =
    (byPhone: boolean) =>
    ({ body, now }: DemoRequest) => {
      if (text(body, 'invitationToken') !== undefined) {
        return fail(400, 'This invitation is not valid')
      }
      const email = text(body, 'email')?.trim() ?? ''
      if (email === '') return fail(400, 'email is required')
      if (email.length > 320 || !EMAIL.test(email)) {
        return fail(400, 'email is not a valid email address')
      }
      if (byPhone) return fail(400, 'Sign-up with a phone number is not enabled')
      if ((text(body, 'phoneNumber')?.trim() ?? '') !== '') {
        return fail(400, 'phoneNumber: sign-up with a phone number is not enabled')
      }
      const companyName = text(body, 'companyName')?.trim() ?? ''
      if (companyName === '') return fail(400, 'companyName is required')
      const password = text(body, 'password')
      if (password === undefined) return fail(400, 'password is required')
      // The spec's demo password rules: 6 to 128 characters.
      if ([...password].length < 6) {
        return fail(400, 'Password must be at least 6 characters long')
      }
      if ([...password].length > 128) {
        return fail(400, 'Password must be at most 128 characters long')
      }
      const lower = email.toLowerCase()
      const taken =
        state.users.some((user) => user.email?.toLowerCase() === lower) ||
        demoAccounts().some((account) => account.email.toLowerCase() === lower)
      if (taken) {
        // As the server: the answer a new account gets, and a mail to the address's owner.
        showDemoMessage({
          channel: 'mail',
          to: email,
          subject: 'You already have an account',
          link: demoLink('forgetPasswordUrl', { email }),
        })
        return ok({
          shouldActivate: true,
          userId: crypto.randomUUID(),
          tenantId: crypto.randomUUID(),
          activationToken: crypto.randomUUID(),
        })
      }
      const account = {
        userId: crypto.randomUUID(),
        tenantId: crypto.randomUUID(),
        email,
        name: text(body, 'name')?.trim() || (email.split('@')[0] ?? email),
        token: demoToken(),
        codeId: crypto.randomUUID(),
        code: demoCode(),
        codeTries: 0,
        hasPassword: true,
        activated: false,
        expiresAt: now + LINK_TTL_MS,
      }
      saveDemoAccount(account)
      announceActivation(account, `Activate your ${companyName} account`)
      return ok({
        shouldActivate: true,
        userId: account.userId,
        tenantId: account.tenantId,
        activationToken: account.codeId,
      })
    }
  route('POST', SIGN_UP_PATHS.signUp, handle(false))
  route('POST', SIGN_UP_PATHS.signUpByPhone, handle(true))
}
