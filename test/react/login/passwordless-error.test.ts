import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api'
import { passwordless, login } from '../../../src/i18n/messages/en'
import { createTranslator } from '../../../src/i18n/translator'
import { passwordlessErrorText } from '../../../src/react/login/passwordless/passwordless-error'
import { WIRE_ERROR_CODES } from '../../../src/wire'
import type { Translate } from '../../../src/react/i18n/index'

const t = createTranslator({ locale: 'en', layers: [{ ...login, ...passwordless }] }) as Translate

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
