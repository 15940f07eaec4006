/**
 * A realistic, seeded entitlements workload for bench/entitlements.ts: 200 features (direct grants,
 * feature flags and plan-targeted), 20 plans of 5 rules each, 300 permission patterns, 60 users'
 * attributes and a mixed list of feature and permission queries.
 */
import type {
  Attributes,
  Condition,
  EntitlementsBundle,
  EntitlementsFeature,
  Plan,
  Rule,
} from '../src/entitlements'

/** mulberry32: a small deterministic generator so every run measures the same workload. */
function seeded(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const random = seeded(20261122)
const int = (max: number) => Math.floor(random() * max)
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T
const some = <T>(items: readonly T[], count: number): T[] =>
  Array.from({ length: count }, () => pick(items))

const day = 86_400_000
const areas = [
  'secure',
  'profile',
  'audits',
  'billing',
  'sso',
  'scim',
  'webhooks',
  'roles',
  'tenants',
  'users',
]
const actions = ['read', 'write', 'delete', 'invite', 'manage']
const resources = ['users', 'roles', 'groups', 'keys', 'settings', 'logs']
const tenants = Array.from({ length: 30 }, (_, index) => `tenant-${index}`)
const tiers = ['free', 'starter', 'pro', 'enterprise']
const countries = ['US', 'DE', 'FR', 'IL', 'GB', 'JP', 'BR']

const permissionKey = () => `fe.${pick(areas)}.${pick(actions)}.${pick(resources)}`

function condition(): Condition {
  const make = (attribute: string, op: Condition['op'], value: Record<string, unknown>) => ({
    attribute,
    op,
    value,
    negate: random() < 0.1,
  })
  switch (int(9)) {
    case 0:
      return make('frontegg.tenantId', 'in_list', { list: some(tenants, 1 + int(8)) })
    case 1:
      return make('jwt.metadata.plan', 'in_list', { list: some(tiers, 1 + int(2)) })
    case 2:
      return make('seats', 'greater_than', { number: int(200) })
    case 3:
      return make('signupDate', 'on_or_after', {
        date: new Date(Date.now() - int(400) * day).toISOString(),
      })
    case 4:
      return make('frontegg.email', 'ends_with', { list: ['@acme.com', '@example.org'] })
    case 5:
      return make('frontegg.email', 'matches', { string: '^[a-m].*@(acme|globex)\\.com$' })
    case 6:
      return make('frontegg.emailVerified', 'is', { boolean: true })
    case 7:
      return make('country', 'in_list', { list: some(countries, 1 + int(3)) })
    default:
      return make('seats', 'between_numeric', { start: int(50), end: 50 + int(500) })
  }
}

const rule = (): Rule => ({
  conditionLogic: 'and',
  conditions: Array.from({ length: 1 + int(3) }, condition),
  treatment: random() < 0.7 ? 'true' : 'false',
})
const rules = (count: number) => Array.from({ length: count }, rule)

const plans: Record<string, Plan> = {}
for (let index = 0; index < 20; index++) {
  plans[`plan-${index}`] = { defaultTreatment: random() < 0.2 ? 'true' : 'false', rules: rules(5) }
}

const allKeys = areas.flatMap((area) =>
  actions.flatMap((action) => resources.map((resource) => `fe.${area}.${action}.${resource}`)),
)
const shuffled = allKeys
  .map((key) => ({ key, order: random() }))
  .sort((a, b) => a.order - b.order)
  .map(({ key }) => key)
const exactPermissions = shuffled.slice(0, 240)
const wildcards = [
  ...areas.flatMap((area) => actions.map((action) => `fe.${area}.${action}.*`)),
  ...areas.map((area) => `fe.${area}x.*`),
]
const permissions: Record<string, true> = {}
for (const key of [...exactPermissions, ...wildcards]) permissions[key] = true

function feature(index: number): EntitlementsFeature {
  const linkedPermissions = random() < 0.4 ? some(exactPermissions, 1 + int(2)) : []
  const kind = index % 3
  if (kind === 0) {
    const expireTime =
      random() < 0.5 ? -1 : Date.now() + (random() < 0.7 ? 1 : -1) * (1 + int(60)) * day
    return { planIds: [], expireTime, linkedPermissions }
  }
  if (kind === 1) {
    const featureFlag = {
      on: random() < 0.85,
      offTreatment: 'false',
      defaultTreatment: random() < 0.3 ? 'true' : 'false',
      rules: rules(int(4)),
    } as const
    return { planIds: [], expireTime: null, linkedPermissions, featureFlag }
  }
  const planIds = Array.from({ length: 1 + int(3) }, () => `plan-${int(22)}`)
  return { planIds, expireTime: random() < 0.2 ? Date.now() - day : null, linkedPermissions }
}

const features: Record<string, EntitlementsFeature> = {}
for (let index = 0; index < 200; index++) features[`feature-${index}`] = feature(index)

/** The bundle every query runs against. */
export const bundle: EntitlementsBundle = { features, plans, permissions }

/** One user's attributes: decoded token claims and custom attributes. */
function user(index: number): Attributes {
  const name = String.fromCharCode(97 + int(26))
  return {
    jwt: {
      sub: `user-${index}`,
      email: `${name}${index}@${pick(['acme.com', 'globex.com', 'example.org', 'mail.io'])}`,
      email_verified: random() < 0.8,
      tenantId: pick(tenants),
      roles: some(['admin', 'member', 'viewer'], 1 + int(2)),
      metadata: { plan: pick(tiers), region: pick(['eu', 'us']) },
      iat: 1_700_000_000 + index,
      exp: 1_800_000_000 + index,
    },
    custom: {
      seats: int(600),
      country: pick(countries),
      signupDate: new Date(Date.now() - int(800) * day),
      beta: random() < 0.3,
    },
  }
}

/** The users queries are made for. */
export const users: readonly Attributes[] = Array.from({ length: 60 }, (_, index) => user(index))

/** A query: a feature or a permission key, for one user. */
export interface Query {
  kind: 'feature' | 'permission'
  key: string
  attributes: Attributes
}

const featureKeys = Object.keys(features)
const permissionQueries = () =>
  random() < 0.75
    ? pick(exactPermissions)
    : random() < 0.5
      ? `fe.${pick(areas)}x.read`
      : permissionKey()

/** 4,000 mixed queries: 60% features (some unknown), 40% permissions (granted, wildcard, missing). */
export const queries: readonly Query[] = Array.from({ length: 4000 }, () => {
  const attributes = pick(users)
  if (random() < 0.6) {
    const key = random() < 0.95 ? pick(featureKeys) : `feature-${200 + int(50)}`
    return { kind: 'feature', key, attributes }
  }
  return { kind: 'permission', key: permissionQueries(), attributes }
})
