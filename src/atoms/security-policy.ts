import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getAuthStrategies } from '../api/auth'
import { getCaptchaPolicy } from '../api/captcha'
import {
  getGlobalSecurityPolicy,
  getLockoutPolicy,
  getMfaPolicy,
  getPasswordComplexityPolicy,
  getPasswordHistoryPolicy,
  getPasswordRotationPolicy,
  getVendorLockoutPolicy,
  getVendorPasswordHistoryPolicy,
  getVendorPasswordRotationPolicy,
} from '../api/security-policy'
import { getSessionConfiguration } from '../api/session-configuration'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiClient, ApiError } from '../api'
import type { PublicCaptchaPolicy } from '../api/captcha'
import type {
  GlobalSecurityPolicy,
  LockoutPolicy,
  MfaPolicy,
  PasswordHistoryPolicy,
  PasswordRotationPolicy,
} from '../api/security-policy'
import type { AuthStrategiesConfig } from '../api/types'
import type { PasswordComplexity } from '../wire'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** Everything the General settings tab shows, each setting with the vendor's value beside it. */
export interface GeneralPolicy {
  global: GlobalSecurityPolicy
  mfa: MfaPolicy
  lockout: LockoutPolicy
  vendorLockout: LockoutPolicy
  history: PasswordHistoryPolicy
  vendorHistory: PasswordHistoryPolicy
  rotation: PasswordRotationPolicy
  vendorRotation: PasswordRotationPolicy
  complexity: PasswordComplexity
  /** Null when it cannot be read: the tab then says so. */
  captcha: PublicCaptchaPolicy | null
  strategies: AuthStrategiesConfig | null
}

/** A policy as loaded for the current session (user and tenant). */
export interface PolicyState<T> {
  status: 'idle' | 'loading' | 'ready' | 'error'
  value: T | null
  error: ApiError | null
}

const IDLE = { status: 'idle', value: null, error: null } as const

/** A session-scoped loaded value with its loader: an answer for another session is dropped. */
const loadedPolicy = <T>(fetch: (client: ApiClient) => Promise<T>) => {
  const cellAtom = atom<{ key: SessionKey; state: PolicyState<T> }>({ key: null, state: IDLE })
  const stateAtom = atom((get): PolicyState<T> => {
    const cell = get(cellAtom)
    return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
  })
  const loadAtom = atom(null, async (get, set): Promise<void> => {
    const key = get(sessionKeyAtom)
    if (key === null) return
    const before = get(stateAtom)
    set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
    try {
      const value = await withFreshToken(get, set, () => fetch(get(apiClientAtom)))
      if (get(sessionKeyAtom) === key) {
        set(cellAtom, { key, state: { status: 'ready', value, error: null } })
      }
    } catch (error) {
      if (get(sessionKeyAtom) !== key) return
      set(cellAtom, {
        key,
        state: { status: 'error', value: before.value, error: toApiError(error) },
      })
    }
  })
  return { stateAtom, loadAtom }
}

const loadGeneral = async (client: ApiClient): Promise<GeneralPolicy> => {
  const [global, mfa, lockout, vendorLockout, history, vendorHistory] = await Promise.all([
    getGlobalSecurityPolicy(client),
    getMfaPolicy(client),
    getLockoutPolicy(client),
    getVendorLockoutPolicy(client),
    getPasswordHistoryPolicy(client),
    getVendorPasswordHistoryPolicy(client),
  ])
  const [rotation, vendorRotation, complexity, captcha, strategies] = await Promise.all([
    getPasswordRotationPolicy(client),
    getVendorPasswordRotationPolicy(client),
    getPasswordComplexityPolicy(client),
    getCaptchaPolicy(client),
    getAuthStrategies(client).catch(() => null),
  ])
  return {
    global,
    mfa,
    lockout,
    vendorLockout,
    history,
    vendorHistory,
    rotation,
    vendorRotation,
    complexity,
    captcha,
    strategies,
  }
}

const general = loadedPolicy(loadGeneral)
const sessions = loadedPolicy(getSessionConfiguration)

/** The General settings tab's policies in the current session. */
export const generalPolicyAtom = general.stateAtom
/** Loads (or reloads) {@link generalPolicyAtom}. */
export const loadGeneralPolicyAtom = general.loadAtom
/** The tenant's session configuration in the current session. */
export const sessionPolicyAtom = sessions.stateAtom
/** Loads (or reloads) {@link sessionPolicyAtom}. */
export const loadSessionPolicyAtom = sessions.loadAtom

/** What was typed and not saved, by field name: strings as typed, booleans as switched. */
export type PolicyDraft = Partial<Record<string, string | boolean>>

const draftAtom = () => {
  const cellAtom = atom<{ key: SessionKey; draft: PolicyDraft }>({ key: null, draft: {} })
  return atom(
    (get) => {
      const cell = get(cellAtom)
      return cell.key === get(sessionKeyAtom) ? cell.draft : {}
    },
    (get, set, change: PolicyDraft | null) => {
      const key = get(sessionKeyAtom)
      const current = get(cellAtom)
      const base = current.key === key ? current.draft : {}
      set(cellAtom, { key, draft: change === null ? {} : { ...base, ...change } })
    },
  )
}

/**
 * Unsaved input of each tab, per session: it survives switching tabs and leaving the page, and is
 * dropped at sign-out or on a tenant switch (it was another tenant's).
 */
export const sessionDraftAtom = draftAtom()
/** Unsaved input of the General settings tab (see {@link sessionDraftAtom}). */
export const generalDraftAtom = draftAtom()

/**
 * Runs a tab's saves one after the other with a fresh token; the first refusal stops them and is
 * answered (the settings saved before it stay saved, and the reload shows them).
 */
export const runPolicySavesAtom = atom(
  null,
  async (
    get: Getter,
    set: Setter,
    saves: ((client: ApiClient) => Promise<unknown>)[],
  ): Promise<ApiError | null> => {
    for (const save of saves) {
      try {
        await withFreshToken(get, set, () => save(get(apiClientAtom)))
      } catch (error) {
        return toApiError(error)
      }
    }
    return null
  },
)
