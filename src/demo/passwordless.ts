import { PASSWORDLESS_PATHS } from '../api'
import { WIRE_ERROR_CODES } from '../wire'
import { captchaRoute } from './captcha'
import { DEMO_AUTH_STRATEGIES } from './fixtures/tenant'
import { fail, field, ok } from './http'
import { demoLink, showDemoMessage } from './notices'
import { signInDemo } from './state'
import { demoUsernameOwner } from './usernames'
import type { AuthStrategiesConfig } from '../api'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const CODE = /^\d{6}$/
const PHONE = /^\+\d{8,15}$/
const CODE_TTL_MS = 10 * 60_000
const LINK_TTL_MS = 15 * 60_000
const MAX_TRIES = 5

const PRELOGIN = PASSWORDLESS_PATHS.preLogin('MagicLink').replace('/magiclink/', '/:strategy/')
const POSTLOGIN = PASSWORDLESS_PATHS.postLogin('MagicLink').replace('/magiclink/', '/:type/')
const KINDS: Record<string, 'link' | 'mail' | 'sms'> = {
  magiclink: 'link',
  usernameandmagiclink: 'link',
  code: 'mail',
  usernameandcode: 'mail',
  smscode: 'sms',
  usernameandsms: 'sms',
}
const PRELOGIN_SEGMENTS = new Set(['magiclink', 'code', 'smscode'])

const TRYABLE = [
  'MagicLink',
  'Code',
  'SmsCode',
  'UsernameAndPassword',
  'UsernameAndMagicLink',
  'UsernameAndCode',
] as const

/**
 * The demo's main strategy: email and password, unless the page's address asks the demo for a
 * passwordless one (`?demo&demo-strategy=MagicLink`, `Code` or `SmsCode`) or a username one
 * (`UsernameAndPassword`, `UsernameAndMagicLink`, `UsernameAndCode`), so visitors can try them.
 */
export function demoAuthStrategies(): AuthStrategiesConfig {
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('demo-strategy')
  const strategy = TRYABLE.find((name) => name === asked)
  return strategy
    ? { ...DEMO_AUTH_STRATEGIES, mainAuthStrategies: [{ strategy }] }
    : DEMO_AUTH_STRATEGIES
}

interface Secret {
  email: string
  expires: number
  tries: number
}

/** Each demo's codes by recipient ('mail:…' or 'sms:…'); the newest one only, as on the server. */
const demoCodes = new WeakMap<DemoState, Map<string, Secret & { code: string }>>()
const codesOf = (state: DemoState) => {
  let codes = demoCodes.get(state)
  if (!codes) {
    codes = new Map()
    demoCodes.set(state, codes)
  }
  return codes
}

/**
 * Texts a demo SMS sign-in code to `phone` (E.164), as a phone sign-up does on the server: shown
 * as a demo notice; the SMS post-login with the number takes it.
 */
export function textDemoSignInCode(state: DemoState, phone: string, now: number): void {
  const code = randomCode()
  const signsIn = `phone${phone.slice(1)}@example.com`
  codesOf(state).set(`sms:${phone}`, { email: signsIn, code, expires: now + CODE_TTL_MS, tries: 0 })
  showDemoMessage({ channel: 'sms', to: phone, subject: 'Your sign-in code', code })
}

/**
 * The demo's magic links, kept in sessionStorage (memory where there is none): a visitor opens the
 * notice's link, which loads the page again, and the link must still be known there.
 */
const LINKS_KEY = 'foyer-demo-magic-links'
function createLinkStore() {
  const memory = new Map<string, Secret>()
  const storage = typeof sessionStorage === 'undefined' ? null : sessionStorage
  const read = (): Record<string, Secret> => {
    try {
      return JSON.parse(storage?.getItem(LINKS_KEY) ?? '{}') as Record<string, Secret>
    } catch {
      return {}
    }
  }
  return {
    set(token: string, secret: Secret) {
      if (!storage) return void memory.set(token, secret)
      storage.setItem(LINKS_KEY, JSON.stringify({ ...read(), [token]: secret }))
    },
    /** The link's secret, removed: a link works once. */
    take(token: string): Secret | undefined {
      if (!storage) {
        const secret = memory.get(token)
        memory.delete(token)
        return secret
      }
      const { [token]: secret, ...rest } = read()
      storage.setItem(LINKS_KEY, JSON.stringify(rest))
      return secret
    },
  }
}

