// Its own module: the demo router needs the paths without the calls.
/**
 * Paths of the team page's per-user calls (wire-api §5.4 and §5.1 row 120), shared with the demo
 * router (`:userId` params). Listing, inviting and removing are in `./users`.
 */
export const TEAM_PATHS = {
  updateUser: '/team/resources/members/v1',
  lock: '/identity/resources/users/v1/:userId/lock',
  unlock: '/identity/resources/users/v1/:userId/unlock',
  disable: '/identity/resources/tenants/users/v1/:userId/disable',
  enable: '/identity/resources/tenants/users/v1/:userId/enable',
  temporary: '/identity/resources/users/temporary/v1/:userId',
  temporaryConfiguration: '/identity/resources/users/temporary/v1/configuration',
  revokeSessions: '/identity/resources/users/sessions/v1/revoke',
  resendInvitation: '/identity/resources/users/v1/invitation/reset',
  resendInvitationAll: '/identity/resources/users/v1/invitation/reset/all',
  resetBreached: '/identity/resources/users/v1/passwords/breached/reset/bulk',
} as const
