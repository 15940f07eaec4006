import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  createEmailDomainRestriction,
  deleteEmailDomainRestriction,
  getEmailDomainConfig,
  getEmailDomainRestrictions,
  saveEmailDomainConfig,
} from '../api/email-domains'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { bumpSecurityRevisionAtom } from './security-revision'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type {
  EmailDomainListType,
  EmailDomainRestriction,
  EmailDomainRestrictionConfig,
} from '../wire/email-domains'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** The active tenant's email-domain restrictions as loaded (they belong to the session). */
export interface EmailDomainsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  entries: EmailDomainRestriction[]
  config: EmailDomainRestrictionConfig | null
  error: ApiError | null
}

const IDLE: EmailDomainsState = { status: 'idle', entries: [], config: null, error: null }

const cellAtom = atom<{ key: SessionKey; state: EmailDomainsState }>({ key: null, state: IDLE })

/** The restrictions of the current session's tenant (idle under any other session or tenant). */
export const emailDomainsAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

/**
 * Loads the lists and the switches together. An answer that arrives after a sign-out or a tenant
 * switch is dropped; reloading keeps what is shown meanwhile.
 */
export const loadEmailDomainsAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const before = get(emailDomainsAtom)
  set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
  try {
    const [entries, config] = await withFreshToken(get, set, () => {
      const client = get(apiClientAtom)
      return Promise.all([getEmailDomainRestrictions(client), getEmailDomainConfig(client)])
    })
    if (get(sessionKeyAtom) === key) {
      set(cellAtom, { key, state: { status: 'ready', entries, config, error: null } })
    }
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { ...before, status: 'error', error: toApiError(error) } })
  }
})

/** Applies a change the server accepted, and tells the security center to reload (spec §4.8). */
const apply = (
  get: Getter,
  set: Setter,
  change: (state: EmailDomainsState) => EmailDomainsState,
) => {
  set(cellAtom, { key: get(sessionKeyAtom), state: change(get(emailDomainsAtom)) })
  set(bumpSecurityRevisionAtom)
}

/** Adds a domain to a list; the server's normalised entry joins the list shown. */
export const addEmailDomainMutation = createMutation<
  { domain: string; type: EmailDomainListType },
  EmailDomainRestriction
>({
  run: (client, entry) => createEmailDomainRestriction(client, entry),
  onSuccess: (get, set, entry) =>
    apply(get, set, (state) => ({ ...state, entries: [...state.entries, entry] })),
})

/** Removes a domain from its list; resolves with its id once the server removed it. */
export const removeEmailDomainMutation = createMutation<string, string>({
  run: async (client, id) => {
    await deleteEmailDomainRestriction(client, id)
    return id
  },
  onSuccess: (get, set, _result, id) =>
    apply(get, set, (state) => ({
      ...state,
      entries: state.entries.filter((entry) => entry.id !== id),
    })),
})

/** Changes the switches; the answer replaces them. */
export const saveEmailDomainConfigMutation = createMutation<
  { active: boolean; type?: EmailDomainListType; blockPublicDomains?: boolean },
  EmailDomainRestrictionConfig
>({
  run: (client, change) => saveEmailDomainConfig(client, change),
  onSuccess: (get, set, config) => apply(get, set, (state) => ({ ...state, config })),
})
