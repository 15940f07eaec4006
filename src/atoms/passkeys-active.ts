import { featureFlagsAtom, isFeatureFlagOn, loadFeatureFlagsAtom } from './flags'
import type { AuthStrategiesConfig } from '../api'
import type { Getter, Setter } from 'jotai/vanilla'

/**
 * What the first load knows of passkeys: whether the vendor offers them, and the step after a
 * sign-in, whose logic (`passkeys-prompt.ts`) loads only where they are offered.
 */

/** The admin feature flag that turns the passkey prompt on. */
export const PASSKEY_PROMPT_FLAG = 'show-passkeys-new'

/** Whether the vendor offers passkeys (`Passkeys` active among the secondary strategies). */
export const passkeysActive = (strategies: AuthStrategiesConfig | null | undefined): boolean =>
  strategies?.secondaryAuthStrategies?.some(
    (item) => item.strategy === 'Passkeys' && item.isActive,
  ) ?? false

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
