import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import {
  acceptInvitation,
  acceptInvitationWithCode,
  getInvitationStrategy,
  sendInvitationCode,
} from '../api/invitations'
import { apiClientAtom } from './config'
import type { ApiError } from '../api'
import type { SentInvitationCode } from '../api/invitations'

/** The accept-invitation steps of the spec (doc 000 §2.2). */
export type InvitationStep = 'validate' | 'invalid' | 'pending' | 'success' | 'failed'

/** Where the invitation flow is. */
export interface InvitationState {
  step: InvitationStep
  /** True once the link checked out and the person has no password yet: the step asks for one. */
  shouldSetPassword: boolean
  /** The email invited, once the link checked out. */
  email: string
  /** Whether that email was verified before this acceptance. */
  verified: boolean
  /** The vendor's strategy: `code` asks for a code, whichever route the link opened. */
  acceptWith: 'link' | 'code'
  /** Where the last code went, once one was sent. */
  codeSent: SentInvitationCode | null
  /** A code is being sent. */
  sending: boolean
  /** Why the last send failed (a 429 says to wait). */
  sendError: ApiError | null
  /** Why the last try failed (a refused code stays on `validate` with it). */
  error: ApiError | null
}

/** What the link carries, and what the person typed. */
export interface InvitationInput {
  userId: string | null
  token: string | null
  /** Present on the code route (acceptInvitationWithOTCUrl). */
  code?: string
  password?: string
}

const INITIAL: InvitationState = {
  step: 'validate',
  shouldSetPassword: false,
  email: '',
  verified: false,
  acceptWith: 'link',
  codeSent: null,
  sending: false,
  sendError: null,
  error: null,
}

/** The invitation flow's state in this store. */
export const invitationStateAtom = atom<InvitationState>(INITIAL)

const ready = (
  input: InvitationInput,
): input is InvitationInput & { userId: string; token: string } =>
  Boolean(input.userId && input.token)

/**
 * Sends a fresh invitation code (the older one stops working): `sending`, then `codeSent`, or
 * `sendError` (a 429 says to wait; a link refused meanwhile is `invalid`). Resolves whether it went.
 */
export const sendInvitationCodeAtom = atom(null, async (get, set, input: InvitationInput) => {
  if (!ready(input)) return false
  set(invitationStateAtom, { ...get(invitationStateAtom), sending: true, sendError: null })
  try {
    const sent = await sendInvitationCode(get(apiClientAtom), {
      userId: input.userId,
      token: input.token,
    })
    set(invitationStateAtom, { ...get(invitationStateAtom), sending: false, codeSent: sent })
    return true
  } catch (error) {
    const failure = toApiError(error)
    const now = get(invitationStateAtom)
    if (failure.status === 400) {
      set(invitationStateAtom, { ...now, sending: false, step: 'invalid', error: failure })
    } else set(invitationStateAtom, { ...now, sending: false, sendError: failure })
    return false
  }
})

/**
 * Checks the link (spec §4.5: no token or userId → invalid): a link that does not work is
 * `invalid`; a person who needs a password, or the code route, stays on `validate` for the form;
 * anyone else is accepted at once. Resolves whether the invitation was accepted.
 */
export const validateInvitationAtom = atom(null, async (get, set, input: InvitationInput) => {
  if (!ready(input)) {
    set(invitationStateAtom, { ...INITIAL, step: 'invalid' })
    return false
  }
  set(invitationStateAtom, INITIAL)
  try {
    const strategy = await getInvitationStrategy(get(apiClientAtom), {
      userId: input.userId,
      token: input.token,
    })
    set(invitationStateAtom, {
      ...INITIAL,
      shouldSetPassword: strategy.shouldSetPassword,
      email: strategy.email ?? '',
      verified: strategy.verified,
      acceptWith: strategy.acceptWith ?? 'link',
    })
  } catch (error) {
    const failure = toApiError(error)
    set(invitationStateAtom, {
      ...INITIAL,
      step: failure.status === 400 ? 'invalid' : 'failed',
      error: failure,
    })
    return false
  }
  const { shouldSetPassword, acceptWith } = get(invitationStateAtom)
  if (input.code !== undefined || acceptWith === 'code') {
    // The code route (or the code strategy) sends its code as it opens.
    await set(sendInvitationCodeAtom, input)
    return false
  }
  if (shouldSetPassword) return false
  return set(acceptInvitationAtom, input)
})

/**
 * Accepts: `pending`, then `success`, or `failed`. A refused code or password returns to
 * `validate` with the error, keeping what was typed (spec: with a code, failure returns to
 * validate); a link refused meanwhile (used in another tab) is `invalid`.
 */
export const acceptInvitationAtom = atom(null, async (get, set, input: InvitationInput) => {
  if (!ready(input)) {
    set(invitationStateAtom, { ...INITIAL, step: 'invalid' })
    return false
  }
  const before = get(invitationStateAtom)
  set(invitationStateAtom, { ...before, step: 'pending', error: null })
  const client = get(apiClientAtom)
  const body = {
    userId: input.userId,
    token: input.token,
    ...(input.password ? { password: input.password } : {}),
  }
  try {
    if (input.code === undefined) await acceptInvitation(client, body)
    else await acceptInvitationWithCode(client, { ...body, code: input.code })
    set(invitationStateAtom, { ...before, step: 'success', error: null })
    return true
  } catch (error) {
    const failure = toApiError(error)
    const retry =
      failure.status === 400 && (input.code !== undefined || /password/i.test(failure.message))
    let step: InvitationStep = 'failed'
    if (retry) step = 'validate'
    else if (failure.status === 400) step = 'invalid'
    set(invitationStateAtom, { ...before, step, error: failure })
    return false
  }
})
