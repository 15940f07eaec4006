import { UNLOCK_PATHS } from '../api/unlock'
import { WIRE_ERROR_CODES } from '../wire'
import { captchaRoute } from './captcha'
import { announceDemoMail, demoLinkToken, isDemoLinkToken } from './demo-links'
import { DEMO_TENANT } from './fixtures/tenant'
import { DEMO_LOCKED_EMAIL } from './fixtures/users'
import { fail, ok } from './http'
import { storedMap } from './stored-map'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'
import type { DemoState } from './state'

interface DemoLock {
  locked: boolean
  token: string | null
}

/**
 * Each demo's lock of its canned locked account: the unlock link's token, once mailed. Kept in
 * sessionStorage, so the notice's link still works on the page it opens.
 */
const locks = new WeakMap<DemoState, ReturnType<typeof storedMap<DemoLock>>>()

const storeOf = (state: DemoState) => {
  let store = locks.get(state)
  if (!store) {
    store = storedMap<DemoLock>('foyer-demo-unlock')
    locks.set(state, store)
  }
  return store
}

const lockOf = (state: DemoState): DemoLock => {
  const store = storeOf(state)
  let lock = store.get('lock')
  if (!lock) {
    lock = { locked: true, token: null }
    store.set('lock', lock)
  }
  return lock
}

const unlockUser = (state: DemoState, email: string) => {
  lockOf(state).locked = false
  storeOf(state).save()
  state.users = state.users.map((user) =>
    user.email?.toLowerCase() === email ? { ...user, isLocked: false } : user,
  )
}

/**
 * The sign-in's answer for the demo's locked account while it is locked (403, as the server), or
 * `null` for anyone else. The first refusal announces the unlock mail the server sends when an
 * account locks.
 */
export function demoLockedSignIn(state: DemoState, email: string): DemoResponse | null {
  const lock = lockOf(state)
  if (email.trim().toLowerCase() !== DEMO_LOCKED_EMAIL || !lock.locked) return null
  if (lock.token === null) {
    lock.token = demoLinkToken()
    storeOf(state).save()
    const subject = `Your ${DEMO_TENANT.name} account is locked`
    announceDemoMail(DEMO_LOCKED_EMAIL, subject, 'unlockAccountUrl', { token: lock.token })
  }
  return fail(
    403,
    'User is locked. Try again later or contact your administrator',
    WIRE_ERROR_CODES.userLocked,
  )
}

/** Unlocking the demo's locked account: by its unlock link, or by an administrator. */
export const unlock: DemoModule = ({ state, route, signedIn }) => {
  captchaRoute(route)('POST', UNLOCK_PATHS.unlockMe, ({ body }) => {
    const token = typeof body === 'object' && body !== null ? Reflect.get(body, 'token') : undefined
    const lock = lockOf(state)
    if (!isDemoLinkToken(token)) return fail(400, 'Invalid token specified')
    if (token !== lock.token) return fail(400, 'This unlock link is invalid or has expired')
    lock.token = null
    unlockUser(state, DEMO_LOCKED_EMAIL)
    return ok({})
  })

  route(
    'POST',
    UNLOCK_PATHS.unlockUser,
    signedIn(({ params }) => {
      const user = state.users.find((candidate) => candidate.id === params.userId)
      if (!user) return fail(404, 'No such user in this account')
      // The demo locks by email: an account without one is never locked here.
      if (user.email) unlockUser(state, user.email.toLowerCase())
      return ok({})
    }, 'fe.secure.write.users'),
  )
}
