import { atom } from 'jotai/vanilla'

/** Where the login box is in the spec's login steps (this slice's subset). */
export type LoginStep = 'preLogin' | 'loginWithPassword' | 'redirectToSSO' | 'success'

/** State of the sign-in flow. */
export interface LoginState {
  step: LoginStep
  email: string
  loading: boolean
  /** Inline error to show, `null` when none. */
  error: string | null
  /** The identity provider address while redirecting to SSO. */
  ssoAddress: string | null
}

/** The flow's first step with nothing typed. */
export const INITIAL_LOGIN: LoginState = {
  step: 'preLogin',
  email: '',
  loading: false,
  error: null,
  ssoAddress: null,
}

/** Writable login state; only the login and session actions write it. */
export const loginStateAtom = atom<LoginState>(INITIAL_LOGIN)

/** Per-store login plumbing: a sequence number to drop stale answers, the SSO redirect timer. */
export interface LoginRuntime {
  seq: number
  ssoTimer: ReturnType<typeof setTimeout> | undefined
}

/** Per-store login runtime (created once per store). */
export const loginRuntimeAtom = atom<LoginRuntime>(() => ({ seq: 0, ssoTimer: undefined }))
