import { preLogin as askPreLogin } from '../api'
import { apiClientAtom, configAtom } from './config'
import { authStrategiesAtom, begin, isCurrent, SSO_REDIRECT_DELAY_MS } from './login'
import { loginRuntimeAtom, loginStateAtom } from './login-state'
import type { AuthStrategy } from '../api'
import type { Getter, Setter } from 'jotai/vanilla'

const PASSWORDLESS_STRATEGIES = new Set<AuthStrategy>([
  'MagicLink',
  'UsernameAndMagicLink',
  'Code',
  'UsernameAndCode',
  'SmsCode',
  'UsernameAndSms',
])

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

const isHttpUrl = (value: string): boolean => {
  try {
    const protocol = new URL(value).protocol
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

const defaultNavigate = (url: string): void => {
  if (typeof window !== 'undefined') window.location.assign(url)
}

/**
 * Pre-login with an email (or a username, while the username field says it is one): validates it, asks
 * for SSO (with an address: step `redirectToSSO`, and the page leaves after 2 s), otherwise follows the
 * main auth strategy. `login.ts`'s `preLoginAtom` loads it (a chunk of its own, fetched ahead).
 */
export async function preLogin(get: Getter, set: Setter, input: string): Promise<void> {
  const email = input.trim()
  if (!EMAIL.test(email) && !get(loginRuntimeAtom).username?.(email)) {
    begin(get, set, { email, loading: false, error: { code: 'invalidEmail' } })
    return
  }
  const seq = begin(get, set, { email, loading: true, error: null, ssoAddress: null })
  const sso = await askPreLogin(
    get(apiClientAtom),
    EMAIL.test(email) ? { email } : { username: email },
  )
  if (!isCurrent(get, seq)) return
  if (sso && isHttpUrl(sso.address)) {
    set(loginStateAtom, (s) => ({
      ...s,
      step: 'redirectToSSO',
      loading: false,
      ssoAddress: sso.address,
    }))
    const navigate = get(configAtom).navigate ?? defaultNavigate
    get(loginRuntimeAtom).ssoTimer = setTimeout(() => navigate(sso.address), SSO_REDIRECT_DELAY_MS)
    return
  }
  const { mainStrategy } = await get(authStrategiesAtom)
  if (!isCurrent(get, seq)) return
  if (mainStrategy === 'EmailAndPassword' || mainStrategy === 'UsernameAndPassword') {
    set(loginStateAtom, (s) => ({ ...s, step: 'loginWithPassword', loading: false }))
    return
  }
  if (PASSWORDLESS_STRATEGIES.has(mainStrategy)) {
    // Loaded only by boxes whose vendor signs in without passwords (keeps it off the first load).
    const { startPasswordless } = await import('./passwordless-start')
    await startPasswordless(get, set, { seq, strategy: mainStrategy, email })
    return
  }
  set(loginStateAtom, (s) => ({
    ...s,
    loading: false,
    error: { code: 'strategyUnsupported', strategy: mainStrategy },
  }))
}
