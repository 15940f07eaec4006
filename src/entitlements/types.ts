/** A rule's or a flag's outcome on the wire: `'true'` entitles, anything else does not. */
export type Treatment = 'true' | 'false'

/** Every operation a condition can name. */
export type Operation =
  | 'in_list'
  | 'starts_with'
  | 'ends_with'
  | 'contains'
  | 'matches'
  | 'equal'
  | 'greater_than'
  | 'greater_than_equal'
  | 'lower_than'
  | 'lower_than_equal'
  | 'between_numeric'
  | 'is'
  | 'on'
  | 'between_date'
  | 'on_or_after'
  | 'on_or_before'

/** One test of one attribute; `value` is the operation's payload (`{ list }`, `{ number }`, …). */
export interface Condition {
  attribute: string
  negate: boolean
  op: Operation
  value: Record<string, unknown>
}

/** Conditions that must all hold for the rule's treatment to apply. */
export interface Rule {
  conditionLogic: 'and'
  conditions: Condition[]
  treatment: Treatment
}

/** A feature flag: off gives `offTreatment`; on, the first matching rule or `defaultTreatment`. */
export interface FeatureFlag {
  on: boolean
  offTreatment: Treatment
  defaultTreatment: Treatment
  rules?: Rule[]
}

/** A plan's targeting: the first matching rule's treatment, else `defaultTreatment`. */
export interface Plan {
  defaultTreatment: Treatment
  rules?: Rule[]
}

/** One feature of the bundle. `expireTime` is epoch ms, `-1` for never, `null` for no direct grant. */
export interface EntitlementsFeature {
  planIds: string[]
  expireTime: number | null
  linkedPermissions: string[]
  featureFlag?: FeatureFlag
}

/** Granted permission patterns (`*` matches any run of characters, `.` is literal). */
export type Permissions = Record<string, true>

/** The user's entitlements as served by `GET /entitlements/api/v2/user-entitlements`. */
export interface EntitlementsBundle {
  features: Record<string, EntitlementsFeature>
  plans: Record<string, Plan>
  permissions: Permissions
}

/** Custom attributes the host page passes in. */
export type CustomAttributes = Record<string, string | number | boolean | Date>

/** Decoded access-token claims. */
export type JwtAttributes = Record<string, unknown>

/** What a decision may be evaluated against. */
export interface Attributes {
  custom?: CustomAttributes
  jwt?: JwtAttributes
}

/** The flat attribute map conditions read: custom, `frontegg.*` and `jwt.*` keys. */
export type PreparedAttributes = Readonly<Record<string, unknown>>

/** Why a decision is negative. */
export type NotEntitledJustification = 'MISSING_FEATURE' | 'MISSING_PERMISSION' | 'BUNDLE_EXPIRED'

/** A decision. */
export type EntitlementResult =
  { isEntitled: true } | { isEntitled: false; justification: NotEntitledJustification }

/** The outcome of evaluating a feature flag or a plan. */
export interface TreatmentResult {
  treatment: Treatment
}
