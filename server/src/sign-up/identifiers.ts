import { normalisePhone } from '../delivery/phone'
import { badRequest } from '../http/api-error'
import { checkedEmail } from './fields'
import type { VendorConfiguration } from '../configuration/vendor-configuration'

/** The fields of a sign-up body that name the account. */
export interface IdentifierFields {
  email?: string | undefined
  phoneNumber?: string | undefined
  password?: string | undefined
}

/** How a sign-up names its account, and how its owner signs in first. */
export interface SignUpIdentifiers {
  /** Null for a phone-only account (`signUpStrategies.email.required: false`). */
  email: string | null
  /** E.164, or null. */
  phone: string | null
  /**
   * An SMS sign-in code goes to `phone`: the phone route, and every phone-only account (a texted
   * code is its only way in, and spending it verifies the number).
   */
  textsCode: boolean
}

/** The phone number the sign-up gives, checked against the vendor's phone strategy. */
const phoneOf = (body: IdentifierFields, config: VendorConfiguration, byPhone: boolean) => {
  const { enabled, required } = config.signUpStrategies.phoneNumber
  const raw = body.phoneNumber?.trim() ?? ''
  if (byPhone && !enabled) throw badRequest('Sign-up with a phone number is not enabled')
  if (raw === '') {
    if (byPhone || (enabled && required)) {
      throw badRequest('Phone number is required for phone number signup')
    }
    return null
  }
  if (!enabled) throw badRequest('phoneNumber: sign-up with a phone number is not enabled')
  const phone = normalisePhone(raw)
  if (phone === null) throw badRequest('phoneNumber is not a valid phone number')
  return phone
}

/**
 * Reads the email and phone number of a sign-up against the vendor's sign-up strategies
 * (`signUpStrategies`). The email may be left out only when the email strategy does not require
 * it and a phone number is given: the account is then phone-only, signs in with texted codes, and
 * so takes no password (nothing could sign in with it). Throws a 400 naming the field.
 */
export const signUpIdentifiers = (
  body: IdentifierFields,
  config: VendorConfiguration,
  byPhone: boolean,
): SignUpIdentifiers => {
  const strategy = config.signUpStrategies.email
  const givenEmail = body.email?.trim() ?? ''
  if (givenEmail !== '' && !strategy.enabled) {
    throw badRequest('email: sign-up with an email is not enabled')
  }
  const phone = phoneOf(body, config, byPhone)
  if (givenEmail !== '') return { email: checkedEmail(givenEmail), phone, textsCode: byPhone }
  // The email strategy wants an email, or nothing else could name the account.
  if (strategy.required || phone === null)
    return { email: checkedEmail(givenEmail), phone, textsCode: byPhone }
  if (body.password !== undefined) {
    throw badRequest(
      'password: an account without an email signs in with texted codes, not a password',
    )
  }
  return { email: null, phone, textsCode: true }
}
