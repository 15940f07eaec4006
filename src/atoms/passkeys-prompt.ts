import { getPasskeys } from '../api/passkeys'
import { apiClientAtom } from './config'
import type { PreferredLoginMethod } from './passkeys-active'
import type { Getter } from 'jotai/vanilla'

/**
 * The passkey prompt after sign-in (spec 000 §4.3, §4.8) and the preferred login method. Both
 * remembered on this device: the method of the last sign-in, and a "don't ask again" per user.
 */

export type { PreferredLoginMethod }

/** localStorage key of the preferred login method. */
export const PREFERRED_LOGIN_METHOD = 'foyer-preferred-login-method'
/** localStorage key prefix (+ user id) of "don't ask me again" for the passkey prompt. */
export const PASSKEY_PROMPT_DISMISSED = 'foyer-passkeys-prompt-dismissed:'

/** This origin's localStorage, when the browser lets the box use it. */
const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage blocked (privacy settings, sandboxed frame)
  }
}

/** The login method this device used last, or null. */
export const readPreferredLoginMethod = (): PreferredLoginMethod | null => {
  const value = storage()?.getItem(PREFERRED_LOGIN_METHOD)
  return value === 'Passkeys' || value === 'Password' || value === 'Passwordless' ? value : null
}

/** Remembers how someone just signed in (the box then offers that way first). */
export const rememberLoginMethod = (method: PreferredLoginMethod): void => {
  storage()?.setItem(PREFERRED_LOGIN_METHOD, method)
}

/** "Don't ask me again": this user is not prompted on this device any more. */
export const dismissPasskeyPrompt = (userId: string): void => {
  storage()?.setItem(PASSKEY_PROMPT_DISMISSED + userId, '1')
}

/**
 * Whether the prompt shows, exactly under the spec's conditions (the Passkeys strategy active is
 * checked by the caller): the flag show-passkeys-new on, the preferred method not Passkeys, not
 * dismissed by this user, and the user without any passkey. The list is asked for last; a failure
 * to ask means no prompt, so it never stands between someone and the app. Decided on the
 * preference this device had before this sign-in (someone who signs in with passkeys here is not
 * asked after a password sign-in); then this sign-in's method becomes the preference.
 */
export async function decidePasskeyPrompt(
  get: Getter,
  input: { userId: string; method: PreferredLoginMethod; flagOn: boolean },
): Promise<'promptPasskeys' | 'success'> {
  const prompt =
    input.flagOn &&
    readPreferredLoginMethod() !== 'Passkeys' &&
    input.userId !== '' &&
    !storage()?.getItem(PASSKEY_PROMPT_DISMISSED + input.userId) &&
    (await getPasskeys(get(apiClientAtom)).then(
      (devices) => devices.length === 0,
      () => false,
    ))
  rememberLoginMethod(input.method)
  return prompt ? 'promptPasskeys' : 'success'
}
