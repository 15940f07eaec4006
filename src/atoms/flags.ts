import { atom } from 'jotai/vanilla'
import { getFeatureFlags, toApiError } from '../api'
import { apiClientAtom } from './config'
import type { FeatureFlags } from '../api'

/** The admin feature flags of the store. */
export interface FeatureFlagsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed'
  /** `{ key: 'on' | 'off' }`; empty until loaded, and after a failure. */
  flags: FeatureFlags
  /** Why the last load failed, `null` otherwise. */
  error: string | null
}

const IDLE_FLAGS: FeatureFlagsState = { status: 'idle', flags: {}, error: null }

const featureFlagsStateAtom = atom<FeatureFlagsState>(IDLE_FLAGS)

const flagsRuntimeAtom = atom<{ loading: Promise<void> | null; seq: number }>(() => ({
  loading: null,
  seq: 0,
}))

/** The admin feature flags: status, `{ key: 'on' | 'off' }` and the last error (read-only). */
export const featureFlagsAtom = atom((get) => get(featureFlagsStateAtom))

/** Whether a flag is on: its value is exactly `"on"` (wire-api §5.17); unknown flags are off. */
export function isFeatureFlagOn(flags: Readonly<FeatureFlags>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(flags, key) && flags[key] === 'on'
}

/**
 * Loads the flags once per store (the session restore starts it, so it runs beside the boot's
 * other calls); later calls share that load. `{ force: true }` asks the server again. Never
 * rejects: a failure leaves no flag on and keeps the error.
 */
export const loadFeatureFlagsAtom = atom(
  null,
  (get, set, options?: { force?: boolean }): Promise<void> => {
    const runtime = get(flagsRuntimeAtom)
    if (runtime.loading && !options?.force) return runtime.loading
    runtime.seq += 1
    const seq = runtime.seq
    set(featureFlagsStateAtom, (state) =>
      state.status === 'loaded' ? state : { ...state, status: 'loading' },
    )
    const loading = getFeatureFlags(get(apiClientAtom)).then(
      (flags) => {
        if (runtime.seq === seq)
          set(featureFlagsStateAtom, { status: 'loaded', flags, error: null })
      },
      (error: unknown) => {
        if (runtime.seq !== seq) return
        set(featureFlagsStateAtom, {
          status: 'failed',
          flags: {},
          error: toApiError(error).message,
        })
      },
    )
    runtime.loading = loading
    return loading
  },
)
