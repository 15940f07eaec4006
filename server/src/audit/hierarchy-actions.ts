import { high, info } from './action-entry'
import type { AuditActionInfo } from './action-entry'

/** The audit actions of the account hierarchy: sub-accounts, access into them, their users (issue 23). */
export const hierarchyActions = {
  'subAccount.created': info('tenant', 'Sub-account created'),
  'subAccount.renamed': info('tenant', 'Sub-account renamed'),
  'subAccount.deleted': high('tenant', 'Sub-account deleted'),
  'subAccount.management.updated': high('tenant', 'Sub-account management turned on or off'),
  'subAccount.access-type.updated': high('tenant', 'Sub-account access type changed'),
  'subAccount.entered': info('tenant', 'Sub-account opened from a parent account'),
  'subAccount.users.added': info('user', 'Users added to sub-accounts'),
  'subAccount.user.removed': high('user', 'User removed from sub-accounts'),
  'subAccount.user.roles.updated': high('user', 'User roles in sub-accounts changed'),
  'subAccount.user.access.updated': high('user', 'User access to sub-accounts changed'),
  'account.deleted': high('tenant', 'Account deleted by the vendor'),
  'account.created': info('tenant', 'Account created by the vendor'),
  'account.updated': info(
    'tenant',
    'Account renamed or its sub-account management changed by the vendor',
  ),
  'account.moved': high('tenant', 'Account put under another account by the vendor'),
  'account.detached': high('tenant', 'Account taken out from under its parent by the vendor'),
  'account.metadata.updated': info('tenant', 'Account metadata changed by the vendor'),
  'account.migrated': high('tenant', 'Accounts imported by the vendor'),
  'user.invisible.updated': high('user', 'User made invisible or visible by the vendor'),
  'user.super-user.updated': high('user', 'Super user set or cleared by the vendor'),
} as const satisfies Record<string, AuditActionInfo>
