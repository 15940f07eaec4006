import { writeAudit } from '../audit/repository'
import { verifyAltchaPayload } from './altcha'
import { readCaptchaPolicy } from './policy'
import { verifyWithProvider } from './providers'
import type { AppDeps } from '../deps'
import type { ClientInfo } from '../sessions/repository'

/** The unauthenticated starts the captcha policy guards. */
export type CaptchaStart =
  'signIn' | 'passwordless' | 'passkey' | 'signUp' | 'passwordReset' | 'phoneReset' | 'unlock'

const startNames: Record<CaptchaStart, string> = {
  signIn: 'Sign-in',
  passwordless: 'Passwordless sign-in',
  passkey: 'Passkey sign-in',
  signUp: 'Sign-up',
  passwordReset: 'Password reset',
  phoneReset: 'Phone number reset',
  unlock: 'Unlock',
}

/**
 * Whether a sign-in may go on to its password: always while the captcha policy is off; else
 * `token` must be a fresh solution (ALTCHA: signed here, solved, never used; third parties:
 * their verify API says so). A failure writes an audit row; the caller answers it exactly like
 * a wrong password. `what` names the refused start in the audit row (default: sign-in).
 */
export const passesCaptcha = async (
  deps: AppDeps,
  input: {
    token: string | undefined
    email: string
    client: ClientInfo
    now: Date
    what?: CaptchaStart
  },
): Promise<boolean> => {
  const { db, config } = deps
  const policy = await readCaptchaPolicy(db)
  if (!policy.enabled) return true
  const token = input.token?.trim() ?? ''
  let passed = false
  if (token !== '' && token.length <= 8192) {
    const { provider } = policy
    passed =
      provider === 'altcha'
        ? await verifyAltchaPayload(db, config, token, input.now)
        : await verifyWithProvider(
            { ...policy, provider },
            { token, ip: input.client.ip, verifyUrl: config.risk.captchaVerifyUrl },
          )
  }
  if (!passed) {
    await writeAudit(db, {
      tenantId: null,
      userId: null,
      email: input.email,
      action: input.what ? 'user.captcha-failed' : 'user.login.captcha-failed',
      description: `${startNames[input.what ?? 'signIn']} refused: ${
        token === '' ? 'no captcha solution' : 'captcha failed'
      }`,
      severity: 'Info',
      ip: input.client.ip,
      userAgent: input.client.userAgent,
    })
  }
  return passed
}
