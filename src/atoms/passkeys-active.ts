import { featureFlagsAtom, isFeatureFlagOn, loadFeatureFlagsAtom } from './flags'
import { passkeysActive } from './login'
import type { AuthStrategiesConfig } from '../api'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * The step after a sign-in, whose logic (`passkeys-prompt.ts`) loads only where passkeys are
 * offered; whether they are is `login.ts`'s `passkeysActive` (the first step's).
 */

/** The admin feature flag that turns the passkey prompt on. */
export const PASSKEY_PROMPT_FLAG = 'show-passkeys-new'

export { passkeysActive }

/** How someone signed in (the preferred login method remembered on this device). */
export type PreferredLoginMethod = 'Passkeys' | 'Password' | 'Passwordless'

/**
 * The step after a sign-in with `method`: `promptPasskeys` under the spec's conditions (§4.3,
 * §4.8), else `success`. Without the Passkeys strategy, `success` at once and nothing loaded.
 */
export async function stepAfterSignIn(
  get: Getter,
  set: Setter,
  input: { userId: string; method: PreferredLoginMethod; strategies: AuthStrategiesConfig | null },
): Promise<'promptPasskeys' | 'success'> {
  if (!passkeysActive(input.strategies)) return 'success'
  await set(loadFeatureFlagsAtom)
  const flagOn = isFeatureFlagOn(get(featureFlagsAtom).flags, PASSKEY_PROMPT_FLAG)
  const prompt = await import('./passkeys-prompt')
  return prompt.decidePasskeyPrompt(get, { ...input, flagOn })
}
