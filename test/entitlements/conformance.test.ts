import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  evaluateFeatureFlag,
  evaluatePlan,
  isEntitledToFeature,
  isEntitledToPermission,
  prepareAttributes,
  type Attributes,
  type Condition,
  type EntitlementResult,
  type EntitlementsBundle,
  type EntitlementsFeature,
  type FeatureFlag,
  type Plan,
  type Rule,
} from '../../src/entitlements'

const now = Date.parse('2026-03-01T00:00:00Z')
const entitled: EntitlementResult = { isEntitled: true }
const missingFeature: EntitlementResult = { isEntitled: false, justification: 'MISSING_FEATURE' }
const missingPermission: EntitlementResult = {
  isEntitled: false,
  justification: 'MISSING_PERMISSION',
}
const expired: EntitlementResult = { isEntitled: false, justification: 'BUNDLE_EXPIRED' }

const feature = (overrides: Partial<EntitlementsFeature> = {}): EntitlementsFeature => ({
  planIds: [],
  expireTime: null,
  linkedPermissions: [],
  ...overrides,
})
const bundle = (overrides: Partial<EntitlementsBundle> = {}): EntitlementsBundle => ({
  features: {},
  plans: {},
  permissions: {},
  ...overrides,
})
const rule = (conditions: Condition[], treatment: Rule['treatment'] = 'true'): Rule => ({
  conditionLogic: 'and',
  conditions,
  treatment,
})
const condition = (
  attribute: string,
  op: Condition['op'],
  value: Record<string, unknown>,
  negate = false,
): Condition => ({ attribute, op, value, negate })
const tenantIn = (...tenants: string[]) =>
  condition('frontegg.tenantId', 'in_list', { list: tenants })
const flagged = (flag: Partial<FeatureFlag>) =>
  feature({ featureFlag: { on: true, offTreatment: 'false', defaultTreatment: 'false', ...flag } })

/** Entitled exactly when `condition` holds for the attribute value under test. */
function holds(tested: Condition, value: unknown, present = true): boolean {
  const flag = bundle({ features: { f: flagged({ rules: [rule([tested])] }) } })
  const attributes: Attributes =
    tested.attribute === 'frontegg.email'
      ? { jwt: { email: value } }
      : { custom: present ? ({ x: value } as Attributes['custom']) : {} }
  return isEntitledToFeature('f', flag, attributes, now).isEntitled
}

const date = (iso: string) => new Date(iso)

