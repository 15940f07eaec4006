import { atom } from 'jotai/vanilla'
import { getAuthStrategies, getVendorConfig, toApiError } from '../api'
import { apiClientAtom } from './config'
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

/** Pre-login's checks and steps: a chunk of their own (see {@link preloadPreLogin}). */
const loadPreLogin = () => import('./pre-login')

/**
 * Fetches pre-login's chunk ahead of Continue (the box does once its first step shows), so the
 * answer to Continue never waits for it.
 */
export const preloadPreLogin = (): void => void loadPreLogin().catch(() => undefined)

/**
 * Pre-login with an email (or a username, while the username field says it is one): validates it, asks
 * for SSO, otherwise follows the main auth strategy (`pre-login.ts`). A chunk that cannot be fetched
 * is a failed request.
 */
export const preLoginAtom = atom(null, async (get, set, input: string): Promise<void> => {
  let module
  try {
    module = await loadPreLogin()
  } catch (error) {
    begin(get, set, {
      email: input.trim(),
      loading: false,
      error: { code: 'request', cause: toApiError(error) },
    })
    return
  }
  await module.preLogin(get, set, input)
})

/** Back to the first step, keeping the email and clearing any error. */
export const resetLoginAtom = atom(null, (get, set): void => {
  begin(get, set, { ...INITIAL_LOGIN, email: get(loginStateAtom).email })
})
