import { z } from '@hono/zod-openapi'
import { CAPTCHA_PROVIDERS } from './policy'
import type { CaptchaPolicy } from './policy'

/** The public part of the policy (wire §5.2 row 10) and which widget the box loads. */
export const publicCaptchaPolicySchema = z
  .object({
    id: z.string(),
    enabled: z.boolean(),
    siteKey: z.string(),
    provider: z.enum(CAPTCHA_PROVIDERS),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('PublicCaptchaPolicy')

/** The vendor's view: the public part, the minimum score and whether a secret is set. */
export const captchaPolicySchema = publicCaptchaPolicySchema
  .extend({ minScore: z.number(), hasSecretKey: z.boolean() })
  .openapi('CaptchaPolicy')

/** A change of the policy (POST and PUT alike): each key given replaces the stored one. */
export const captchaPolicyBody = z
  .object({
    enabled: z.boolean().optional(),
    provider: z.enum(CAPTCHA_PROVIDERS).optional(),
    siteKey: z.string().trim().max(512).optional(),
    secretKey: z.string().trim().max(512).optional(),
    minScore: z.number().min(0).max(1).optional(),
  })
  .strict()

/** The public answer: a site key only when the widget needs one (ALTCHA needs none). */
export const publicCaptchaAnswer = (policy: CaptchaPolicy) => ({
  id: policy.id,
  enabled: policy.enabled,
  // ALTCHA needs no key, but a client following the spec runs a captcha only with a site key.
  siteKey: policy.provider === 'altcha' ? 'altcha' : policy.siteKey,
  provider: policy.provider,
  createdAt: policy.createdAt.toISOString(),
  updatedAt: policy.updatedAt.toISOString(),
})

/** The vendor's answer; the secret never leaves the server. */
export const captchaAnswer = (policy: CaptchaPolicy) => ({
  ...publicCaptchaAnswer(policy),
  siteKey: policy.siteKey,
  minScore: policy.minScore,
  hasSecretKey: policy.secretKey !== '',
})