describe('entitlements conformance: operations', () => {
  it.each([
    [
      'in_list on email',
      condition('frontegg.email', 'in_list', { list: ['a@x.com', 'b@x.com'] }),
      'a@x.com',
      true,
    ],
    [
      'in_list on email, not listed',
      condition('frontegg.email', 'in_list', { list: ['a@x.com', 'b@x.com'] }),
      'c@x.com',
      false,
    ],
    [
      'in_list with a non-string item is malformed',
      condition('x', 'in_list', { list: ['a', 1] }),
      'a',
      false,
    ],
    [
      'starts_with first item',
      condition('x', 'starts_with', { list: ['foo', 'bar'] }),
      'foobar',
      true,
    ],
    [
      'starts_with second item',
      condition('x', 'starts_with', { list: ['foo', 'bar'] }),
      'barbaz',
      true,
    ],
    ['starts_with no item', condition('x', 'starts_with', { list: ['foo', 'bar'] }), 'baz', false],
    ['ends_with', condition('x', 'ends_with', { list: ['xyz'] }), 'abcxyz', true],
    ['contains', condition('x', 'contains', { list: ['ll'] }), 'hello', true],
    ['matches', condition('x', 'matches', { string: '^foo.*bar$' }), 'foo-x-bar', true],
    ['matches, no match', condition('x', 'matches', { string: '^foo.*bar$' }), 'foo-x-baz', false],
    ['matches an invalid regex', condition('x', 'matches', { string: '(' }), 'anything', false],
    ['equal', condition('x', 'equal', { number: 42 }), 42, true],
    ['equal 42.0', condition('x', 'equal', { number: 42 }), 42.0, true],
    ['equal, other number', condition('x', 'equal', { number: 42 }), 43, false],
    ['equal, numeric string', condition('x', 'equal', { number: 42 }), '42', false],
    ['between_numeric start', condition('x', 'between_numeric', { start: 10, end: 20 }), 10, true],
    ['between_numeric inside', condition('x', 'between_numeric', { start: 10, end: 20 }), 15, true],
    ['between_numeric end', condition('x', 'between_numeric', { start: 10, end: 20 }), 20, true],
    ['between_numeric above', condition('x', 'between_numeric', { start: 10, end: 20 }), 21, false],
    ['greater_than', condition('x', 'greater_than', { number: 5 }), 6, true],
    ['greater_than, equal', condition('x', 'greater_than', { number: 5 }), 5, false],
    ['lower_than_equal, equal', condition('x', 'lower_than_equal', { number: 5 }), 5, true],
    ['lower_than_equal, above', condition('x', 'lower_than_equal', { number: 5 }), 6, false],
    ['is true', condition('x', 'is', { boolean: true }), true, true],
    ['is true, false', condition('x', 'is', { boolean: true }), false, false],
    ['is true, "true" string', condition('x', 'is', { boolean: true }), 'true', false],
    ['negated is, true', condition('x', 'is', { boolean: true }, true), true, false],
    ['negated is, false', condition('x', 'is', { boolean: true }, true), false, true],
    ['negated is, null', condition('x', 'is', { boolean: true }, true), null, false],
    [
      'on_or_after, after',
      condition('x', 'on_or_after', { date: '2026-01-01T00:00:00Z' }),
      date('2026-06-01T00:00:00Z'),
      true,
    ],
    [
      'on_or_after, before',
      condition('x', 'on_or_after', { date: '2026-01-01T00:00:00Z' }),
      date('2025-12-31T00:00:00Z'),
      false,
    ],
    [
      'between_date, inside',
      condition('x', 'between_date', { start: '2026-01-01Z', end: '2026-12-31Z' }),
      date('2026-06-15Z'),
      true,
    ],
    [
      'between_date, after',
      condition('x', 'between_date', { start: '2026-01-01Z', end: '2026-12-31Z' }),
      date('2027-01-01Z'),
      false,
    ],
  ] as const)('%s', (_name, tested, value, expected) => {
    expect(holds(tested, value)).toBe(expected)
  })

  it('is false for an absent attribute, negated or not', () => {
    expect(holds(condition('x', 'is', { boolean: true }, true), undefined, false)).toBe(false)
    expect(holds(condition('x', 'is', { boolean: true }), undefined, false)).toBe(false)
  })

  it.each([
    ['lower_than', condition('x', 'lower_than', { number: 5 }), 4, 5],
    ['greater_than_equal', condition('x', 'greater_than_equal', { number: 5 }), 5, 4],
    [
      'on',
      condition('x', 'on', { date: '2026-01-01T00:00:00Z' }),
      date('2026-01-01T00:00:00Z'),
      date('2026-01-02T00:00:00Z'),
    ],
    [
      'on_or_before',
      condition('x', 'on_or_before', { date: 1_000 }),
      date('1970-01-01T00:00:01Z'),
      date('1970-01-01T00:00:02Z'),
    ],
  ] as const)('%s holds for its operand and not past it', (_name, tested, yes, no) => {
    expect([holds(tested, yes), holds(tested, no)]).toEqual([true, false])
  })

  it.each([
    ['a number given to a string operation', condition('x', 'starts_with', { list: ['4'] }), 42],
    [
      'a string given to a date operation',
      condition('x', 'on_or_after', { date: '2026-01-01Z' }),
      '2026-06-01Z',
    ],
    ['a boolean given to contains', condition('x', 'contains', { list: ['t'] }), true],
  ] as const)('treats %s as a false result, then applies negate', (_name, tested, value) => {
    expect(holds(tested, value)).toBe(false)
    expect(holds({ ...tested, negate: true }, value)).toBe(true)
  })

  it.each([
    ['an unknown operation', condition('x', 'resembles' as Condition['op'], { list: ['a'] })],
    ['a missing payload', { attribute: 'x', op: 'in_list', negate: true } as unknown as Condition],
    ['a null payload', condition('x', 'is', null as unknown as Record<string, unknown>, true)],
    ['a string list that is a string', condition('x', 'in_list', { list: 'a' }, true)],
    ['an invalid date payload', condition('x', 'on', { date: 'not a date' }, true)],
    ['a numeric range missing its end', condition('x', 'between_numeric', { start: 1 }, true)],
  ] as const)('treats %s as false even when negated', (_name, tested) => {
    expect(holds(tested, 'a')).toBe(false)
  })
})

