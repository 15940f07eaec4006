import type { DemoState } from './state'

/**
 * The demo's usernames, as the server's `users.username`: unique whatever their case, each naming
 * the email of its account. The profile page sets the admin's; a username sign-up adds one.
 */
const usernames = new WeakMap<DemoState, Map<string, string>>()

const of = (state: DemoState) => {
  let map = usernames.get(state)
  if (!map) {
    map = new Map()
    usernames.set(state, map)
  }
  return map
}

/** The email of the account `username` names (any case), or undefined. */
export const demoUsernameOwner = (state: DemoState, username: string): string | undefined =>
  of(state).get(username.trim().toLowerCase())

/** Gives `email`'s account `username` (null: takes its username away). */
export const setDemoUsername = (state: DemoState, email: string, username: string | null) => {
  const map = of(state)
  for (const [name, owner] of map) if (owner === email) map.delete(name)
  if (username !== null) map.set(username.toLowerCase(), email)
}
