import { atom } from 'jotai/vanilla'
import { getPasswordConfig } from '../api'
import { apiClientAtom } from './config'
import { authStrategiesAtom } from './login'
import type { PasswordComplexity } from '../wire'
import type { Atom } from 'jotai/vanilla'

/** What a missing key of a partial `TestConfig` means: no rule about it. */
const NO_RULES: PasswordComplexity = {
  allowPassphrases: false,
  minLength: 0,
  maxLength: Number.MAX_SAFE_INTEGER,
  minPhraseLength: Number.MAX_SAFE_INTEGER,
  minOptionalTestsToPass: 0,
}

/** The password policy of a box, loading or loaded; `null` when it could not be read. */
export interface PasswordPolicyLoad {
  promise: Promise<PasswordComplexity | null>
}

const byUser = new Map<string, Atom<PasswordPolicyLoad>>()

/**
 * The complexity a new password must meet (the tenant's of `userId`, else the vendor's), read
 * once per store and user. Boxed in an object so a screen reads it without suspending; a failed
 * read is `null`: the field then shows no rules and the server's 400 still says what is wrong.
 */
export function passwordPolicyAtom(userId?: string): Atom<PasswordPolicyLoad> {
  const key = userId ?? ''
  let known = byUser.get(key)
  if (!known) {
    known = atom((get) => ({
      promise: getPasswordConfig(get(apiClientAtom), userId).then(
        (config) => (config ? { ...NO_RULES, ...config } : null),
        () => null,
      ),
    }))
    byUser.set(key, known)
  }
  return known
}

/** Whether visitors may sign up (the box shows its "Sign up" link only then); false until known. */
export const allowSignupsAtom = atom(
  async (get) => (await get(authStrategiesAtom)).vendorConfig?.allowSignups ?? false,
)