describe('entitlements conformance: features', () => {
  const ssoBundle = bundle({
    features: { sso: feature({ planIds: ['p1'] }) },
    plans: { p1: { defaultTreatment: 'false', rules: [rule([tenantIn('A')])] } },
  })
  const offFlag = bundle({
    features: {
      f: feature({
        featureFlag: {
          on: false,
          offTreatment: 'false',
          defaultTreatment: 'true',
          rules: [rule([tenantIn('A')])],
        },
      }),
    },
  })

  it.each([
    ['no bundle', 'x', undefined, {}, missingFeature],
    [
      'a never-expiring grant',
      'alpha',
      bundle({ features: { alpha: feature({ expireTime: -1 }) } }),
      {},
      entitled,
    ],
    [
      'an expired grant',
      'alpha',
      bundle({ features: { alpha: feature({ expireTime: 86_400_000 }) } }),
      {},
      expired,
    ],
    [
      'a flag on with default true',
      'alpha',
      bundle({ features: { alpha: flagged({ defaultTreatment: 'true' }) } }),
      {},
      entitled,
    ],
    ['a plan rule matching the tenant', 'sso', ssoBundle, { jwt: { tenantId: 'A' } }, entitled],
    [
      'a plan rule not matching the tenant',
      'sso',
      ssoBundle,
      { jwt: { tenantId: 'B' } },
      missingFeature,
    ],
    ['a flag that is off', 'f', offFlag, { jwt: { tenantId: 'A' } }, missingFeature],
  ] as const)('%s', (_name, key, given, attributes, expected) => {
    expect(isEntitledToFeature(key, given, attributes, now)).toEqual(expected)
  })

  it('checks the direct grant, then the flag, then the plans', () => {
    const plans = { yes: { defaultTreatment: 'true' }, no: { defaultTreatment: 'false' } } as const
    const expiredGrant = { expireTime: now - 1 }
    const order = bundle({
      plans,
      features: {
        flagWins: { ...flagged({ defaultTreatment: 'true' }), ...expiredGrant, planIds: ['no'] },
        planWins: { ...flagged({}), ...expiredGrant, planIds: ['no', 'yes'] },
        noneWins: { ...flagged({}), ...expiredGrant, planIds: ['no'] },
        nothing: feature({ planIds: ['no'] }),
      },
    })
    expect(isEntitledToFeature('flagWins', order, {}, now)).toEqual(entitled)
    expect(isEntitledToFeature('planWins', order, {}, now)).toEqual(entitled)
    expect(isEntitledToFeature('noneWins', order, {}, now)).toEqual(expired)
    expect(isEntitledToFeature('nothing', order, {}, now)).toEqual(missingFeature)
  })

  it('keeps a grant until its expireTime has passed, and -1 forever', () => {
    const timed = bundle({
      features: { t: feature({ expireTime: now }), f: feature({ expireTime: -1 }) },
    })
    expect(isEntitledToFeature('t', timed, {}, now)).toEqual(entitled)
    expect(isEntitledToFeature('t', timed, {}, now + 1)).toEqual(expired)
    expect(isEntitledToFeature('f', timed, {}, Number.MAX_SAFE_INTEGER)).toEqual(entitled)
  })

  it('reads the clock at the call when no time is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const timed = bundle({ features: { t: feature({ expireTime: now }) } })
    vi.setSystemTime(now)
    expect(isEntitledToFeature('t', timed)).toEqual(entitled)
    vi.setSystemTime(now + 1)
    expect(isEntitledToFeature('t', timed)).toEqual(expired)
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  it('skips unknown plan ids', () => {
    const plans = bundle({
      plans: { p1: { defaultTreatment: 'true' } },
      features: { a: feature({ planIds: ['ghost', 'p1'] }), b: feature({ planIds: ['ghost'] }) },
    })
    expect(isEntitledToFeature('a', plans, {}, now)).toEqual(entitled)
    expect(isEntitledToFeature('b', plans, {}, now)).toEqual(missingFeature)
  })

  it('gives the first matching rule its say, in order', () => {
    const rules = bundle({
      features: {
        f: flagged({
          defaultTreatment: 'true',
          rules: [rule([tenantIn('A')], 'false'), rule([tenantIn('A', 'B')], 'true')],
        }),
      },
    })
    expect(isEntitledToFeature('f', rules, { jwt: { tenantId: 'A' } }, now)).toEqual(missingFeature)
    expect(isEntitledToFeature('f', rules, { jwt: { tenantId: 'B' } }, now)).toEqual(entitled)
    expect(isEntitledToFeature('f', rules, { jwt: { tenantId: 'C' } }, now)).toEqual(entitled)
  })

  it('requires every condition of a rule', () => {
    const both = bundle({
      features: {
        f: flagged({
          rules: [
            rule([tenantIn('A'), condition('jwt.metadata.plan', 'in_list', { list: ['pro'] })]),
          ],
        }),
      },
    })
    const jwt = { tenantId: 'A', metadata: { plan: 'pro' } }
    expect(isEntitledToFeature('f', both, { jwt }, now)).toEqual(entitled)
    expect(isEntitledToFeature('f', both, { jwt: { ...jwt, metadata: {} } }, now)).toEqual(
      missingFeature,
    )
  })
})

describe('entitlements conformance: permissions', () => {
  const linked = bundle({
    features: {
      sso: feature({ planIds: ['p1'], linkedPermissions: ['fe.secure.read.samlDefaultRoles'] }),
      alpha: feature({ expireTime: -1, linkedPermissions: ['fe.profile.write'] }),
      old: feature({ expireTime: 1, linkedPermissions: ['fe.old.read', 'fe.mixed.read'] }),
      ok: feature({ expireTime: -1, linkedPermissions: ['fe.mixed.read'] }),
    },
    plans: { p1: { defaultTreatment: 'false' } },
    permissions: {
      'fe.secure.read.samlDefaultRoles': true,
      'fe.profile.write': true,
      'fe.old.read': true,
      'fe.mixed.read': true,
    },
  })

  it.each([
    ['no bundle', 'fe.secure.read.users', undefined, missingPermission],
    [
      'a wildcard grant',
      'fe.secure.read.users',
      bundle({ permissions: { 'fe.secure.*': true } }),
      entitled,
    ],
    [
      'a literal dot',
      'feXsecure',
      bundle({ permissions: { 'fe.secure': true } }),
      missingPermission,
    ],
    ['a feature that does not entitle', 'fe.secure.read.samlDefaultRoles', linked, missingFeature],
    ['a feature that entitles', 'fe.profile.write', linked, entitled],
    ['an expired linked feature', 'fe.old.read', linked, expired],
    ['one entitling feature of two', 'fe.mixed.read', linked, entitled],
    ['a linked but ungranted permission', 'fe.profile.read', linked, missingPermission],
  ] as const)('%s', (_name, key, given, expected) => {
    expect(isEntitledToPermission(key, given, {}, now)).toEqual(expected)
  })

  it.each([
    ['*', 'anything.at.all', true],
    ['fe.*.read', 'fe.secure.read', true],
    ['fe.*.read', 'fe.a.b.read', true],
    ['fe.*.read', 'fe.secure.write', false],
    ['fe.secure', 'fe.secure.read', false],
    ['read', 'fe.read', false],
    ['fe.secure.*', 'fe.secure.', true],
    ['fe.secure.*', 'fe.secure', false],
  ] as const)('pattern %s on %s is %s', (pattern, key, expected) => {
    const granted = bundle({ permissions: { [pattern]: true } })
    expect(isEntitledToPermission(key, granted, {}, now).isEntitled).toBe(expected)
  })
})

describe('entitlements conformance: attributes', () => {
  it('merges custom attributes, frontegg.* from the token and flattened jwt.* claims', () => {
    const prepared = prepareAttributes({
      custom: { plan: 'pro', 'frontegg.email': 'spoofed@x.com' },
      jwt: {
        email: 'a@x.com',
        email_verified: true,
        tenantId: 'T1',
        sub: 'U1',
        metadata: { plan: 'pro' },
      },
    })
    expect({ ...prepared }).toEqual({
      plan: 'pro',
      'frontegg.email': 'a@x.com',
      'frontegg.emailVerified': true,
      'frontegg.tenantId': 'T1',
      'frontegg.userId': 'U1',
      'jwt.email': 'a@x.com',
      'jwt.email_verified': true,
      'jwt.tenantId': 'T1',
      'jwt.sub': 'U1',
      'jwt.metadata.plan': 'pro',
    })
  })

  it('prefers the id claim for frontegg.userId', () => {
    expect(prepareAttributes({ jwt: { id: 'I', sub: 'S' } })['frontegg.userId']).toBe('I')
  })

  it('evaluates flags and plans against prepared attributes', () => {
    const attributes = prepareAttributes({ jwt: { tenantId: 'A' } })
    const flag: FeatureFlag = {
      on: true,
      offTreatment: 'false',
      defaultTreatment: 'false',
      rules: [rule([tenantIn('A')])],
    }
    const plan: Plan = { defaultTreatment: 'true', rules: [rule([tenantIn('A')], 'false')] }
    expect(evaluateFeatureFlag(flag, attributes)).toEqual({ treatment: 'true' })
    expect(evaluateFeatureFlag({ ...flag, on: false }, attributes)).toEqual({ treatment: 'false' })
    expect(evaluatePlan(plan, attributes)).toEqual({ treatment: 'false' })
    expect(evaluatePlan(plan, prepareAttributes({}))).toEqual({ treatment: 'true' })
  })
})

describe('entitlements conformance: robustness', () => {
  const junk: unknown[] = [
    null,
    undefined,
    0,
    'bundle',
    [],
    { features: null, plans: null, permissions: null },
    { features: { f: null, g: 'x', h: { linkedPermissions: 5, planIds: 3, featureFlag: 1 } } },
    { features: { f: { featureFlag: { on: true, rules: [null, { conditions: [null] }, 7] } } } },
    { features: { f: { planIds: ['p'] } }, plans: { p: { rules: { not: 'a list' } } } },
    { permissions: { '(': true, 'a[': true, '+*': true }, features: { f: 1 } },
  ]

  it.each(junk.map((given) => [JSON.stringify(given) ?? String(given), given]))(
    'answers without throwing for %s',
    (_name, given) => {
      const shaped = given as EntitlementsBundle
      const odd = { custom: null, jwt: 'claims' } as unknown as Attributes
      for (const attributes of [undefined, null, {}, odd]) {
        expect(isEntitledToFeature('f', shaped, attributes, now)).toHaveProperty('isEntitled')
        expect(isEntitledToPermission('(', shaped, attributes, now)).toHaveProperty('isEntitled')
      }
      expect(evaluateFeatureFlag(given as FeatureFlag, {})).toHaveProperty('treatment')
      expect(evaluatePlan(given as Plan, {})).toHaveProperty('treatment')
    },
  )

  it('survives claims that refer back to themselves', () => {
    const jwt: Record<string, unknown> = { tenantId: 'A' }
    jwt.self = jwt
    const looped = bundle({
      features: {
        f: flagged({ rules: [rule([condition('jwt.self', 'is', { boolean: true }, true)])] }),
      },
    })
    expect(isEntitledToFeature('f', looped, { jwt }, now)).toEqual(entitled)
  })

  it('only reads own features: inherited names are not features', () => {
    expect(isEntitledToFeature('constructor', bundle(), {}, now)).toEqual(missingFeature)
    expect(isEntitledToFeature('__proto__', bundle(), {}, now)).toEqual(missingFeature)
  })

  it('compiles a bundle once but sees a new bundle object', () => {
    const first = bundle({ features: { f: feature({ expireTime: -1 }) } })
    expect(isEntitledToFeature('f', first, {}, now)).toEqual(entitled)
    expect(isEntitledToFeature('f', first, {}, now)).toEqual(entitled)
    const second = { ...first, features: {} }
    expect(isEntitledToFeature('f', second, {}, now)).toEqual(missingFeature)
  })
})

describe('entitlements conformance: reference behaviour kept on purpose', () => {
  const onCondition = (tested: Condition) =>
    bundle({ features: { f: flagged({ rules: [rule([tested])] }) } })

  it('flattens array claims by index', () => {
    const roles = onCondition(condition('jwt.roles.1', 'in_list', { list: ['admin'] }))
    expect(isEntitledToFeature('f', roles, { jwt: { roles: ['member', 'admin'] } }, now)).toEqual(
      entitled,
    )
    const whole = onCondition(condition('jwt.roles', 'contains', { list: ['admin'] }))
    expect(isEntitledToFeature('f', whole, { jwt: { roles: ['admin'] } }, now)).toEqual(
      missingFeature,
    )
  })

  it('grants a permission by its key whatever the value', () => {
    const granted = bundle({ permissions: { 'fe.x': false } as unknown as Record<string, true> })
    expect(isEntitledToPermission('fe.x', granted, {}, now)).toEqual(entitled)
  })

  it('keeps regex syntax other than . and * in permission patterns, and ignores invalid ones', () => {
    const patterns = bundle({ permissions: { 'fe.[ab]': true, '(': true } })
    expect(isEntitledToPermission('fe.a', patterns, {}, now)).toEqual(entitled)
    expect(isEntitledToPermission('fe.c', patterns, {}, now)).toEqual(missingPermission)
    expect(isEntitledToPermission('(', patterns, {}, now)).toEqual(missingPermission)
  })

  it('compares numeric strings and Dates as JavaScript does, but equal strictly', () => {
    expect(holds(condition('x', 'greater_than', { number: 5 }), '6')).toBe(true)
    expect(holds(condition('x', 'greater_than', { number: 5 }), new Date(10))).toBe(true)
    expect(holds(condition('x', 'equal', { number: 6 }), '6')).toBe(false)
  })

  it('reads any value as text for matches', () => {
    expect(holds(condition('x', 'matches', { string: '^4' }), 42)).toBe(true)
    expect(holds(condition('x', 'matches', { string: '(' }, true), 'present')).toBe(true)
  })

  it('entitles a grant without an expireTime', () => {
    const bare = bundle({
      features: { f: { planIds: [], linkedPermissions: [] } as unknown as EntitlementsFeature },
    })
    expect(isEntitledToFeature('f', bare, {}, now)).toEqual(entitled)
  })
})
