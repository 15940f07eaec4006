import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api'
import { loginIpRestricted, social } from '../../../src/i18n/messages/en'
import { createTranslator } from '../../../src/i18n/translator'
import { problemOfError, socialProblemText } from '../../../src/react/login/social/social-error'
import { IP_RESTRICTED_ERROR_CODE } from '../../../src/wire/ip-restricted'
import type { Translate } from '../../../src/react/i18n/index'

const t = createTranslator({
  locale: 'en',
  layers: [{ ...social, ...loginIpRestricted }],
}) as Translate

const said = (error: ApiError) => socialProblemText(problemOfError(error), 'Google', t)

describe('a refused social sign-in in words', () => {
  it('says the address is refused when the account’s IP restrictions refused it', () => {
    const refused = new ApiError(
      "Access from your network address is not allowed by this account's IP restrictions",
      { status: 403, errorCode: IP_RESTRICTED_ERROR_CODE },
    )
    expect(said(refused)).toBe(
      'Your network address may not sign in to this account. Contact your administrator',
    )
  })

  it('keeps the other refusals as they were', () => {
    expect(said(new ApiError('Failed to authenticate', { status: 401 }))).toBe(
      t('social.error.failed', { provider: 'Google' }),
    )
    const taken = new ApiError('x', { status: 409, context: { reason: 'identityTaken' } })
    expect(said(taken)).toBe(t('social.error.identityTaken', { provider: 'Google' }))
  })
})
