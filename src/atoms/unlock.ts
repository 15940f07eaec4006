import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { unlockAccount } from '../api/unlock'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'

/** The unlock flow's steps: the link is being used, it worked, it does not work, or it failed. */
export type UnlockStep = 'pending' | 'success' | 'invalid' | 'failed'

/** How long the success step shows before the box goes to sign-in (spec doc 001: 5 s). */
export const UNLOCK_REDIRECT_MS = 5000

/** The unlock flow's step in this store. */
export const unlockStepAtom = atom<UnlockStep>('pending')

/**
 * Unlocks with the link's token: `success`, `invalid` when the server refuses the token (400) or
 * the link has none, `failed` otherwise (the screen offers to try again).
 */
export const unlockAccountAtom = atom(null, async (get, set, token: string | null) => {
  if (!token) {
    set(unlockStepAtom, 'invalid')
    return
  }
  set(unlockStepAtom, 'pending')
  try {
    const recaptchaToken = await captchaToken(get)
    await unlockAccount(get(apiClientAtom), { token, recaptchaToken })
    set(unlockStepAtom, 'success')
  } catch (error) {
    set(unlockStepAtom, toApiError(error).status === 400 ? 'invalid' : 'failed')
  }
})
