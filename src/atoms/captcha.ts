import { atom } from 'jotai/vanilla'
import { loginRuntimeAtom } from './login-state'

/** What the password step's captcha hands a sign-in attempt: a token, or none. */
export type CaptchaExecutor = () => Promise<string | undefined>

/**
 * Registers the captcha the password sign-in runs before sending the password (undefined:
 * none). Written by the captcha chunk while its widget is mounted, read by `loginWithPasswordAtom`.
 */
export const setCaptchaAtom = atom(null, (get, _set, executor: CaptchaExecutor | undefined) => {
  get(loginRuntimeAtom).captcha = executor
})
