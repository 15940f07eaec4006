import type { PermissionDefinition } from './permissions'

/**
 * Impersonating the account's users (issue 23): seeded beside the catalogue but held by no vendor
 * role (not even Admin) until the vendor adds it to one; an account's own administrators never
 * grant it. The server seeds it and the demo lists it, so both answer the same permissions.
 */
export const impersonatePermission: PermissionDefinition = {
  key: 'fe.secure.impersonate.users',
  name: 'Impersonate users',
  description: 'Act as a member of the account, for a short while, with a recorded reason',
  category: 'Users',
}
