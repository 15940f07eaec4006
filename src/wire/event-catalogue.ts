/**
 * The product's event catalogue, shared by the server (`server/src/events/catalogue.ts`) and the
 * demo transport so neither keeps a copy: what a tenant's webhooks, emails, SMS and Slack messages
 * can be told about. An event's key is the audit action key whose row records it: writing the audit
 * row `user.invited` (in the change's transaction) raises the event `user.invited`. The list is
 * the product's, the same for every tenant; ids are stable so subscriptions keep naming them.
 */

/** One event of the catalogue. */
export interface CatalogueEvent {
  key: string
  displayName: string
  description: string
}

/** A category: events a subscriber picks together. */
export interface CatalogueCategory {
  id: string
  name: string
  events: readonly CatalogueEvent[]
}

const event = (key: string, displayName: string, description: string): CatalogueEvent => ({
  key,
  displayName,
  description,
})

/** The categories and their events, in the order the portal lists them. */
export const eventCategories: readonly CatalogueCategory[] = [
  {
    id: 'user-lifecycle',
    name: 'Users',
    events: [
      event('user.signed-up', 'User signed up', 'A new user signed up to the account'),
      event('user.invited', 'User invited', 'An administrator invited a user to the account'),
      event(
        'user.invitation.accepted',
        'Invitation accepted',
        'An invited user joined the account',
      ),
      event('user.activated', 'User activated', 'A user activated their account'),
      event(
        'user.sso.created',
        'User created by SSO',
        'A user signed in with SSO for the first time',
      ),
      event('user.locked', 'User locked', 'A user was locked out of the account'),
      event('user.unlocked', 'User unlocked', 'A locked user was unlocked'),
      event('user.enabled', 'User enabled', 'An administrator enabled a user'),
      event('user.disabled', 'User disabled', 'An administrator disabled a user'),
      event('user.removed', 'User removed', 'A user was removed from the account'),
      event('user.roles.updated', 'User roles changed', "A user's roles in the account changed"),
      event('user.email.changed', 'User email changed', 'A user changed their email address'),
    ],
  },
  {
    id: 'security',
    name: 'Security',
    events: [
      event('user.password.changed', 'Password changed', 'A user changed their password'),
      event('user.password.reset', 'Password reset', 'A user reset a forgotten password'),
      event('user.mfa.enrolled', 'MFA enrolled', 'A user enrolled a second factor'),
      event('user.mfa.disabled', 'MFA disabled', "A user's second factor was removed"),
      event('user.login.failed', 'Sign-in failed', 'A sign-in was refused for a wrong credential'),
      event('tenant.mfa-policy.updated', 'MFA policy changed', "The account's MFA policy changed"),
      event(
        'tenant.ip-restriction.config-updated',
        'IP restriction changed',
        "The account's IP restriction was turned on, off or changed",
      ),
      event(
        'impersonation.started',
        'Impersonation started',
        'The vendor or a member began acting as a user of the account, with a reason',
      ),
      event(
        'impersonation.ended',
        'Impersonation ended',
        'An impersonation of a user of the account was ended',
      ),
    ],
  },
  {
    id: 'sso',
    name: 'Single sign-on',
    events: [
      event('sso.configuration.created', 'SSO configured', 'An SSO connection was added'),
      event('sso.configuration.updated', 'SSO changed', 'An SSO connection was changed'),
      event('sso.configuration.deleted', 'SSO removed', 'An SSO connection was removed'),
      event('sso.domain.validated', 'SSO domain validated', 'An SSO domain was validated'),
    ],
  },
  {
    id: 'roles',
    name: 'Roles and groups',
    events: [
      event('role.created', 'Role created', 'An account role was created'),
      event('role.updated', 'Role changed', 'An account role was changed'),
      event('role.deleted', 'Role deleted', 'An account role was deleted'),
      event('group.created', 'Group created', 'A group was created'),
      event('group.deleted', 'Group deleted', 'A group was deleted'),
    ],
  },
  {
    id: 'api-tokens',
    name: 'API tokens',
    events: [
      event(
        'tenant.api-token.created',
        'Account API token created',
        'An account API token was created',
      ),
      event(
        'tenant.api-token.deleted',
        'Account API token deleted',
        'An account API token was deleted',
      ),
      event(
        'user.api-token.created',
        'Personal API token created',
        'A user created a personal API token',
      ),
      event(
        'user.api-token.deleted',
        'Personal API token deleted',
        'A user deleted a personal API token',
      ),
    ],
  },
  {
    id: 'provisioning',
    name: 'Provisioning',
    events: [
      event('scim.user.created', 'User provisioned', 'The directory (SCIM) created a user'),
      event('scim.user.updated', 'User updated by SCIM', 'The directory (SCIM) changed a user'),
      event(
        'scim.user.deactivated',
        'User deprovisioned',
        'The directory (SCIM) deactivated a user',
      ),
      event('scim.user.deleted', 'User deleted by SCIM', 'The directory (SCIM) deleted a user'),
      event('scim.group.created', 'Group provisioned', 'The directory (SCIM) created a group'),
    ],
  },
  {
    id: 'connectivity',
    name: 'Connectivity',
    events: [
      event(
        'webhook.disabled',
        'Webhook disabled',
        'A webhook was turned off after failing every delivery for a day',
      ),
    ],
  },
  {
    id: 'billing',
    name: 'Billing',
    events: [
      event(
        'billing.subscription.created',
        'Subscription started',
        'The account subscribed to a plan (its first payment may still be due)',
      ),
      event(
        'billing.subscription.updated',
        'Subscription changed',
        "The account's subscription changed plan or status",
      ),
      event(
        'billing.subscription.canceled',
        'Subscription canceled',
        "The account's subscription ended or was set to end with its period",
      ),
      event(
        'billing.subscription.renewed',
        'Subscription renewed',
        "A cancellation of the account's subscription was taken back",
      ),
      event(
        'billing.payment.failed',
        'Payment failed',
        "A payment of the account's invoice failed",
      ),
    ],
  },
]

const byKey = new Map(
  eventCategories.flatMap((c) => c.events.map((e) => [e.key, { ...e, category: c }])),
)

/** The catalogue's event of a key (its category with it), or undefined. */
export const catalogueEvent = (key: string) => byKey.get(key)

/** True when an audit action key is an event of the catalogue. */
export const isCatalogueEvent = (key: string): boolean => byKey.has(key)

/** Every event key, in catalogue order. */
export const eventKeys: readonly string[] = [...byKey.keys()]
