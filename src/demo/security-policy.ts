import { SECURITY_POLICY_PATHS } from '../api/security-policy'
import { fail, ok } from './http'
import { demoActiveTenant } from './tenants'
import type { DemoModule } from './app'
import type { DemoResponse } from './router'

const READ = 'fe.secure.read.securityPolicy'
const WRITE = 'fe.secure.write.securityPolicy'
const MFA_TYPES = ['DontForce', 'Force', 'ForceExceptSAML']

/** A record as the server answers it (dates of the demo's start). */
interface Policies {
  mfa: { enforceMFAType: string }
  lockout: { enabled: boolean; maxAttempts: number }
  history: { enabled: boolean; historySize: number }
  rotation: { isActive: boolean; rotationPeriod: number; notificationPeriod: number } | null
}

/** The vendor's values, as a fresh server's defaults. */
const VENDOR = {
  mfa: { enforceMFAType: 'DontForce', allowRememberMe: false, mfaDeviceExpiration: 1209600 },
  lockout: { enabled: true, maxAttempts: 5 },
  history: { enabled: true, historySize: 3 },
  rotation: { isActive: false, rotationPeriod: 90, notificationPeriod: 7 },
}

/** The sentence the server refuses a locked setting with (the demo's vendor locks complexity). */
export const DEMO_COMPLEXITY_LOCKED =
  'The password complexity is set by the application for every account and cannot be changed here.'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The server's 400 for a whole number field out of its range, or null when it fits. */
const wholeError = (body: Record<string, unknown>, key: string, min: number, max: number) => {
  const value = body[key]
  if (value === undefined) return `${key} is required`
  if (typeof value !== 'number')
    return `${key}: Invalid input: expected number, received ${typeof value}`
  if (!Number.isInteger(value)) return `${key}: Invalid input: expected int, received number`
  if (value < min) return `${key}: Too small: expected number to be >=${min}`
  if (value > max) return `${key}: Too big: expected number to be <=${max}`
  return null
}

const flagError = (body: Record<string, unknown>, key: string) => {
  if (body[key] === undefined) return `${key} is required`
  return typeof body[key] === 'boolean'
    ? null
    : `${key}: Invalid input: expected boolean, received ${typeof body[key]}`
}

/**
 * The tenant's security policy in demo mode (wire §5.2 rows 2-18), per demo tenant and checked as
 * the server checks it: MFA enforcement, lockout, password history and rotation with the vendor's
 * rows beside them. The demo's vendor lets tenants change all but the password complexity, so the
 * page shows a locked setting too; the global policy that says so is the configuration module's.
 */
