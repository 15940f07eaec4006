/**
 * fast-check generators for entitlement bundles, attributes and times, shared by the property
 * tests and the benchmark's sanity checks. Keys come from small pools so generated rules hit
 * generated attributes; values are deliberately odd (numeric strings, Dates, nulls, arrays, regex
 * metacharacters, `*` patterns). Names inherited from `Object.prototype` are never drawn: there the
 * reference evaluator reads prototype members, a documented difference.
 */
import fc from 'fast-check'
import type { Attributes, EntitlementsBundle } from '../../src/entitlements'

export const baseTime = Date.parse('2026-03-01T00:00:00Z')
const minDate = new Date('2025-06-01T00:00:00Z')
const maxDate = new Date('2027-06-01T00:00:00Z')

export const featureKeys = ['f0', 'f1', 'f2', 'f3'] as const
export const permissionKeys = [
  'fe.secure.read.users',
  'fe.secure.write',
  'fe.profile.write',
  'feXsecure',
  'fe.secure',
  'fe.aab',
  'fe.a',
  'a',
  'b',
  'fe.x',
  '',
  'other.read',
] as const
const planKeys = ['p0', 'p1', 'p2'] as const
const patterns = [
  'fe.secure.*',
  'fe.secure.read.users',
  '*',
  'fe.*.write',
  'fe.profile.write',
  'fe.a+b',
  'fe.(x)',
  '(',
  'a|b',
  'fe.[ab]',
  'fe.secure',
  '',
  '*.read',
] as const
const attributeNames = [
  'plan',
  'seats',
  'beta',
  'signup',
  'tags',
  'jwt.plan',
  'frontegg.email',
  'frontegg.emailVerified',
  'frontegg.tenantId',
  'frontegg.userId',
  'jwt.email',
  'jwt.tenantId',
  'jwt.metadata.plan',
  'jwt.metadata',
  'jwt.roles.0',
  'jwt.roles.1',
  'jwt.roles',
  'jwt.org.size',
  'jwt.empty',
  'jwt.id',
  'missing',
] as const
const operations = [
  'in_list',
  'starts_with',
  'ends_with',
  'contains',
  'matches',
  'equal',
  'greater_than',
  'greater_than_equal',
  'lower_than',
  'lower_than_equal',
  'between_numeric',
  'is',
  'on',
  'between_date',
  'on_or_after',
  'on_or_before',
  'unknown_op',
] as const

const words = fc.constantFrom(
  'a',
  'pro',
  'free',
  'A',
  'B',
  '',
  'a@x.com',
  '4',
  '.',
  'x.y',
  '(',
  '2026',
)
const oddStrings = fc.constantFrom(
  '42',
  '5',
  ' 6 ',
  '0x10',
  'true',
  'foo-x-bar',
  '2026-06-01',
  'hello',
)
const dates = fc.date({ min: minDate, max: maxDate, noInvalidDate: true })

/** An attribute value of any shape a host page or a token might carry. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  words,
  oddStrings,
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom(42, 5.0, NaN, Infinity, -1, 0),
  fc.boolean(),
  dates,
  fc.constant(new Date(NaN)),
  fc.constant(null),
  fc.array(words, { maxLength: 3 }),
)

const dateOperand = fc.oneof(
  fc.constantFrom('2026-01-01T00:00:00Z', '2026-06-15', '2025-12-31T23:59:59.999Z', 'not a date'),
  fc.integer({ min: minDate.getTime(), max: maxDate.getTime() }),
  dates,
  fc.constantFrom<unknown>(0, '', true, null, [], ['2026-01-01'], {}),
)
const numberOperand = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.constantFrom<unknown>(0, -0, 1.5, NaN, Infinity, '5', null, true),
)
const stringList = fc.oneof(
  fc.array(words, { maxLength: 4 }),
  fc.constantFrom<unknown>('a', null, [1], ['a', 2], {}),
)
const regexOperand = fc.constantFrom<unknown>(
  '^pro$',
  'a',
  '.',
  '^4',
  '(',
  '[',
  '\\d+',
  'a|b',
  '^$',
  'Jun|Mon',
  'x.y',
  '*',
  '^[0-9]+$',
  'true',
  5,
  null,
)

function payloadFor(op: (typeof operations)[number]): fc.Arbitrary<unknown> {
  switch (op) {
    case 'in_list':
    case 'starts_with':
    case 'ends_with':
    case 'contains':
      return fc.record({ list: stringList })
    case 'matches':
      return fc.record({ string: regexOperand })
    case 'between_numeric':
      return fc.record({ start: numberOperand, end: numberOperand })
    case 'is':
      return fc.record({
        boolean: fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 1, null)),
      })
    case 'on':
    case 'on_or_after':
    case 'on_or_before':
      return fc.record({ date: dateOperand })
    case 'between_date':
      return fc.record({ start: dateOperand, end: dateOperand })
    default:
      return fc.record({ number: numberOperand })
  }
}

const junkPayload = fc.constantFrom<unknown>({}, 5, 'x', null, undefined)

/** One condition, well-formed nine times in ten. */
export const condition = fc.constantFrom(...operations).chain((op) =>
  fc.record({
    attribute: fc.constantFrom(...attributeNames),
    negate: fc.boolean(),
    op: fc.constant(op),
    value: fc.oneof(
      { weight: 9, arbitrary: payloadFor(op) },
      { weight: 1, arbitrary: junkPayload },
    ),
  }),
)
const treatment = fc.constantFrom('true', 'false')
const rule = fc.record({
  conditionLogic: fc.constant('and'),
  conditions: fc.array(condition, { maxLength: 2 }),
  treatment,
})
const rules = fc.array(rule, { maxLength: 3 })

