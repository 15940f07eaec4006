import { getPasskeys } from '../api'
import { apiClientAtom } from './config'
import { featureFlagsAtom, isFeatureFlagOn, loadFeatureFlagsAtom } from './flags'
import { passkeysActive } from './passkeys-active'
import { storage } from './quick-login-state'
import type { AuthStrategiesConfig } from '../api'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * The passkey prompt after sign-in (spec 000 §4.3, §4.8) and the preferred login method. Both
 * remembered on this device: the method of the last sign-in, and a "don't ask again" per user.
 */

/** How someone signed in last on this device. */
export type PreferredLoginMethod = 'Passkeys' | 'Password' | 'Passwordless'

/** localStorage key of the preferred login method. */
export const PREFERRED_LOGIN_METHOD = 'foyer-preferred-login-method'
/** localStorage key prefix (+ user id) of "don't ask me again" for the passkey prompt. */
export const PASSKEY_PROMPT_DISMISSED = 'foyer-passkeys-prompt-dismissed:'
/** The admin feature flag that turns the prompt on. */
export const PASSKEY_PROMPT_FLAG = 'show-passkeys-new'

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
 * Whether the prompt shows, exactly under the spec's conditions: the flag show-passkeys-new on,
 * the Passkeys strategy active, the preferred method not Passkeys, not dismissed by this user,
 * and the user without any passkey. The cheap checks go first; the list is asked for last. A
 * failure to ask means no prompt: it never stands between someone and the app.
 */
export async function passkeyPromptApplies(
  get: Getter,
  set: Setter,
  input: { userId: string; strategies: AuthStrategiesConfig | null },
): Promise<boolean> {
  if (!passkeysActive(input.strategies)) return false
  if (readPreferredLoginMethod() === 'Passkeys') return false
  if (input.userId === '' || storage()?.getItem(PASSKEY_PROMPT_DISMISSED + input.userId)) {
    return false
  }
  await set(loadFeatureFlagsAtom)
  if (!isFeatureFlagOn(get(featureFlagsAtom).flags, PASSKEY_PROMPT_FLAG)) return false
  try {
    return (await getPasskeys(get(apiClientAtom))).length === 0
  } catch {
    return false
  }
}

/**
 * The step after a sign-in with `method` (the passkey prompt or `success`). The prompt is decided
 * on the preference this device had before this sign-in (someone who signs in with passkeys here
 * is not asked to make one after a password sign-in elsewhere in the flow); then the method of
 * this sign-in becomes the preference.
 */
export async function stepAfterSignIn(
  get: Getter,
  set: Setter,
  input: { userId: string; method: PreferredLoginMethod; strategies: AuthStrategiesConfig | null },
): Promise<'promptPasskeys' | 'success'> {
  const prompt = await passkeyPromptApplies(get, set, input)
  rememberLoginMethod(input.method)
  return prompt ? 'promptPasskeys' : 'success'
}
