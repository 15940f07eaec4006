import { getAltchaChallenge, getCaptchaPolicy } from '../api/captcha'
import { thirdPartyCaptcha } from '../api/captcha-widgets'
import type { PublicCaptchaPolicy } from '../api/captcha'
import type { ApiClient } from '../api/client'
import type { Challenge } from 'altcha-lib'

// Its own chunk: loaded by an unauthenticated start (sign-up, reset, passwordless, passkey,
// unlock) whose form shows no captcha widget; the ALTCHA solver and a provider's script load
// only while the policy is on.

/** The public policy of each client, read again after a minute. */
const policies = new WeakMap<
  ApiClient,
  { until: number; policy: Promise<PublicCaptchaPolicy | null> }
>()

const policyOf = (client: ApiClient): Promise<PublicCaptchaPolicy | null> => {
  const cached = policies.get(client)
  if (cached && cached.until > Date.now()) return cached.policy
  const policy = getCaptchaPolicy(client)
  policies.set(client, { until: Date.now() + 60_000, policy })
  return policy
}

/** Solves a fresh ALTCHA challenge of the server (or the demo): the widget's payload. */
const solveAltcha = async (client: ApiClient): Promise<string | undefined> => {
  const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
    getAltchaChallenge(client) as Promise<Challenge>,
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ])
  const solution = await solveChallenge({ challenge, deriveKey })
  return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined
}

/** Third-party executors, one per provider and site key for the page. */
const executors = new Map<string, Promise<(() => Promise<string>) | undefined>>()

const thirdPartyToken = async (policy: PublicCaptchaPolicy): Promise<string | undefined> => {
  if (policy.provider === 'altcha' || policy.siteKey === '') return undefined
  const key = `${policy.provider}:${policy.siteKey}`
  let executor = executors.get(key)
  if (!executor) {
    // Turnstile and hCaptcha draw into an element of the page (Turnstile's challenge, if any).
    const element = document.createElement('div')
    element.setAttribute('data-foyer-captcha', policy.provider)
    document.body.append(element)
    executor = thirdPartyCaptcha(policy.provider, policy.siteKey, element)
    executor.catch(() => executors.delete(key))
    executors.set(key, executor)
  }
  return (await executor)?.()
}

/**
 * A captcha solution for an unauthenticated start while the captcha policy is on (undefined
 * while it is off or cannot be read: the server then decides).
 */
export async function solveCaptcha(client: ApiClient): Promise<string | undefined> {
  const policy = await policyOf(client)
  if (!policy?.enabled) return undefined
  return policy.provider === 'altcha' ? solveAltcha(client) : thirdPartyToken(policy)
}
