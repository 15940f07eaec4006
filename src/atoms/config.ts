import { atom } from 'jotai/vanilla'
import { createApiClient } from '../api'
import type { ApiClient, RequestSource } from '../api'

/** What a store talks to: one per base URL + app id (+ demo) on the page. */
export interface FoyerConfig {
  /** Address of the Foyer server. */
  baseUrl: string
  appId?: string
  /** Path the API is mounted under; `api` by default. */
  apiPrefix: string
  credentials: 'same-origin' | 'include'
  /** Demo mode: `fetch` is the in-browser demo handler. */
  demo: boolean
  fetch?: typeof globalThis.fetch
  /** Sent as `frontegg-source`. */
  requestSource?: RequestSource
  /** Full-page navigation (SSO redirect, 302); default assigns `window.location.href`. */
  navigate?: (url: string) => void
  /** Each browser tab keeps its own tenant (the `session-per-tenant` attribute, spec §4.8). */
  sessionPerTenant?: boolean
}

/** The store's configuration, set once by `getFoyerStore`. */
export const configAtom = atom<FoyerConfig>({
  baseUrl: '',
  apiPrefix: 'api',
  credentials: 'same-origin',
  demo: false,
})

/** Mutable per-store session plumbing that must not re-render anything when it changes. */
export interface SessionRuntime {
  accessToken: string | undefined
  refreshTimer: ReturnType<typeof setTimeout> | undefined
  restoring: Promise<void> | null
  /** The server's sign-out in flight: the store's requests wait for it (see `signOutAtom`). */
  ending: Promise<void> | null
  /** The refresh of a signed-in session in flight, shared by everyone who needs it. */
  refreshing: Promise<boolean> | null
  /** Bumped whenever the session is replaced, so late answers of older requests are ignored. */
  epoch: number
  /**
   * The user token of a sub-account the portal acts in (`sub-account.ts`): sent instead of the
   * session's while its epoch is the session's, so a sign-out or switch ends it by itself.
   */
  subAccount?: { token: string; epoch: number } | undefined
}

/** Per-store runtime (a derived atom without dependencies is created once per store). */
export const sessionRuntimeAtom = atom<SessionRuntime>(() => ({
  accessToken: undefined,
  refreshTimer: undefined,
  restoring: null,
  ending: null,
  refreshing: null,
  epoch: 0,
}))

const fromPageQuery = (key: string): string | undefined => {
  if (typeof location === 'undefined') return undefined
  return new URLSearchParams(location.search).get(key)?.trim() || undefined
}

/**
 * The alias of the tenant whose custom sign-in page this is (`?alias=`, the address the account
 * page gives out): sent with every request, so a sign-in here lands in that tenant.
 */
export const loginAliasFromPage = (): string | undefined => fromPageQuery('alias')

/** The API client of the store, reading the current access token at each request. */
export const apiClientAtom = atom<ApiClient>((get) => {
  const config = get(configAtom)
  const runtime = get(sessionRuntimeAtom)
  const scopedTenant = fromPageQuery('tenantId')
  const tenantAlias = loginAliasFromPage()
  return createApiClient({
    baseUrl: config.baseUrl,
    apiPrefix: config.apiPrefix,
    credentials: config.credentials,
    getAccessToken: () =>
      runtime.subAccount?.epoch === runtime.epoch ? runtime.subAccount.token : runtime.accessToken,
    hold: () => runtime.ending,
    ...(config.appId ? { appId: config.appId } : {}),
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.requestSource ? { requestSource: config.requestSource } : {}),
    ...(config.navigate ? { navigate: config.navigate } : {}),
    ...(scopedTenant ? { scopedTenant } : {}),
    ...(tenantAlias ? { tenantAlias } : {}),
  })
})
