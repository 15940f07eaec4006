import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api'
import { passwordless, login, loginIpRestricted, mfa } from '../../../src/i18n/messages/en'
import { createTranslator } from '../../../src/i18n/translator'
import { mfaErrorText } from '../../../src/react/login/mfa/mfa-error'
import { passwordlessErrorText } from '../../../src/react/login/passwordless/passwordless-error'
import { WIRE_ERROR_CODES } from '../../../src/wire'
import type { Translate } from '../../../src/react/i18n/index'

const t = createTranslator({
  locale: 'en',
  layers: [{ ...login, ...passwordless, ...mfa, ...loginIpRestricted }],
}) as Translate

const refused = (status: number, message: string, errorCode?: string) =>
  passwordlessErrorText(
    {
      code: 'request',
      cause: new ApiError(message, { status, ...(errorCode ? { errorCode } : {}) }),
    },
    t,
  )

describe('passwordless errors in words', () => {
  it('names a wrong code, too many tries, a bad number and a disabled method', () => {
    expect(refused(401, 'x', WIRE_ERROR_CODES.invalidCredentials)).toBe(
      'The code is incorrect or has expired',
    )
    expect(refused(400, 'Invalid token specified')).toBe('The code is incorrect or has expired')
    expect(refused(400, 'x', WIRE_ERROR_CODES.tooManyAttempts)).toBe(
      'Too many wrong codes. Send a new code.',
    )
    expect(refused(400, 'phoneNumber is not a valid phone number')).toBe(
      'Please enter a valid phone number with its country code',
    )
    expect(refused(400, 'Passwordless sign-in with code is not supported')).toBe(
      'This sign-in method is not enabled. Contact your administrator.',
    )
    expect(refused(429, 'Too many messages requested')).toBe(
      'Too many attempts. Please wait a moment and try again.',
    )
  })
})

describe('a sign-in the tenant’s IP restrictions refuse', () => {
  it('says so in the code steps of passwordless and of the second factor, not “locked”', () => {
    const error = {
      code: 'request' as const,
      cause: new ApiError('Your address is not allowed', {
        status: 403,
        errorCode: 'ER-FOYER-1040',
      }),
    }
    const words = 'Your network address may not sign in to this account. Contact your administrator'
    expect(passwordlessErrorText(error, t)).toBe(words)
    expect(mfaErrorText(error, t)).toBe(words)
  })
})
