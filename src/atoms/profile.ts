import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  addPhoneNumber,
  changePassword,
  deletePhoneNumber,
  getMyUsername,
  listPhoneNumbers,
  requestEmailChange,
  saveUsername,
  updateProfile,
  verifyDeletePhoneNumber,
  verifyEmailChange,
  verifyPhoneNumber,
} from '../api/profile'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import { createServerList } from './server-list'
import { sessionKeyAtom } from './session-key'
import { withFreshToken } from './session-refresh'
import { sessionStateAtom } from './session-state'
import type { ApiClient, ApiError } from '../api'
import type { PhoneNumber } from '../api/profile'
import type { FoyerUser } from './foyer-user'
import type { SessionKey } from './session-key'
import type { Getter, Setter } from 'jotai/vanilla'

/** The most phone numbers a profile keeps (the server refuses the 11th). */
export const MAX_PHONE_NUMBERS = 10

/**
 * The signed-in user's phone numbers (at most ten, so one page): mounted by reading its state, it
 * loads while someone is signed in and empties on sign-out or a tenant switch.
 */
export const phoneNumbersList = createServerList<PhoneNumber, 'createdAt', Record<never, string>>({
  defaultQuery: {
    page: 0,
    pageSize: MAX_PHONE_NUMBERS,
    sortBy: 'createdAt',
    order: 'ASC',
    filter: {},
  },
  maxPageSize: MAX_PHONE_NUMBERS,
  fetchPage: (client) => listPhoneNumbers(client),
})

/** The signed-in user's username as loaded: `null` when they have none. */
export interface UsernameState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  username: string | null
  /** Whether it was read once in this session (a reload then keeps the form on screen). */
  loaded: boolean
  error: ApiError | null
}

const IDLE_USERNAME: UsernameState = { status: 'idle', username: null, loaded: false, error: null }
const usernameCellAtom = atom<{ key: SessionKey; state: UsernameState }>({
  key: null,
  state: IDLE_USERNAME,
})

/** The username of the current session (idle under any other session, so nothing leaks). */
export const usernameAtom = atom((get) => {
  const cell = get(usernameCellAtom)
  return cell.key === get(sessionKeyAtom) ? cell.state : IDLE_USERNAME
})

/** Loads the username (again). */
export const loadUsernameAtom = atom(null, async (get, set) => {
  const key = get(sessionKeyAtom)
  if (key === null) return
  const put = (state: UsernameState) => {
    if (get(sessionKeyAtom) === key) set(usernameCellAtom, { key, state })
  }
  put({ ...get(usernameAtom), status: 'loading', error: null })
  try {
    const username = await withFreshToken(get, set, () => getMyUsername(get(apiClientAtom)))
    put({ status: 'ready', username, loaded: true, error: null })
  } catch (error) {
    put({ ...get(usernameAtom), status: 'error', error: toApiError(error) })
  }
})

/**
 * Whether the vendor lets users change their email address (yes unless it said no), boxed so a
 * screen reads it without suspending. Unknown configuration means yes: the server still refuses.
 */
export const allowEmailChangeAtom = atom((get) => ({
  promise: get(authStrategiesAtom).then(
    (config) => config.vendorConfig?.allowEmailChange !== false,
    () => true,
  ),
}))

/** Runs a call for the signed-in user with a fresh token; a failure rejects with an ApiError. */
const call = async <T>(get: Getter, set: Setter, run: (client: ApiClient) => Promise<T>) => {
  try {
    return await withFreshToken(get, set, () => run(get(apiClientAtom)))
  } catch (error) {
    throw toApiError(error)
  }
}

/** Shows a change on the signed-in user to every element, while the session is still the same. */
const editUser = (get: Getter, set: Setter, key: SessionKey, patch: Partial<FoyerUser>) => {
  const session = get(sessionStateAtom)
  if (get(sessionKeyAtom) !== key || !session.user) return
  set(sessionStateAtom, { ...session, user: { ...session.user, ...patch } })
}

/** What the details form saves. */
export interface ProfileDetails {
  name?: string
  /** The whole metadata JSON text (the page keeps keys it does not edit). */
  metadata?: string
  /** The wanted username ('' removes it); absent leaves it alone. */
  username?: string
}

/**
 * Saves the details. The username goes first: it is the part most likely refused (taken), and by
 * spec §5 a change deletes the old one before creating the new, so after any failure the username
 * is read again to show the truth.
 */
