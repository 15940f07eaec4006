import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getRoles } from '../api/roles'
import {
  getOidcSsoConfiguration,
  getSsoConfigurations,
  getSsoPasswordSignIn,
} from '../api/sso-configurations'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiClient, ApiError } from '../api'
import type { SsoConfiguration } from '../api/sso-configurations'
import type { Role } from '../api/types'
import type { SessionKey } from './session-key'

/** The SSO page's data for the session's tenant. */
export interface SsoState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  configurations: SsoConfiguration[]
  /** Whether users of the SSO domains may also use a password; null while unknown. */
  passwordAllowed: boolean | null
  /** The OIDC redirect URI to register at an IdP. */
  oidcRedirectUri: string
  error: ApiError | null
}

const IDLE: SsoState = {
  status: 'idle',
  configurations: [],
  passwordAllowed: null,
  oidcRedirectUri: '',
  error: null,
}
const cellAtom = atom<{ key: SessionKey; state: SsoState }>({ key: null, state: IDLE })

/** The state of the current session's tenant (idle under any other session). */
export const ssoStateAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

/** Loads (or reloads) the connections and the password setting; another session's answer is dropped. */
export const loadSsoAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const before = get(ssoStateAtom)
  set(cellAtom, {
    key,
    state: { ...before, status: before.status === 'ready' ? 'ready' : 'loading' },
  })
  try {
    const client = () => get(apiClientAtom)
    const [configurations, password, oidc] = await withFreshToken(get, set, () =>
      Promise.all([
        getSsoConfigurations(client()),
        getSsoPasswordSignIn(client()).catch(() => null),
        getOidcSsoConfiguration(client()).catch(() => null),
      ]),
    )
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, {
      key,
      state: {
        status: 'ready',
        configurations,
        passwordAllowed: password?.allowed ?? null,
        oidcRedirectUri: oidc?.redirectUri ?? '',
        error: null,
      },
    })
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { ...before, status: 'error', error: toApiError(error) } })
  }
})

/** The outcome of one change: its answer, or the error the screen words. */
export type SsoOutcome<T> = { ok: true; value: T } | { ok: false; error: ApiError }

/** One call of the SSO page: the call, and whether the page's data reloads after it succeeds. */
export interface SsoCall {
  call: (client: ApiClient) => Promise<unknown>
  reload?: boolean
}

/**
 * Runs one change of the SSO page (with a fresh token), then reloads the page's data when it was
 * accepted (not for `reload: false`, such as reading a test's result).
 */
export const runSsoAtom = atom(
  null,
  async (get, set, { call, reload = true }: SsoCall): Promise<SsoOutcome<unknown>> => {
    try {
      const value = await withFreshToken(get, set, () => call(get(apiClientAtom)))
      if (reload) await set(loadSsoAtom)
      return { ok: true, value }
    } catch (error) {
      return { ok: false, error: toApiError(error) }
    }
  },
)

/**
 * The SAML connection an admin is typing by hand, kept on this page only until it has a domain
 * (spec §5: without a domain the change stays local and is not sent).
 */
export const samlDraftAtom = atom<Record<string, string>>({})

/**
 * IdP settings typed by hand for a connection that has no domain, by connection id: kept on this
 * page until the domain is given (spec §5), as {@link samlDraftAtom} for a new connection.
 */
export const samlEditDraftsAtom = atom<Record<string, Record<string, string>>>({})

/** The account's roles, for the default roles and group mappings; read once per session (null if unreadable). */
export const ssoRolesAtom = atom(async (get): Promise<Role[] | null> => {
  get(sessionKeyAtom)
  try {
    return await getRoles(get(apiClientAtom))
  } catch {
    return null
  }
})
