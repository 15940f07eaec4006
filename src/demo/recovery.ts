import { RECOVERY_PATHS } from '../api/recovery'
import { captchaRoute } from './captcha'
import { demoConfigurationOf } from './configuration'
import { fail, field, ok } from './http'
import { demoLink, showDemoMessage } from './notices'
import { storedMap } from './stored-map'
import { demoUsernameOwner } from './usernames'
import type { DemoModule } from './app'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const PHONE = /^\+?[0-9][0-9 ().-]{6,24}$/
const HOUR = 3_600_000
const TEN_MINUTES = 600_000
const INVALID_TOKEN = 'Invalid token specified'

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length))
const randomToken = () =>
  btoa(String.fromCharCode(...randomBytes(32)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const randomId = () => {
  const hex = [...randomBytes(16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
const randomCode = () =>
  String((randomBytes(4).reduce((a, b) => a * 256 + b, 0) % 900_000) + 100_000)

interface Secret {
  /** What it is for: a reset link, a texted reset code, the mailed phone code, the change token. */
  purpose: 'link' | 'sms' | 'phone' | 'change'
  userId: string
  email: string
  expiresAt: number
  used: boolean
  code?: string
  tries: number
}

const gone = (what: string) => fail(410, `This ${what} has expired or was already used`)

/**
 * Forgot and reset password, reset phone number, as the server answers them (test/contract/
 * recovery.test.ts): any email has an account in the demo, so a link or code always comes, shown
 * as a demo notice; links and codes work once, links for an hour, codes 10 minutes and 5 tries.
 * While the vendor signs in by username, a username names its account's email (an unknown one
 * answers alike and mails nothing).
 */
export const recovery: DemoModule = ({ route: register, state }) => {
  const secrets = storedMap<Secret>('foyer-demo-recovery')
  // Every answer leaves the secrets saved: a link followed from a notice loads the demo again.
  const route: typeof register = (method, pattern, handler) =>
    register(method, pattern, (request) => {
      const answer = handler(request)
      secrets.save()
      return answer
    })
  const issue = (
    purpose: Secret['purpose'],
    email: string,
    ttl: number,
    now: number,
    code?: string,
  ) => {
    const key = purpose === 'link' || purpose === 'change' ? randomToken() : randomId()
    const secret: Secret = {
      purpose,
      userId: randomId(),
      email,
      expiresAt: now + ttl,
      used: false,
      tries: 0,
    }
    if (code !== undefined) secret.code = code
    secrets.set(key, secret)
    return { key, secret }
  }
  const mailLink = (email: string, now: number) => {
    const { key, secret } = issue('link', email, HOUR, now)
    // Off a page (the contract tests run the demo in Node) there is no box to show a notice in.
    if (typeof window === 'undefined') return
    showDemoMessage({
      channel: 'mail',
      to: email,
      subject: 'Reset your password',
      link: demoLink('resetPasswordUrl', { userId: secret.userId, token: key }),
    })
  }
  const tryCode = (key: unknown, purpose: Secret['purpose'], code: unknown, now: number) => {
    if (typeof key !== 'string' || !UUID.test(key)) return { answer: fail(400, INVALID_TOKEN) }
    const secret = secrets.get(key)
    if (!secret || secret.purpose !== purpose) return { answer: fail(400, 'Invalid code') }
    if (secret.used || secret.expiresAt <= now) return { answer: gone('code') }
    if (code !== secret.code) {
      secret.tries += 1
      if (secret.tries >= 5) secret.used = true
      return { answer: secret.used ? gone('code') : fail(400, 'Invalid code') }
    }
    secret.used = true
    return { secret }
  }
  const link = (body: unknown, now: number) => {
    const userId = field(body, 'userId')
    const token = field(body, 'token')
    if (
      typeof userId !== 'string' ||
      !UUID.test(userId) ||
      typeof token !== 'string' ||
      !TOKEN.test(token)
    ) {
      return { answer: fail(400, INVALID_TOKEN) }
    }
    const secret = secrets.get(token)
    if (!secret || secret.purpose !== 'link' || secret.userId !== userId)
      return { answer: fail(400, INVALID_TOKEN) }
    if (secret.used || secret.expiresAt <= now) return { answer: gone('link') }
    return { secret }
  }
  const emailOf = (body: unknown, name: string) => {
    const value = field(body, name)
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
  }

  /** The email a recovery names: an email, or a username while the vendor signs in by one. */
  const addressOf = (name: string) =>
    !name.includes('@') && demoConfigurationOf(state).authStrategy.startsWith('Username')
      ? demoUsernameOwner(state, name)
      : name
  const mailTo = (name: string, now: number) => {
    const email = addressOf(name)
    if (email !== undefined && EMAIL.test(email)) mailLink(email, now)
    return ok({})
  }
  captchaRoute(route)('POST', RECOVERY_PATHS.forgotPassword, ({ body, now }) => {
    const email = emailOf(body, 'email')
    if (!email) return fail(400, 'email: email is required')
    return mailTo(email, now)
  })
  captchaRoute(route)('POST', RECOVERY_PATHS.resetViaEmail, ({ body, now }) => {
    const identifier = emailOf(body, 'identifier')
    if (!identifier) return fail(400, 'identifier: identifier is required')
    return mailTo(identifier, now)
  })
  // As the server with the vendor's default configuration: recovery by email only.
  captchaRoute(route)('POST', RECOVERY_PATHS.resetViaSms, () =>
    fail(400, 'Password recovery by SMS is not enabled'),
  )
  route('POST', RECOVERY_PATHS.verifyResetSms, ({ body, now }) => {
    const tried = tryCode(field(body, 'sessionId'), 'sms', field(body, 'otcToken'), now)
    if (!tried.secret) return tried.answer
    const { key, secret } = issue('link', tried.secret.email, TEN_MINUTES, now)
    return ok({ userId: secret.userId, token: key })
  })
  route(
    'POST',
    RECOVERY_PATHS.validateResetToken,
    ({ body, now }) => link(body, now).answer ?? ok({}),
  )
  route('POST', RECOVERY_PATHS.resetPassword, ({ body, now }) => {
    const checked = link(body, now)
    if (!checked.secret) return checked.answer
    const password = field(body, 'password')
    const length = typeof password === 'string' ? [...password].length : 0
    if (length < 8 || length > 128) return fail(400, 'password must be 8 to 128 characters long')
    checked.secret.used = true
    return ok({})
  })

  captchaRoute(route)('POST', RECOVERY_PATHS.resetPhone, ({ body, now }) => {
    const email = emailOf(body, 'email')
    if (!email) return fail(400, 'email: email is required')
    const code = randomCode()
    const { key } = issue('phone', email, TEN_MINUTES, now, code)
    if (EMAIL.test(email)) {
      showDemoMessage({ channel: 'mail', to: email, subject: 'Change your phone number', code })
    }
    return ok({ resetPhoneNumberToken: key })
  })
  route('POST', RECOVERY_PATHS.verifyResetPhone, ({ body, now }) => {
    const tried = tryCode(field(body, 'resetPhoneNumberToken'), 'phone', field(body, 'code'), now)
    if (!tried.secret) return tried.answer
    return ok({ changePhoneNumberToken: issue('change', tried.secret.email, TEN_MINUTES, now).key })
  })
  route('PUT', RECOVERY_PATHS.changePhone, ({ body, now }) => {
    const phone = field(body, 'phoneNumber')
    if (typeof phone !== 'string' || !PHONE.test(phone.trim())) {
      return fail(400, 'phoneNumber is not a valid phone number')
    }
    const token = field(body, 'changePhoneNumberToken')
    if (typeof token !== 'string' || !TOKEN.test(token)) return fail(400, INVALID_TOKEN)
    const secret = secrets.get(token)
    if (!secret || secret.purpose !== 'change') return fail(400, INVALID_TOKEN)
    if (secret.used || secret.expiresAt <= now) return gone('link')
    secret.used = true
    return ok({})
  })
}