export const securityPolicy: DemoModule = ({ state, route, signedIn, startedAt }) => {
  const stored = new Map<string, Policies>()
  const since = new Date(startedAt).toISOString()
  const mine = (): Policies => {
    const { tenantId } = demoActiveTenant(state)
    const found = stored.get(tenantId)
    if (found) return found
    const fresh: Policies = {
      mfa: { enforceMFAType: VENDOR.mfa.enforceMFAType },
      lockout: { ...VENDOR.lockout },
      history: { ...VENDOR.history },
      rotation: null,
    }
    stored.set(tenantId, fresh)
    return fresh
  }
  const record = <T extends object>(value: T) => ({
    id: demoActiveTenant(state).tenantId,
    ...value,
    createdAt: since,
    updatedAt: since,
  })
  const vendorRecord = <T extends object>(value: T) => ({
    id: 'vendor',
    ...value,
    createdAt: new Date(0).toISOString(),
    updatedAt: new Date(0).toISOString(),
  })
  const save = (
    path: string,
    methods: readonly ('POST' | 'PATCH')[],
    apply: (body: Record<string, unknown>, policies: Policies) => DemoResponse,
  ) => {
    for (const method of methods) {
      route(
        method,
        path,
        signedIn(({ body }) => {
          if (!isObject(body)) return fail(400, 'A request body is required')
          return apply(body, mine())
        }, WRITE),
      )
    }
  }
  const both = ['POST', 'PATCH'] as const

  route(
    'GET',
    SECURITY_POLICY_PATHS.mfa,
    signedIn(() => ok(record(mine().mfa)), READ),
  )
  route(
    'GET',
    SECURITY_POLICY_PATHS.mfaVendor,
    signedIn(() => ok(vendorRecord(VENDOR.mfa))),
  )
  save(SECURITY_POLICY_PATHS.mfa, both, (body, policies) => {
    const type = body.enforceMFAType
    if (type !== undefined && !MFA_TYPES.includes(String(type))) {
      return fail(400, `enforceMFAType: Invalid option: expected one of "${MFA_TYPES.join('"|"')}"`)
    }
    if (type === undefined) return fail(400, 'No changes to update')
    policies.mfa = { enforceMFAType: String(type) }
    return ok(record(policies.mfa))
  })

  route(
    'GET',
    SECURITY_POLICY_PATHS.lockout,
    signedIn(() => ok(record(mine().lockout)), READ),
  )
  route(
    'GET',
    SECURITY_POLICY_PATHS.lockoutVendor,
    signedIn(() => ok(vendorRecord(VENDOR.lockout))),
  )
  save(SECURITY_POLICY_PATHS.lockout, both, (body, policies) => {
    const error = flagError(body, 'enabled') ?? wholeError(body, 'maxAttempts', 1, 100)
    if (error) return fail(400, error)
    policies.lockout = { enabled: Boolean(body.enabled), maxAttempts: Number(body.maxAttempts) }
    return ok(record(policies.lockout))
  })

  route(
    'GET',
    SECURITY_POLICY_PATHS.history,
    signedIn(() => ok(record(mine().history)), READ),
  )
  route(
    'GET',
    SECURITY_POLICY_PATHS.historyVendor,
    signedIn(() => ok(vendorRecord(VENDOR.history))),
  )
  save(SECURITY_POLICY_PATHS.history, both, (body, policies) => {
    const error = flagError(body, 'enabled') ?? wholeError(body, 'historySize', 1, 24)
    if (error) return fail(400, error)
    policies.history = { enabled: Boolean(body.enabled), historySize: Number(body.historySize) }
    return ok(record(policies.history))
  })

  route(
    'GET',
    SECURITY_POLICY_PATHS.rotation,
    signedIn(() => {
      const { rotation } = mine()
      return ok(rotation ? record(rotation) : {})
    }, READ),
  )
  route(
    'GET',
    SECURITY_POLICY_PATHS.rotationVendor,
    signedIn(() => ok(VENDOR.rotation)),
  )
  save(SECURITY_POLICY_PATHS.rotation, ['POST'], (body, policies) => {
    const given = ['isActive', 'rotationPeriod', 'notificationPeriod'].filter(
      (key) => body[key] !== undefined,
    )
    if (given.length === 0) return fail(400, 'No changes to update')
    const error =
      (body.isActive === undefined ? null : flagError(body, 'isActive')) ??
      (body.rotationPeriod === undefined ? null : wholeError(body, 'rotationPeriod', 1, 3650)) ??
      (body.notificationPeriod === undefined
        ? null
        : wholeError(body, 'notificationPeriod', 0, 3650))
    if (error) return fail(400, error)
    const current = policies.rotation ?? VENDOR.rotation
    policies.rotation = {
      isActive: typeof body.isActive === 'boolean' ? body.isActive : current.isActive,
      rotationPeriod: Number(body.rotationPeriod ?? current.rotationPeriod),
      notificationPeriod: Number(body.notificationPeriod ?? current.notificationPeriod),
    }
    return ok(record(policies.rotation))
  })

  route(
    'POST',
    SECURITY_POLICY_PATHS.complexity,
    signedIn(() => fail(403, DEMO_COMPLEXITY_LOCKED), WRITE),
  )
}
