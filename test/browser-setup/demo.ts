import { DEMO_SESSION_KEY } from '../../src/demo/index'

/** Starts the test as if this tab had signed in to demo mode before (the next restore signs in). */
export function rememberDemoSignIn(email: string): void {
  sessionStorage.setItem(DEMO_SESSION_KEY, email)
}
