/** The users v3 list on the wire (wire-api §5.3, `ISearchUserQueryParamsV3`). */

/** Keys users v3 may be sorted by (`SortByEnum`); any other `_sortBy` is a 400. */
export const USER_SORT_KEYS = [
  'createdAt',
  'name',
  'email',
  'id',
  'verified',
  'isLocked',
  'provider',
  'tenantId',
] as const

/** One users v3 sort key. */
export type UsersSortBy = (typeof USER_SORT_KEYS)[number]

/** The sort key when `_sortBy` is absent. */
export const DEFAULT_USER_SORT: UsersSortBy = 'createdAt'

/** Users v3 filter presets (`GetUsersFilterPreset`). */
export const USER_FILTER_PRESETS = ['mfa-unenrolled', 'breached-passwords', 'inactive'] as const

/** One users v3 filter preset. */
export type UsersFilterPreset = (typeof USER_FILTER_PRESETS)[number]

/** Longest `_email` filter accepted (an email address is at most 320 characters). */
export const EMAIL_MAX_LENGTH = 320
