/*
 * The fe.* permission catalogue and the vendor roles, shared by the server (which seeds them) and the
 * demo transport (whose personas hold the same roles), so a Viewer sees the same pages in both.
 */
/** One entry of the fe.* permission catalogue. */
export interface PermissionDefinition {
  key: string
  name: string
  description: string
  category: string
}

type Action = 'read' | 'write' | 'delete'

const actionVerbs: Record<Action, string> = { read: 'Read', write: 'Edit', delete: 'Delete' }

const area = (
  category: string,
  prefix: string,
  subject: string,
  label: string,
  actions: Action[],
): PermissionDefinition[] =>
  actions.map((action) => ({
    key: `${prefix}.${action}.${subject}`,
    name: `${actionVerbs[action]} ${label}`,
    description: `${actionVerbs[action]} ${label.toLowerCase()} of the account`,
    category,
  }))

const all: Action[] = ['read', 'write', 'delete']
const readWrite: Action[] = ['read', 'write']

/**
 * The admin portal's permission keys: the navigation keys of spec §2.3 plus the read, write and
 * delete keys of each area. This is the only list: the server seeds it, the demo transport serves
 * it, and a refusal names a permission by its `name` here.
 */
export const permissionCatalogue: readonly PermissionDefinition[] = [
  ...area('Users', 'fe.secure', 'users', 'Users', all),
  ...area('Roles', 'fe.secure', 'roles', 'Roles', all),
  ...area('Groups', 'fe.secure', 'groups', 'Groups', all),
  ...area('API tokens', 'fe.secure', 'userApiTokens', 'Personal API tokens', all),
  ...area('API tokens', 'fe.secure', 'tenantApiTokens', 'Account API tokens', all),
  ...area('Account settings', 'fe.secure', 'accountSettings', 'Account settings', readWrite),
  ...area('Account settings', 'fe.account-settings', 'app', 'Application settings', readWrite),
  ...area('Account settings', 'fe.account-settings', 'customLogin', 'Custom login box', readWrite),
  ...area('Security', 'fe.secure', 'securityPolicy', 'Security policy', readWrite),
  ...area('Security', 'fe.secure', 'sessions', 'Sessions', ['read', 'delete']),
  ...area('SSO', 'fe.secure', 'samlConfiguration', 'SSO configuration', all),
  ...area('Provisioning', 'fe.secure', 'provisioningConfiguration', 'Provisioning', all),
  ...area('Audits', 'fe.secure', 'audits', 'Audit logs', ['read']),
  ...area('Subscriptions', 'fe.subscriptions', 'subscriptions', 'Subscriptions', readWrite),
  ...area('Subscriptions', 'fe.subscriptions', 'paymentMethods', 'Payment methods', all),
  ...area('Subscriptions', 'fe.subscriptions', 'invoices', 'Invoices', ['read']),
  ...area('Subscriptions', 'fe.subscriptions', 'billingInformation', 'Billing details', readWrite),
  ...area('Connectivity', 'fe.connectivity', 'webhooks', 'Webhooks', all),
  ...area('Connectivity', 'fe.connectivity', 'integrations', 'Integrations', all),
  ...area('Account hierarchy', 'fe.account-hierarchy', 'subAccount', 'Sub-accounts', all),
  {
    key: 'fe.usage.read',
    name: 'Read usage',
    description: 'Read usage of the account',
    category: 'Usage',
  },
]

/** True for a key that only reads: `fe.<area>.read.<subject>` or `fe.<area>.read`. */
export const isReadPermission = (key: string): boolean => /\.read(\.|$)/.test(key)

/** A vendor-wide role seeded on every database. */
export interface RoleDefinition {
  key: string
  name: string
  description: string
  level: number
  isDefault: boolean
  permissions: (key: string) => boolean
}

/** Vendor roles: Admin holds every key, ReadOnly every read key; the others sit between. */
export const vendorRoles: readonly RoleDefinition[] = [
  {
    key: 'Admin',
    name: 'Admin',
    description: 'Full access to the account',
    level: 0,
    isDefault: false,
    permissions: () => true,
  },
  {
    key: 'Editor',
    name: 'Editor',
    description: 'Reads and edits everything, deletes nothing',
    level: 1,
    isDefault: false,
    permissions: (key) => !key.includes('.delete.'),
  },
  {
    key: 'Support',
    name: 'Support',
    description: 'Reads everything and manages users',
    level: 2,
    isDefault: false,
    permissions: (key) => isReadPermission(key) || key === 'fe.secure.write.users',
  },
  {
    key: 'ReadOnly',
    name: 'Read only',
    description: 'Reads everything, changes nothing',
    level: 3,
    isDefault: false,
    permissions: isReadPermission,
  },
  {
    key: 'Viewer',
    name: 'Viewer',
    description: 'Sees the team and its roles',
    level: 4,
    isDefault: true,
    permissions: (key) => key === 'fe.secure.read.users' || key === 'fe.secure.read.roles',
  },
]

/** A permission's human name (`Edit users`), or `undefined` for a key outside the catalogue. */
export function permissionName(key: string): string | undefined {
  return permissionCatalogue.find((permission) => permission.key === key)?.name
}

/**
 * The sentence of a refusal for want of a permission (403 `ER-FOYER-1006`), naming each permission by
 * its human name, never its key: "You need the Edit users permission; ask an administrator." The keys
 * travel in the error's `context.permissions` for clients that word it themselves.
 */
export function missingPermissionMessage(keys: readonly string[]): string {
  const names = keys.map((key) => permissionName(key) ?? 'required')
  return `You need the ${[...new Set(names)].join(' or ')} permission; ask an administrator.`
}
