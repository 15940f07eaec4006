/** sessionStorage key that keeps a demo sign-in across reloads of the tab. */
export const DEMO_SESSION_KEY = 'foyer-demo-session'

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Storage can throw when the page is sandboxed or storage is disabled.
    return null
  }
}

/** The email signed in to demo mode in this tab, `null` when none, `undefined` without storage. */
export function readDemoSession(): string | null | undefined {
  const store = storage()
  return store ? store.getItem(DEMO_SESSION_KEY) : undefined
}

/** Remembers (email) or forgets (`null`) the demo sign-in of this tab. */
export function writeDemoSession(email: string | null): void {
  const store = storage()
  if (!store) return
  if (email === null) store.removeItem(DEMO_SESSION_KEY)
  else store.setItem(DEMO_SESSION_KEY, email)
  // A sign-out ends the tab's impersonation too (`impersonation.ts`).
  if (email === null) store.removeItem(DEMO_ACT_KEY)
}

/** sessionStorage key of when this tab's demo user last signed in (ms), for reverification. */
export const DEMO_AUTH_TIME_KEY = 'foyer-demo-auth-time'

/** When this tab's demo user last signed in (ms since the epoch), or undefined when unknown. */
export function readDemoAuthTime(): number | undefined {
  const value = storage()?.getItem(DEMO_AUTH_TIME_KEY)
  const time = value ? Number(value) : Number.NaN
  return Number.isFinite(time) ? time : undefined
}

/** Remembers (ms) or forgets (`null`) when this tab's demo user last signed in. */
export function writeDemoAuthTime(time: number | null): void {
  const store = storage()
  if (!store) return
  if (time === null) store.removeItem(DEMO_AUTH_TIME_KEY)
  else store.setItem(DEMO_AUTH_TIME_KEY, String(time))
}

/** sessionStorage key of this tab's impersonation (`impersonation.ts`): `{ sub, endsAt }`. */
export const DEMO_ACT_KEY = 'foyer-demo-act'

/** The `act` claim of this tab's running impersonation (none once it has run out at `now`). */
export function readDemoAct(now: number): { act?: { sub: string } } {
  const { sub, endsAt } = JSON.parse(storage()?.getItem(DEMO_ACT_KEY) ?? '{}') as {
    sub?: string
    endsAt?: number
  }
  return sub !== undefined && (endsAt ?? 0) > now ? { act: { sub } } : {}
}

/** The impersonated user's own role while this tab's impersonation runs (`impersonation.ts`). */
export function readDemoActRole(now: number): string | undefined {
  const { role, endsAt } = JSON.parse(storage()?.getItem(DEMO_ACT_KEY) ?? '{}') as {
    role?: string
    endsAt?: number
  }
  return (endsAt ?? 0) > now ? role : undefined
}

/** Forgets this tab's impersonation (a sign-in of its own). */
export function forgetDemoAct(): void {
  storage()?.removeItem(DEMO_ACT_KEY)
}
