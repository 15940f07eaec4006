import type { DemoState } from './state'

/** Sub-account tokens of each demo state: token → the account it acts in. */
const tokensOf = new WeakMap<DemoState, Map<string, string>>()

/** The demo state's sub-account tokens (`hierarchy-store.ts` adds to them). */
export const subAccountTokens = (state: DemoState): Map<string, string> => {
  let tokens = tokensOf.get(state)
  if (!tokens) {
    tokens = new Map()
    tokensOf.set(state, tokens)
  }
  return tokens
}

/** The sub-account a demo token acts in (users v3 lists its people), or undefined. */
export const demoSubAccountOf = (state: DemoState, token: string | null): string | undefined =>
  token === null ? undefined : tokensOf.get(state)?.get(token)

/** The permissions each sub-account token carries (the roles given there), per demo state. */
const carriedOf = new WeakMap<DemoState, Map<string, readonly string[]>>()

/** Records what a sub-account token carries: the app decides on it, as the server does. */
export const carryPermissions = (state: DemoState, token: string, keys: readonly string[]) => {
  const carried = carriedOf.get(state) ?? new Map<string, readonly string[]>()
  carriedOf.set(state, carried)
  carried.set(token, keys)
}

/** The permissions a sub-account token carries, or undefined (the persona's own hold). */
export const demoCarriedPermissions = (
  state: DemoState,
  token: string | null,
): readonly string[] | undefined => (token === null ? undefined : carriedOf.get(state)?.get(token))
