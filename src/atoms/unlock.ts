import { atom } from 'jotai/vanilla'
import { toApiError } from '../api'
import { unlockAccount } from '../api/unlock'
import { CAPTCHA_FAILED } from '../wire/captcha'
import { captchaToken } from './captcha-token'
import { apiClientAtom } from './config'

/**
 * The unlock flow's steps: the link is being used, it worked, it does not work, the captcha
 * policy refused the attempt (the link still works), or it failed.
 */
export type UnlockStep = 'pending' | 'success' | 'invalid' | 'captcha' | 'failed'

/** How long the success step shows before the box goes to sign-in (spec doc 001: 5 s). */
export const UNLOCK_REDIRECT_MS = 5000

/** The unlock flow's step in this store. */
export const unlockStepAtom = atom<UnlockStep>('pending')

/**
 * Unlocks with the link's token: `success`, `captcha` when the captcha check did not pass (a 400
 * with the server's captcha sentence), `invalid` when the server refuses the token (another 400)
 * or the link has none, `failed` otherwise (the screen offers to try again).
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
    const { status, message } = toApiError(error)
    if (status !== 400) set(unlockStepAtom, 'failed')
    else set(unlockStepAtom, message === CAPTCHA_FAILED ? 'captcha' : 'invalid')
  }
})