export const saveProfileAtom = atom(null, async (get, set, details: ProfileDetails) => {
  const key = get(sessionKeyAtom)
  const { username, ...rest } = details
  if (username !== undefined) {
    const current = get(usernameAtom).username
    try {
      await call(get, set, (client) => saveUsername(client, current, username))
    } catch (error) {
      void set(loadUsernameAtom)
      throw error
    }
    if (get(sessionKeyAtom) === key) {
      const saved = username.trim() === '' ? null : username.trim()
      set(usernameCellAtom, {
        key,
        state: { status: 'ready', username: saved, loaded: true, error: null },
      })
    }
  }
  if (rest.name === undefined && rest.metadata === undefined) return
  const saved = await call(get, set, (client) => updateProfile(client, rest))
  editUser(get, set, key, { name: saved.name, metadata: saved.metadata })
})

/** Saves a new picture (a data-URL image) or removes it (`null`). */
export const savePictureAtom = atom(null, async (get, set, picture: string | null) => {
  const key = get(sessionKeyAtom)
  const current = get(sessionStateAtom).user?.profilePictureUrl ?? null
  const saved = await call(get, set, (client) =>
    updateProfile(client, { profilePictureUrl: picture }, current),
  )
  editUser(get, set, key, { profilePictureUrl: saved.profilePictureUrl ?? null })
})

/** Changes the password; answers how many other sessions were signed out. */
export const changePasswordAtom = atom(
  null,
  (get, set, input: { password: string; newPassword: string; endOtherSessions: boolean }) =>
    call(get, set, (client) => changePassword(client, input)),
)

/** Mails a code to a new address. */
export const requestEmailChangeAtom = atom(null, (get, set, email: string) =>
  call(get, set, (client) => requestEmailChange(client, email)),
)

/** Makes the new address the account's with its code. */
export const verifyEmailChangeAtom = atom(
  null,
  async (get, set, input: { email: string; code: string }) => {
    const key = get(sessionKeyAtom)
    await call(get, set, (client) => verifyEmailChange(client, input))
    editUser(get, set, key, { email: input.email })
  },
)

/** Adds a number (or sends a new code to an unverified one): answers the code's id. */
export const addPhoneNumberAtom = atom(null, (get, set, phoneNumber: string) =>
  call(get, set, (client) => addPhoneNumber(client, phoneNumber)),
)

/** Verifies a number with its code; the first verified number also becomes the sign-in number. */
export const verifyPhoneNumberAtom = atom(
  null,
  async (get, set, input: { otcToken: string; code: string; phoneNumber: string }) => {
    const key = get(sessionKeyAtom)
    await call(get, set, (client) =>
      verifyPhoneNumber(client, { otcToken: input.otcToken, code: input.code }),
    )
    if (!get(sessionStateAtom).user?.phoneNumber) {
      editUser(get, set, key, { phoneNumber: input.phoneNumber })
    }
    await set(phoneNumbersList.reloadAtom)
  },
)

const forgetNumber = (get: Getter, set: Setter, key: SessionKey, phone: PhoneNumber) => {
  if (get(sessionStateAtom).user?.phoneNumber === phone.phoneNumber) {
    editUser(get, set, key, { phoneNumber: '' })
  }
  void set(phoneNumbersList.reloadAtom)
}

/**
 * Deletes a number: an unverified one is gone at once (answers null); a verified one is texted a
 * code first (answers its id for {@link verifyDeletePhoneNumberAtom}).
 */
export const deletePhoneNumberAtom = atom(null, async (get, set, phone: PhoneNumber) => {
  const key = get(sessionKeyAtom)
  const { otcToken } = await call(get, set, (client) => deletePhoneNumber(client, phone.id))
  if (otcToken !== '') return otcToken
  forgetNumber(get, set, key, phone)
  return null
})

/** Deletes a verified number with the code texted to it. */
export const verifyDeletePhoneNumberAtom = atom(
  null,
  async (get, set, input: { phone: PhoneNumber; otcToken: string; code: string }) => {
    const key = get(sessionKeyAtom)
    await call(get, set, (client) =>
      verifyDeletePhoneNumber(client, input.phone.id, {
        otcToken: input.otcToken,
        code: input.code,
      }),
    )
    forgetNumber(get, set, key, input.phone)
  },
)
