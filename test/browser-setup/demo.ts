import { DEMO_SESSION_KEY } from '../../src/demo/index'
import { waitFor } from './assert'

/** Starts the test as if this tab had signed in to demo mode before (the next restore signs in). */
export function rememberDemoSignIn(email: string): void {
  sessionStorage.setItem(DEMO_SESSION_KEY, email)
}

/**
 * Waits until demo mode's server side has ended the session too: the page shows sign-in at once,
 * the logout is answered a moment later, and a test that ends sooner would see its answer sign out
 * the next test's remembered visitor.
 */
export const demoServerSignedOut = () =>
  waitFor(() => sessionStorage.getItem(DEMO_SESSION_KEY) === null, 'the demo server signed out')
