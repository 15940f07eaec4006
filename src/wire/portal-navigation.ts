/**
 * The admin portal's pages, their default navigation (spec 000 §2.3, 001 §2), and the tab and field sets a
 * host may restyle. Data only: the portal shell, the page screens, the demo and the typings read it.
 */

/** Every page key of the portal's default navigation. */
export const PORTAL_PAGE_KEYS = [
  'profile',
  'privacy',
  'personalApiTokens',
  'account',
  'users',
  'groups',
  'roles',
  'security',
  'sso',
  'provisioning',
  'audits',
  'webhooks',
  'apiTokens',
  'usage',
  'subscriptions',
  'allAccounts',
] as const

/** A portal page key. */
export type PortalPageKey = (typeof PORTAL_PAGE_KEYS)[number]

/**
 * Who sees an entry in the navigation: `hidden` (off unless the host turns it on), `always` and
 * `byPermissions` (shown to a user holding the entry's permission keys and flags).
 */
export type PortalVisibility = 'hidden' | 'always' | 'byPermissions'

/** One entry of the navigation. */
export interface PortalNavigationEntry {
  visibility: PortalVisibility
  /** Permission keys the user must all hold (`*` wildcards allowed). */
  permissions: readonly string[]
  /** Feature flags that must all be on. */
  flags: readonly string[]
}

/** The spec's default navigation, in its order. */
export const DEFAULT_PORTAL_NAVIGATION: Readonly<Record<PortalPageKey, PortalNavigationEntry>> = {
  usage: { visibility: 'hidden', permissions: ['fe.usage.read'], flags: ['fe-usage-page'] },
  webhooks: { visibility: 'hidden', permissions: ['fe.connectivity.read.webhooks'], flags: [] },
  roles: { visibility: 'hidden', permissions: ['fe.secure.read.roles'], flags: [] },
  users: { visibility: 'always', permissions: ['fe.secure.read.users'], flags: [] },
  personalApiTokens: {
    visibility: 'hidden',
    permissions: ['fe.secure.read.userApiTokens'],
    flags: [],
  },
  apiTokens: { visibility: 'hidden', permissions: ['fe.secure.read.tenantApiTokens'], flags: [] },
  profile: { visibility: 'always', permissions: [], flags: [] },
  privacy: { visibility: 'always', permissions: [], flags: [] },
  account: { visibility: 'always', permissions: ['fe.secure.read.accountSettings'], flags: [] },
  security: { visibility: 'always', permissions: ['fe.secure.read.securityPolicy'], flags: [] },
  sso: { visibility: 'hidden', permissions: ['fe.secure.read.samlConfiguration'], flags: [] },
  provisioning: {
    visibility: 'hidden',
    permissions: ['fe.secure.read.provisioningConfiguration'],
    flags: [],
  },
  audits: { visibility: 'always', permissions: ['fe.secure.read.audits'], flags: [] },
  subscriptions: { visibility: 'hidden', permissions: ['fe.subscriptions.*'], flags: [] },
  allAccounts: {
    visibility: 'byPermissions',
    permissions: ['fe.account-hierarchy.read.subAccount'],
    flags: [],
  },
  groups: { visibility: 'hidden', permissions: ['fe.secure.read.groups'], flags: [] },
}

/** The tabs of each page that has tabs (tab appearance: hidden or edit). */
export const PORTAL_TABS = {
  security: ['sessionManagement', 'generalSettings', 'ipRestrictions', 'domainRestrictions'],
  account: ['settings', 'customLogin'],
} as const satisfies Partial<Record<PortalPageKey, readonly string[]>>

/** The fields a host may restyle on each page (field appearance: hidden, viewOnly or edit). */
export const PORTAL_FIELDS = {
  profile: ['name', 'username', 'phoneNumber', 'address', 'jobTitle'],
  privacy: ['loginSessions', 'mfa'],
  account: ['companyName', 'address', 'website', 'timezone', 'currency'],
  security: [
    'idleSessionTimeout',
    'forceReLogin',
    'maximumConcurrentSessions',
    'mfa',
    'userLockout',
    'passwordHistory',
  ],
  users: ['user', 'applications', 'groups', 'roles', 'joinedAt', 'lastSeen', 'managedBy'],
  subscriptions: ['invoices'],
} as const satisfies Partial<Record<PortalPageKey, readonly string[]>>

/** Pages with tabs. */
export type PortalTabbedPage = keyof typeof PORTAL_TABS
/** A tab key of a page. */
export type PortalTabKey<P extends PortalTabbedPage> = (typeof PORTAL_TABS)[P][number]
/** Pages with restylable fields. */
export type PortalFieldsPage = keyof typeof PORTAL_FIELDS
/** A field key of a page. */
export type PortalFieldKey<P extends PortalFieldsPage> = (typeof PORTAL_FIELDS)[P][number]

/** How a field shows. */
export type FieldAppearance = 'hidden' | 'viewOnly' | 'edit'
/** How a tab shows. */
export type TabAppearance = 'hidden' | 'edit'

/**
 * The host's one typed configuration object (the `<admin-portal>` property `configuration`): navigation
 * overrides, and tab and field appearance per page. Anything left out keeps the spec's default.
 */
export interface PortalConfiguration {
  navigation?: { [P in PortalPageKey]?: Partial<PortalNavigationEntry> }
  pages?: {
    [P in PortalPageKey]?: {
      tabs?: P extends PortalTabbedPage ? { [T in PortalTabKey<P>]?: TabAppearance } : never
      fields?: P extends PortalFieldsPage ? { [F in PortalFieldKey<P>]?: FieldAppearance } : never
    }
  }
}
