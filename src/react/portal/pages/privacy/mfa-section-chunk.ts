/** The two-factor section as the default export `lazy()` loads (its own chunk of the page). */
export { MfaSection as default } from './mfa-section'
