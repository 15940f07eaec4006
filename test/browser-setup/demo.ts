import { DEMO_AUTH_TIME_KEY, DEMO_SESSION_KEY } from '../../src/demo/index'
import { waitFor } from './assert'

/** Starts the test as if this tab had signed in to demo mode before (the next restore signs in). */
export function rememberDemoSignIn(email: string, signedInAt = Date.now()): void {
  sessionStorage.setItem(DEMO_SESSION_KEY, email)
  // When it signed in: reverification asks again for a sensitive change after 10 minutes.
  sessionStorage.setItem(DEMO_AUTH_TIME_KEY, String(signedInAt))
}

/**
 * Waits until demo mode's server side has ended the session too: the page shows sign-in at once,
 * the logout is answered a moment later, and a test that ends sooner would see its answer sign out
 * the next test's remembered visitor.
 */
export const demoServerSignedOut = () =>
  waitFor(() => sessionStorage.getItem(DEMO_SESSION_KEY) === null, 'the demo server signed out')
