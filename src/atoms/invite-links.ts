import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  createInviteLink,
  deleteInviteLink,
  getInviteLink,
  getInviteLinkConfiguration,
  INVITE_LINK_MINUTES,
  updateInviteLink,
} from '../api/invite-links'
import { apiClientAtom } from './config'
import { createMutation } from './mutation'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import type { ApiError } from '../api'
import type { InviteLink, InviteLinkConfiguration, InviteLinkSettings } from '../api/invite-links'
import type { SessionKey } from './session-key'

/** The tenant's invite link as the team page knows it: `null` once read and there is none. */
export interface InviteLinkState {
  status: 'loading' | 'ready' | 'error'
  link: InviteLink | null
  error: ApiError | null
}

const LOADING: InviteLinkState = { status: 'loading', link: null, error: null }

// Kept with the session it was read in: another user or tenant starts from loading again.
const cellAtom = atom<{ key: SessionKey; state: InviteLinkState } | null>(null)

/** The tenant's invite link in the current session. */
export const inviteLinkStateAtom = atom((get) => {
  const cell = get(cellAtom)
  return cell && cell.key === get(sessionKeyAtom) ? cell.state : LOADING
})

const settle = atom(null, (get, set, link: InviteLink | null) => {
  set(cellAtom, { key: get(sessionKeyAtom), state: { status: 'ready', link, error: null } })
})

/** What the vendor allows of invite links, read once per session (nothing when unreadable). */
export const inviteLinkConfigurationAtom = atom(async (get): Promise<InviteLinkConfiguration> => {
  get(sessionKeyAtom)
  try {
    return await getInviteLinkConfiguration(get(apiClientAtom))
  } catch {
    return { tenantInvitationsAllowed: false, emailsEnabled: false }
  }
})

/** Reads the link from the server (a 404 means the tenant has none). */
export const loadInviteLinkAtom = atom(null, async (get, set) => {
  const key = get(sessionKeyAtom)
  set(cellAtom, { key, state: LOADING })
  try {
    const link = await withFreshToken(get, set, () => getInviteLink(get(apiClientAtom)))
    if (get(sessionKeyAtom) === key) set(settle, link)
  } catch (cause) {
    const error = toApiError(cause)
    if (get(sessionKeyAtom) !== key) return
    if (error.status === 404) set(settle, null)
    else set(cellAtom, { key, state: { status: 'error', link: null, error } })
  }
})

/** Creates the link (43200 minutes), replacing any older one. */
export const createInviteLinkMutation = createMutation<InviteLinkSettings | undefined, InviteLink>({
  run: (client, settings) =>
    createInviteLink(client, settings ?? { expiresInMinutes: INVITE_LINK_MINUTES }),
  onSuccess: (_get, set, link) => set(settle, link),
})

/** Changes the link's expiry or mail choice. */
export const updateInviteLinkMutation = createMutation<InviteLinkSettings, InviteLink>({
  run: (client, settings) => updateInviteLink(client, settings),
  onSuccess: (_get, set, link) => set(settle, link),
})

/** Deletes the link. */
export const deleteInviteLinkMutation = createMutation<null, null>({
  run: async (client) => {
    await deleteInviteLink(client)
    return null
  },
  onSuccess: (_get, set) => set(settle, null),
})
