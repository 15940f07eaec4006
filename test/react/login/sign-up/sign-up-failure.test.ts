import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../../src/api'
import { login, signUp } from '../../../../src/i18n/messages/en'
import { createTranslator } from '../../../../src/i18n/translator'
import { signUpFailure } from '../../../../src/react/login/sign-up/sign-up-failure'
import { emailDomainRefusalMessage, WIRE_ERROR_CODES } from '../../../../src/wire'
import type { Translate } from '../../../../src/react/i18n/index'

const t = createTranslator({ locale: 'en', layers: [{ ...login, ...signUp }] }) as Translate
const forbidden = (message: string, context?: Record<string, unknown>) =>
  new ApiError(message, {
    status: 403,
    errorCode: WIRE_ERROR_CODES.forbidden,
    ...(context ? { context } : {}),
  })

describe('a refused sign-up in words', () => {
  it("puts the account's email-domain refusal, with its domain, under the email field", () => {
    const message = emailDomainRefusalMessage('blocked', 'blocked.example')
    const refused = forbidden(message, {
      reason: 'emailDomainRestricted',
      domain: 'blocked.example',
    })
    expect(signUpFailure(refused, t)).toEqual({ fieldErrors: { email: message } })
  })

  it('keeps the general words for any other 403', () => {
    expect(signUpFailure(forbidden('Sign up is not allowed'), t)).toEqual({
      error: 'Sign-up is not available here. Please contact your administrator.',
    })
  })
})
