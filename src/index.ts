/**
 * Foyer for the browser: `defineElements()` registers `<login-box>` and `<users-table>`; the types describe
 * their events (`FoyerEventMap`) and the data they carry. Importing this module touches no DOM.
 */
export * from './elements/index'
export type { FoyerUser, Session } from './atoms/index'
export { ApiError } from './api/index'
export type { Role, Tenant, UserProfile, UserV3 } from './api/index'
