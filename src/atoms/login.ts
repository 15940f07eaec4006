import { atom } from 'jotai/vanilla'
import { getAuthStrategies, getVendorConfig, preLogin, toApiError } from '../api'
import { apiClientAtom, configAtom } from './config'
import { INITIAL_LOGIN, loginRuntimeAtom, loginStateAtom } from './login-state'
import type { ApiError, AuthStrategiesConfig, AuthStrategy, VendorConfig } from '../api'
import type { LoginState } from './login-state'
import type { Getter, Setter } from 'jotai/vanilla'

/** Delay before leaving for the identity provider (spec doc 000 §4.3). */
export const SSO_REDIRECT_DELAY_MS = 2_000

/** The sign-in configuration the login box needs. */
export interface AuthConfig {
  strategies: AuthStrategiesConfig | null
  vendorConfig: VendorConfig | null
  /** The strategy the flow follows after pre-login. */
  mainStrategy: AuthStrategy
  /** Why the configuration could not be loaded (the flow then assumes email and password). */
  error: ApiError | null
}

/** The current login state (read-only). */
export const loginAtom = atom((get) => get(loginStateAtom))

/** Public auth strategies and vendor config, loaded once per store; never rejects. */
export const authStrategiesAtom = atom(async (get): Promise<AuthConfig> => {
  const client = get(apiClientAtom)
  const [strategies, vendorConfig] = await Promise.allSettled([
    getAuthStrategies(client),
    getVendorConfig(client),
  ])
  const loaded = strategies.status === 'fulfilled' ? strategies.value : null
  const vendor = vendorConfig.status === 'fulfilled' ? vendorConfig.value : null
  const failure = strategies.status === 'rejected' ? strategies.reason : null
  return {
    strategies: loaded,
    vendorConfig: vendor,
    mainStrategy:
      loaded?.mainAuthStrategies?.[0]?.strategy ?? vendor?.authStrategy ?? 'EmailAndPassword',
    error: failure === null ? null : toApiError(failure),
  }
})

/**
 * Whether the vendor offers passkeys (`Passkeys` active among the secondary strategies): all the
 * first step knows of them (the step after a sign-in, `passkeys-active.ts`, loads later).
 */
export const passkeysActive = (strategies: AuthStrategiesConfig | null | undefined): boolean =>
  !!strategies?.secondaryAuthStrategies?.some(
    (item) => item.strategy === 'Passkeys' && item.isActive,
  )

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

/** Starts a step of the flow: cancels an SSO redirect and returns the step's sequence number. */
export function begin(get: Getter, set: Setter, patch: Partial<LoginState>): number {
  const runtime = get(loginRuntimeAtom)
  clearTimeout(runtime.ssoTimer)
  runtime.ssoTimer = undefined
  runtime.seq += 1
  set(loginStateAtom, (state) => ({ ...state, ...patch }))
  return runtime.seq
}

/** Whether the step numbered `seq` is still the flow's latest (a later one supersedes its answers). */
export const isCurrent = (get: Getter, seq: number): boolean => get(loginRuntimeAtom).seq === seq

/**
 * Pre-login with an email (or a username, while the username field says it is one): validates it, asks for SSO (with an address: step `redirectToSSO`, and
 * the page leaves after 2 s), otherwise follows the main auth strategy.
 */
export const preLoginAtom = atom(null, async (get, set, input: string): Promise<void> => {
  const email = input.trim()
  if (!EMAIL.test(email) && !get(loginRuntimeAtom).username?.(email)) {
    begin(get, set, { email, loading: false, error: { code: 'invalidEmail' } })
    return
  }
  const seq = begin(get, set, { email, loading: true, error: null, ssoAddress: null })
  const sso = await preLogin(
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
})

/** Back to the first step, keeping the email and clearing any error. */
export const resetLoginAtom = atom(null, (get, set): void => {
  begin(get, set, { ...INITIAL_LOGIN, email: get(loginStateAtom).email })
})
