import { PROFILE_PATHS } from '../api/profile'
import { demoConfigurationOf } from './configuration'
import { fail, field, ok } from './http'
import { showDemoMessage } from './notices'
import { demoReverification } from './reverification'
import { demoProfile } from './state'
import { setDemoUsername } from './usernames'
import type { PhoneNumber } from '../api/profile'
import type { DemoModule } from './app'
import type { DemoState } from './state'

/** What the demo's profile page keeps beside the shared users: username, numbers, codes. */
interface DemoProfileState {
  username: string | null
  phones: PhoneNumber[]
  /** Codes sent, by id: what they are for and the code. */
  codes: Map<string, { purpose: 'add' | 'remove' | 'email'; code: string; subject: string }>
}

const states = new WeakMap<DemoState, DemoProfileState>()
const stateOf = (state: DemoState): DemoProfileState => {
  let profile = states.get(state)
  if (!profile) {
    profile = { username: null, phones: [], codes: new Map() }
    states.set(state, profile)
  }
  return profile
}

const USERNAME = /^[\p{L}\p{N}._-]{3,64}$/u
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/
const code = () => String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')
const id = () => globalThis.crypto.randomUUID()
/** E.164 as the demo reads it: a plus and 8 to 15 digits, spaces and dashes ignored. */
const phoneOf = (value: unknown) => {
  const digits = typeof value === 'string' ? value.replace(/[\s().-]/g, '') : ''
  return /^\+[1-9]\d{7,14}$/.test(digits) ? digits : null
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The profile page in the demo: edits, username, phone numbers, password and email changes. */
export const profile: DemoModule = ({ state, route, signedIn }) => {
  const mine = () => stateOf(state)
  const me = () => {
    const answer = demoProfile(state)
    return answer ? ok(answer) : fail(401, 'The user no longer belongs to any account')
  }
  const editAdmin = (patch: Record<string, unknown>) => {
    state.users = state.users.map((user) =>
      user.id === state.adminId ? { ...user, ...patch } : user,
    )
  }

  route(
    'PUT',
    PROFILE_PATHS.me,
    signedIn(({ body }) => {
      const name = text(field(body, 'name'))
      const metadata = text(field(body, 'metadata'))
      const picture = field(body, 'profilePictureUrl')
      if (name !== undefined && name.trim() === '') return fail(400, 'name must not be empty')
      if (metadata !== undefined) {
        let parsed: unknown
        try {
          parsed = JSON.parse(metadata)
        } catch {
          return fail(400, 'metadata must be JSON text of an object')
        }
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return fail(400, 'metadata must be JSON text of an object')
        }
      }
      if (typeof picture === 'string' && !DATA_URL.test(picture)) {
        return fail(400, 'profilePictureUrl must be a base64 data URL of an image, or null')
      }
      editAdmin({
        ...(name !== undefined ? { name: name.trim() } : {}),
        ...(metadata !== undefined ? { metadata } : {}),
        ...(picture === null ? { profilePictureUrl: null } : {}),
        // The demo keeps the picture itself, with the timestamp the server adds.
        ...(typeof picture === 'string' ? { profilePictureUrl: `${picture}#t=${Date.now()}` } : {}),
      })
      return me()
    }),
  )

  route(
    'POST',
    PROFILE_PATHS.changePassword,
    signedIn(({ body }) => {
      const password = text(field(body, 'password'))
      const newPassword = text(field(body, 'newPassword'))
      if (!password) return fail(400, 'password is required')
      if (!newPassword) return fail(400, 'newPassword is required')
      if (password.length < 6 || password === 'wrong-password') {
        return fail(400, 'The current password is incorrect')
      }
      if (newPassword === password)
        return fail(400, 'newPassword must differ from the current password')
      if (newPassword.length < 6) return fail(400, 'Password must be at least 6 characters long')
      return ok({ endedSessions: 0 })
    }),
  )

  route(
    'GET',
    PROFILE_PATHS.myUsername,
    signedIn(() => {
      const { username } = mine()
      return username === null
        ? fail(404, 'You have no username')
        : ok({ userId: state.adminId, username })
    }),
  )
  route(
    'POST',
    PROFILE_PATHS.usernames,
    signedIn(({ body }) => {
      const username = text(field(body, 'username'))
      if (username === undefined) return fail(400, 'username is required')
      const wanted = username.trim()
      if (!USERNAME.test(wanted)) {
        return fail(400, 'username must be 3 to 64 letters, digits, dots, dashes or underscores')
      }
      const profileState = mine()
      if (profileState.username === wanted) return ok({})
      if (profileState.username !== null) {
        return fail(409, 'The user already has a username; delete it first')
      }
      profileState.username = wanted
      setDemoUsername(state, demoProfile(state)?.email ?? '', wanted)
      return ok({})
    }),
  )
  route(
    'DELETE',
    PROFILE_PATHS.username,
    signedIn(({ params }) => {
      const profileState = mine()
      if (profileState.username?.toLowerCase() !== (params.username ?? '').trim().toLowerCase()) {
        return fail(404, 'You have no such username')
      }
      profileState.username = null
      setDemoUsername(state, demoProfile(state)?.email ?? '', null)
      return ok({})
    }),
  )

  const sendCode = (purpose: 'add' | 'remove' | 'email', to: string, subject: string) => {
    const otcToken = id()
    const sent = code()
    mine().codes.set(otcToken, { purpose, code: sent, subject: to })
    showDemoMessage({ channel: purpose === 'email' ? 'mail' : 'sms', to, subject, code: sent })
    return otcToken
  }
  const spend = (otcToken: unknown, given: unknown, purpose: 'add' | 'remove' | 'email') => {
    const sent = typeof otcToken === 'string' ? mine().codes.get(otcToken) : undefined
    if (!sent || sent.purpose !== purpose || sent.code !== given) return null
    mine().codes.delete(otcToken as string)
    return sent.subject
  }

  route(
    'GET',
    PROFILE_PATHS.phoneNumbers,
    signedIn(({ query }) => {
      const limit = Math.min(Math.max(Number(query.get('_limit') ?? 10) || 10, 1), 100)
      const offset = Math.max(Number(query.get('_offset') ?? 0) || 0, 0)
      const { phones } = mine()
      const items = phones.slice(offset, offset + limit)
      return ok({
        items,
        _metadata: { totalItems: phones.length, totalPages: Math.ceil(phones.length / limit) },
      })
    }),
  )
  route(
    'POST',
    PROFILE_PATHS.phoneNumbers,
    signedIn(({ body, now }) => {
      const stale = demoReverification(state, now)
      if (stale) return stale
      const phone = phoneOf(field(body, 'phoneNumber'))
      if (!phone) return fail(400, 'phoneNumber is not a valid phone number')
      const { phones } = mine()
      const known = phones.find((number) => number.phoneNumber === phone)
      if (known?.verified) return fail(409, 'phoneNumber is already on your profile')
      if (!known && phones.length >= 10)
        return fail(400, 'A profile keeps at most 10 phone numbers')
      if (!known) {
        const now = new Date().toISOString()
        phones.push({
          id: id(),
          phoneNumber: phone,
          verified: false,
          createdAt: now,
          updatedAt: now,
        })
      }
      return ok({ otcToken: sendCode('add', phone, 'Confirm this phone number') })
    }),
  )
  route(
    'POST',
    PROFILE_PATHS.verifyPhoneNumber,
    signedIn(({ body }) => {
      const phone = spend(field(body, 'otcToken'), field(body, 'code'), 'add')
      if (phone === null) return fail(400, 'Invalid code')
      mine().phones = mine().phones.map((number) =>
        number.phoneNumber === phone ? { ...number, verified: true } : number,
      )
      return ok({})
    }),
  )
  route(
    'DELETE',
    PROFILE_PATHS.phoneNumber,
    signedIn(({ params }) => {
      const number = mine().phones.find((candidate) => candidate.id === params.phoneId)
      if (!number) return fail(404, 'No such phone number on your profile')
      if (!number.verified) {
        mine().phones = mine().phones.filter((candidate) => candidate !== number)
        return ok({ phoneId: number.id, otcToken: '' })
      }
      const otcToken = sendCode('remove', number.phoneNumber, 'Confirm deleting this number')
      return ok({ phoneId: number.id, otcToken })
    }),
  )
  route(
    'POST',
    PROFILE_PATHS.verifyDeletePhoneNumber,
    signedIn(({ params, body }) => {
      const phone = spend(field(body, 'otcToken'), field(body, 'code'), 'remove')
      if (phone === null) return fail(400, 'Invalid code')
      mine().phones = mine().phones.filter((number) => number.id !== params.phoneId)
      return ok({})
    }),
  )

  // As the server: both steps are refused while the vendor turned email changes off.
  const emailChangeOff = () =>
    demoConfigurationOf(state).allowEmailChange
      ? null
      : fail(403, 'Changing the email address is turned off')
  route(
    'POST',
    PROFILE_PATHS.email,
    signedIn(({ body, now }) => {
      const off = emailChangeOff()
      if (off) return off
      // As the server: a recent sign-in first (reverification).
      const stale = demoReverification(state, now)
      if (stale) return stale
      const email = (text(field(body, 'email')) ?? '').trim()
      if (!EMAIL.test(email)) return fail(400, 'email is not a valid email address')
      if (email.toLowerCase() === demoProfile(state)?.email?.toLowerCase()) {
        return fail(400, 'email is already the address of your account')
      }
      sendCode('email', email, 'Confirm your new email address')
      return ok({})
    }),
  )
  route(
    'POST',
    PROFILE_PATHS.verifyEmail,
    signedIn(({ body }) => {
      const off = emailChangeOff()
      if (off) return off
      const email = (text(field(body, 'email')) ?? '').trim()
      const codes = [...mine().codes.entries()].filter(([, sent]) => sent.purpose === 'email')
      const match = codes.find(([, sent]) => sent.code === field(body, 'code'))
      if (!match) return fail(400, 'Invalid code')
      mine().codes.delete(match[0])
      if (match[1].subject.toLowerCase() !== email.toLowerCase()) {
        return fail(400, 'email is not the address the code was sent to')
      }
      editAdmin({ email: match[1].subject })
      return ok({})
    }),
  )
}
