import { describe } from 'vitest'
import { SECURITY_POLICY_PATHS } from '../../src/api/security-policy'
import { contract, signIn, startTargets, wireFailure } from './contract'
import type { Answer } from './targets'

startTargets()

/** What both sides must agree on of a policy record: its fields, not its id or dates. */
const fields = (answer: Answer, ...keys: string[]) => {
  const body = answer.body as Record<string, unknown>
  return [answer.status, Object.fromEntries(keys.map((key) => [key, body[key]]))]
}

describe('security policy (General settings tab): demo and server agree', () => {
  contract(
    'MFA enforcement reads, saves with POST and PATCH, and has a vendor row',
    async (target) => {
      const token = await signIn(target)
      const read = await target.request(SECURITY_POLICY_PATHS.mfa, { token })
      const posted = await target.request(SECURITY_POLICY_PATHS.mfa, {
        token,
        body: { enforceMFAType: 'Force' },
      })
      const patched = await target.request(SECURITY_POLICY_PATHS.mfa, {
        token,
        method: 'PATCH',
        body: { id: 'x', enforceMFAType: 'ForceExceptSAML' },
      })
      const vendor = await target.request(SECURITY_POLICY_PATHS.mfaVendor, { token })
      const bad = await target.request(SECURITY_POLICY_PATHS.mfa, {
        token,
        body: { enforceMFAType: 'Sometimes' },
      })
      return [
        fields(read, 'enforceMFAType'),
        fields(posted, 'enforceMFAType'),
        fields(patched, 'enforceMFAType'),
        fields(vendor, 'enforceMFAType'),
        wireFailure(target, bad, 400),
      ]
    },
  )

  contract(
    'the lockout policy reads, saves, refuses bad values, and has a vendor row',
    async (target) => {
      const token = await signIn(target)
      const read = await target.request(SECURITY_POLICY_PATHS.lockout, { token })
      const saved = await target.request(SECURITY_POLICY_PATHS.lockout, {
        token,
        body: { enabled: true, maxAttempts: 3 },
      })
      const again = await target.request(SECURITY_POLICY_PATHS.lockout, { token })
      const vendor = await target.request(SECURITY_POLICY_PATHS.lockoutVendor, { token })
      const failures = []
      for (const body of [
        { enabled: true, maxAttempts: 0 },
        { enabled: true, maxAttempts: 101 },
        { maxAttempts: 3 },
      ]) {
        const answer = await target.request(SECURITY_POLICY_PATHS.lockout, { token, body })
        const [message] = (answer.body as { errors: string[] }).errors
        failures.push({ ...wireFailure(target, answer, 400), field: message?.split(/[ :]/)[0] })
      }
      return [
        fields(read, 'enabled', 'maxAttempts'),
        fields(saved, 'enabled', 'maxAttempts'),
        fields(again, 'enabled', 'maxAttempts'),
        fields(vendor, 'id', 'enabled', 'maxAttempts'),
        failures,
      ]
    },
  )

  contract('password history and rotation read, save, and have vendor rows', async (target) => {
    const token = await signIn(target)
    const history = await target.request(SECURITY_POLICY_PATHS.history, {
      token,
      body: { enabled: true, historySize: 6 },
    })
    const historyVendor = await target.request(SECURITY_POLICY_PATHS.historyVendor, { token })
    const tooLong = await target.request(SECURITY_POLICY_PATHS.history, {
      token,
      body: { enabled: true, historySize: 25 },
    })
    const before = await target.request(SECURITY_POLICY_PATHS.rotation, { token })
    const rotation = await target.request(SECURITY_POLICY_PATHS.rotation, {
      token,
      body: { isActive: true, rotationPeriod: 30 },
    })
    const rotationVendor = await target.request(SECURITY_POLICY_PATHS.rotationVendor, { token })
    return [
      fields(history, 'enabled', 'historySize'),
      fields(historyVendor, 'id', 'enabled', 'historySize'),
      wireFailure(target, tooLong, 400),
      before.body,
      fields(rotation, 'isActive', 'rotationPeriod', 'notificationPeriod'),
      rotationVendor.body,
    ]
  })

  contract('a member without a token is refused, in the wire shape', async (target) => {
    const answer = await target.request(SECURITY_POLICY_PATHS.lockout, {
      body: { enabled: false, maxAttempts: 5 },
    })
    return wireFailure(target, answer, 401)
  })
})
