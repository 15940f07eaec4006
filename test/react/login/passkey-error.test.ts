import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../src/api'
import { passkeyFailure } from '../../../src/atoms/passkeys'
import { login, passkeys } from '../../../src/i18n/messages/en'
import { createTranslator } from '../../../src/i18n/translator'
import { passkeyErrorText } from '../../../src/react/login/passkeys/passkey-error'
import { WIRE_ERROR_CODES } from '../../../src/wire'
import type { Translate } from '../../../src/react/i18n/index'

const t = createTranslator({ locale: 'en', layers: [{ ...login, ...passkeys }] }) as Translate

const words = (error: unknown) => passkeyErrorText(passkeyFailure(error), t)
const refused = (status: number, errorCode?: string) =>
  words(new ApiError('x', { status, ...(errorCode ? { errorCode } : {}) }))

describe('passkey errors in words', () => {
  it('tells a closed dialog, a passkey already here and a browser without passkeys apart', () => {
    expect(words(new DOMException('closed', 'NotAllowedError'))).toMatch(/cancelled or timed out/)
    expect(words(Object.assign(new Error('x'), { code: 'ERROR_CEREMONY_ABORTED' }))).toMatch(
      /cancelled/,
    )
    expect(words(new DOMException('again', 'InvalidStateError'))).toBe(
      'This device already holds a passkey for your account.',
    )
    expect(words(new DOMException('no', 'SecurityError'))).toMatch(/cannot use passkeys/)
  })

  it("words the server's refusals by status and code, never its English", () => {
    expect(refused(401, WIRE_ERROR_CODES.invalidCredentials)).toMatch(/could not sign you in/)
    expect(refused(403, WIRE_ERROR_CODES.userLocked)).toMatch(/User is locked/)
    expect(refused(429, WIRE_ERROR_CODES.tooManyAttempts)).toBe(login['login.error.tooMany'])
    expect(refused(400)).toBe('Something went wrong. Please try again.')
    expect(refused(503)).toBe(login['login.error.unreachable'])
  })
})
