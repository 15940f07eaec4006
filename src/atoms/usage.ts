import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { getUsage } from '../api/usage'
import { apiClientAtom } from './config'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { UsageReport } from '../api/usage'
import type { SessionKey } from './session-key'

/** The session tenant's usage. */
export interface UsageState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  report: UsageReport | null
  error: ApiError | null
}

const IDLE: UsageState = { status: 'idle', report: null, error: null }
const cellAtom = atom<{ key: SessionKey; state: UsageState }>({ key: null, state: IDLE })

/** The usage of the current session's tenant (idle under any other session). */
export const usageAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE
})

/** Loads the usage; an answer of another session is dropped. */
export const loadUsageAtom = atom(null, async (get, set): Promise<void> => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  set(cellAtom, { key, state: { ...get(usageAtom), status: 'loading', error: null } })
  try {
    const report = await withFreshToken(get, set, () => getUsage(get(apiClientAtom)))
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { status: 'ready', report, error: null } })
  } catch (error) {
    if (get(sessionKeyAtom) !== key) return
    set(cellAtom, { key, state: { status: 'error', report: null, error: toApiError(error) } })
  }
})
