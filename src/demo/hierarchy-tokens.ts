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
