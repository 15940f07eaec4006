import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getAccountSettings, saveAccountSettings } from '../api/account-settings'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { AccountSettings, AccountSettingsChange } from '../wire/account-settings'
import type { SessionKey } from './session-key'

/** The active tenant's settings as loaded: they belong to the session (user and tenant). */
export interface AccountSettingsState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  settings: AccountSettings | null
  error: ApiError | null
}

const IDLE: AccountSettingsState = { status: 'idle', settings: null, error: null }

const cellAtom = atom<{ key: SessionKey; state: AccountSettingsState }>({ key: null, state: IDLE })

/** The settings of the current session's tenant (idle under any other session or tenant). */
export const accountSettingsAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

/**
 * Loads the active tenant's settings. An answer that arrives after a sign-out or a tenant switch
 * is dropped: it belongs to another session. Reloading keeps the settings shown meanwhile.
 */
export const loadAccountSettingsAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const before = get(accountSettingsAtom)
  set(cellAtom, { key, state: { ...before, status: 'loading', error: null } })
  try {
    const settings = await withFreshToken(get, set, () => getAccountSettings(get(apiClientAtom)))
    if (get(sessionKeyAtom) === key) {
      set(cellAtom, { key, state: { status: 'ready', settings, error: null } })
    }
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, {
      key,
      state: { status: 'error', settings: before.settings, error: toApiError(error) },
    })
  }
})

/** Saves a change; the answer (the settings after it) replaces the loaded ones. */
export const saveAccountSettingsMutation = createMutation<AccountSettingsChange, AccountSettings>({
  run: (client, change) => saveAccountSettings(client, change),
  onSuccess: (get, set, settings) => {
    set(cellAtom, { key: get(sessionKeyAtom), state: { status: 'ready', settings, error: null } })
  },
})

const draftCellAtom = atom<{ key: SessionKey; draft: AccountSettingsChange }>({
  key: null,
  draft: {},
})

/**
 * What the user typed and has not saved yet, per session: it survives moving between the page's
 * tabs and leaving the page, and is dropped at sign-out or on a tenant switch (it was another
 * tenant's).
 */
export const accountDraftAtom = atom(
  (get) => {
    const cell = get(draftCellAtom)
    return cell.key === get(sessionKeyAtom) ? cell.draft : {}
  },
  (get, set, change: AccountSettingsChange | null) => {
    const key = get(sessionKeyAtom)
    const current = get(draftCellAtom)
    const base = current.key === key ? current.draft : {}
    set(draftCellAtom, { key, draft: change === null ? {} : { ...base, ...change } })
  },
)
