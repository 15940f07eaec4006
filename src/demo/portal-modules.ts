/**
 * The demo's modules for the admin portal's pages and the widgets built on them: a chunk of their
 * own, which the transport fetches as it is created and every request awaits before routing, so the
 * sign-in box's demo chunk (`modules.ts`) does not grow with each portal feature. A new portal
 * feature is its module file plus one line here; the transport registers these after the box's,
 * sorted by export name. No module may answer a path another module of either list serves
 * (test/demo/modules.test.ts checks it). Export `DemoModule`s only. The signed-in user's own
 * account (profile, API tokens, factors, passkeys, sessions, reverification) is a third list,
 * `security-modules.ts`.
 */
export { accountSettings } from './account-settings' // account settings per tenant, logo, custom login
export { groups } from './groups' // groups: samples, a SCIM one read-only, roles and members
export { roles } from './roles' // roles: the samples shared, the account's own, escalation refused
export { sessionConfiguration } from './session-configuration' // the tenant's session rules
export { users } from './users' // users v3 list and roles, add and remove a user (<users-table>)
export { tenants } from './tenants' // switching between the persona's two tenants
export { team } from './team' // the team page's and <users-table>'s per-user changes: roles, lock…
export { invitations } from './invitations' // accepting and resending invitations (their store is the team's)
export { inviteLinks } from './invite-links' // the tenant's invitation link, resend to all tenants, breached reset
export { entitlementsManagement } from './entitlements-management' // the vendor token and plan management
export { appAccess } from './app-access' // users and applications: the column, assignment, two demo apps (one managed)
export { hierarchy } from './hierarchy' // sub-accounts: a reseller's three-level tree, their people, open an account