/** A feature flag as served on the wire. */
export const featureFlag = fc.record(
  { on: fc.boolean(), offTreatment: treatment, defaultTreatment: treatment, rules },
  { requiredKeys: ['on', 'offTreatment', 'defaultTreatment'] },
)

/** A plan as served on the wire. */
export const plan = fc.record(
  { defaultTreatment: treatment, rules },
  { requiredKeys: ['defaultTreatment'] },
)

const expireTime = fc.oneof(
  fc.constantFrom<unknown>(null, -1, null, -1),
  fc.integer({ min: baseTime - 1_000_000, max: baseTime + 1_000_000 }),
  fc.constantFrom<unknown>('5', 'abc', undefined),
)
const wellFormedFeature = fc.record(
  {
    planIds: fc.oneof(
      { weight: 9, arbitrary: fc.subarray<unknown>([...planKeys, 'ghost']) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('p1', [1, null], null) },
    ),
    expireTime,
    linkedPermissions: fc.oneof(
      { weight: 9, arbitrary: fc.subarray<unknown>([...permissionKeys]) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>('fe.secure.write fe.x', [7, 'a']) },
    ),
    featureFlag: fc.oneof({ weight: 9, arbitrary: featureFlag }, fc.constantFrom<unknown>('on', 1)),
  },
  { requiredKeys: ['planIds', 'expireTime', 'linkedPermissions'] },
)
/** Mostly well-formed features; now and then a bare value the reference still reads. */
const feature = fc.oneof(
  { weight: 19, arbitrary: wellFormedFeature },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, 'x', 1) },
)

/** A bundle with a few features, plans and permission patterns drawn from the pools. */
export const bundle: fc.Arbitrary<EntitlementsBundle> = fc.record({
  features: fc.dictionary(fc.constantFrom(...featureKeys), feature, { maxKeys: 4 }),
  plans: fc.dictionary(fc.constantFrom(...planKeys), plan, { maxKeys: 3 }),
  permissions: fc.dictionary(fc.constantFrom(...patterns), fc.constant(true), { maxKeys: 4 }),
}) as fc.Arbitrary<EntitlementsBundle>

const nested = fc.dictionary(fc.constantFrom('plan', 'seats', 'tier'), oddValue, { maxKeys: 3 })
const claims = fc.record(
  {
    email: fc.oneof(words, fc.constant(null)),
    email_verified: fc.oneof(fc.boolean(), fc.constant(null), fc.constant('true')),
    tenantId: fc.oneof(fc.constantFrom('A', 'B', 'T1'), fc.constant(null)),
    id: fc.oneof(words, fc.integer({ min: 0, max: 3 })),
    metadata: nested,
    roles: fc.array(fc.oneof(words, fc.constant(null), nested), { maxLength: 3 }),
    org: fc.record({ size: oddValue, meta: nested }),
    empty: fc.constantFrom<unknown>({}, []),
    plan: oddValue,
  },
  { requiredKeys: [] },
)

/** Decoded token claims; `sub` only beside a non-null `id` (see the README on `frontegg.userId`). */
export const jwt = fc
  .tuple(claims, fc.option(words))
  .map(([token, sub]) => (token.id !== undefined && sub !== null ? { ...token, sub } : token))

/** Attributes as a host page passes them. */
export const attributes: fc.Arbitrary<Attributes> = fc.record(
  {
    custom: fc.dictionary(fc.constantFrom(...attributeNames.slice(0, 8)), oddValue, { maxKeys: 6 }),
    jwt,
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Attributes>

/** A time around `baseTime`, epoch milliseconds. */
export const time = fc.integer({ min: baseTime - 1_000_000, max: baseTime + 1_000_000 })