const randomToken = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}
const randomCode = (): string =>
  String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 1_000_000).padStart(6, '0')

const unsupported = (segment: string) =>
  fail(400, `Passwordless sign-in with ${segment.slice(0, 40)} is not supported`)
const wrongCode = () =>
  fail(401, 'The code is incorrect or has expired', WIRE_ERROR_CODES.invalidCredentials)

/**
 * Passwordless sign-in in the demo: any email (or number) gets a magic link or a code, shown in
 * the box as a demo notice instead of being mailed or texted. Links work once within 15 minutes;
 * codes once within 10 minutes, 5 tries, for the email or number they were sent to. The demo
 * offers every method whatever its vendor configuration says, so visitors can try them.
 */
export const passwordless: DemoModule = ({ route, state }) => {
  const links = createLinkStore()
  const codes = codesOf(state)

  captchaRoute(route)('POST', PRELOGIN, ({ params, body, now }) => {
    const segment = (params.strategy ?? '').toLowerCase()
    const kind = KINDS[segment]
    const given = String(field(body, 'email') ?? field(body, 'username') ?? '').trim()
    // A username names its account's email; an unknown one gets the same answer and nothing.
    const email = given.includes('@') ? given : (demoUsernameOwner(state, given) ?? given)
    const phoneField = field(body, 'phoneNumber')
    const phone = typeof phoneField === 'string' ? phoneField.replace(/[\s().-]/g, '') : ''
    if (!kind || !PRELOGIN_SEGMENTS.has(segment)) return unsupported(segment)
    if (kind === 'sms' && phone !== '') {
      if (!PHONE.test(phone)) return fail(400, 'phoneNumber is not a valid phone number')
    } else if (email === '') {
      return fail(400, kind === 'sms' ? 'phoneNumber is required' : 'email is required')
    }
    if (kind === 'link') {
      if (!EMAIL.test(email)) return ok({})
      const token = randomToken()
      links.set(token, { email, expires: now + LINK_TTL_MS, tries: 0 })
      showDemoMessage({
        channel: 'mail',
        to: email,
        subject: 'Your sign-in link',
        link: demoLink('magicLinkCallbackUrl', { token }),
      })
      return ok({})
    }
    const to = kind === 'sms' ? phone || `${email}'s phone` : email
    const signsIn = email !== '' ? email : `phone${phone.slice(1)}@example.com`
    const code = randomCode()
    codes.set(`${kind}:${(phone || email).toLowerCase()}`, {
      email: signsIn,
      code,
      expires: now + CODE_TTL_MS,
      tries: 0,
    })
    showDemoMessage({
      channel: kind === 'sms' ? 'sms' : 'mail',
      to,
      subject: 'Your sign-in code',
      code,
    })
    return ok({})
  })

  route('POST', POSTLOGIN, ({ params, body, now }): DemoResponse => {
    const segment = (params.type ?? '').toLowerCase()
    const kind = KINDS[segment]
    if (!kind) return unsupported(segment)
    const token = field(body, 'token')
    if (typeof token !== 'string' || token === '') return fail(400, 'token is required')
    if (kind === 'link') {
      if (!TOKEN.test(token)) return fail(400, 'Invalid token specified')
      const link = links.take(token)
      if (!link || link.expires <= now) {
        return fail(400, 'This sign-in link is invalid or has expired')
      }
      return ok(signInDemo(state, link.email, now))
    }
    if (!CODE.test(token)) return fail(400, 'Invalid token specified')
    const phone = String(field(body, 'phoneNumber') ?? '').replace(/[\s().-]/g, '')
    const email = String(field(body, 'email') ?? '').trim()
    const key = `${kind}:${(kind === 'sms' && phone !== '' ? phone : email).toLowerCase()}`
    const secret = codes.get(key)
    if (!secret || secret.expires <= now) return wrongCode()
    if (secret.code !== token) {
      secret.tries += 1
      if (secret.tries < MAX_TRIES) return wrongCode()
      codes.delete(key)
      return fail(400, 'Too many wrong codes. Ask for a new code', WIRE_ERROR_CODES.tooManyAttempts)
    }
    codes.delete(key)
    return ok(signInDemo(state, secret.email, now))
  })
}
