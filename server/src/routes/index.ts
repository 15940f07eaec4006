/**
 * Every router factory of the JSON API, one line each: a new feature's router is one more line.
 * `createApp` mounts them all, sorted by export name, and no route may depend on that order: no
 * router may answer a path another router serves (test/server/routes/registry.test.ts checks
 * it). Export router factories only, each taking the app's deps.
 */
export { createActivationRoutes } from './activation'
export { createAuthRoutes } from './auth'
export { createConfigurationRoutes } from './configurations'
export { createEmailChangeRoutes } from './email-change'
export { createPasswordPolicyRoutes } from './password-policy'
export { createVendorConfigurationRoutes } from './vendor-configuration'
export { createInvitationRoutes } from './invitations'
export { createInviteLinkRoutes } from './invite-links'
export { createAssignmentRoutes } from './management/assignments'
export { createFeatureFlagRoutes } from './management/feature-flags'
export { createFeatureRoutes } from './management/features'
export { createPlanFeatureRoutes } from './management/plan-features'
export { createPlanRoutes } from './management/plans'
export { createProfileRoutes } from './profile'
export { createMeRoutes } from './me'
export { createRecoveryPhoneRoutes } from './recovery-phone'
export { createRecoveryRoutes } from './recovery'
export { createPasswordlessRoutes } from './passwordless'
export { createPhoneNumberRoutes } from './phone-numbers'
export { createPictureRoutes } from './pictures'
export { createRoleRoutes } from './roles'
export { createSignUpRoutes } from './sign-up'
export { createUnlockRoutes } from './unlock'
export { createUsernameRoutes } from './usernames'
export { createUserEntitlementRoutes } from './user-entitlements'
export { createUserRoutes } from './users'
export { createVendorAuthRoutes } from './vendor-auth'
